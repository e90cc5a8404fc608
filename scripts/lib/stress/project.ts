/**
 * A scratch copy of the project for a local platform whose Blobs (under its own .netlify/) stay
 * apart from the developer's: the functions and everything they import, with node_modules linked.
 */
import { cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What the functions need at run time (the bundler refuses symlinked sources, so these are copied). */
const FUNCTION_SOURCES = [
  'netlify.toml',
  'package.json',
  'netlify',
  'src/config',
  'src/shared',
  'locales',
];

export async function scratchProject(
  projectRoot: string,
  prefix = 'forms-platform-',
): Promise<{ root: string; remove: () => Promise<void> }> {
  const root = await mkdtemp(path.join(tmpdir(), prefix));
  for (const entry of FUNCTION_SOURCES)
    await cp(path.join(projectRoot, entry), path.join(root, entry), { recursive: true });
  await symlink(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'));
  // Functions do not need the built site; an empty dist/ keeps the static handler quiet.
  await mkdir(path.join(root, 'dist'));
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}
