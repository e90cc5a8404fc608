/**
 * `npm run content:format`: rewrites every file the admin edits (the content collections' entries
 * and the page texts in locales/) into exactly what the admin writes for it
 * (src/admin/serialization.ts), so that an editor's next save changes only what the editor
 * changed. It changes formatting only (quotes, key order, defaults the admin fills in), never a
 * text; running it again changes nothing. Run it after merging content edited by hand.
 * `-- --check` writes nothing and exits 1 when a file differs.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminFiles, readUnder, serializeAsAdmin } from '../src/admin/serialization.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');
const read = readUnder(root);

// Every file is computed from the files as they are, then written: a file never reads another's rewrite.
const changed = adminFiles(root).flatMap(({ path: file, ...target }) => {
  let text: string;
  try {
    text = serializeAsAdmin({ path: file, ...target }, read);
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
  return text === read(file) ? [] : [{ file, text }];
});

if (!check) for (const { file, text } of changed) writeFileSync(path.join(root, file), text);
for (const { file } of changed) console.log(`${check ? 'differs' : 'rewritten'}  ${file}`);
console.log(
  `${changed.length} file${changed.length === 1 ? '' : 's'} ${check ? 'not in' : 'rewritten into'} the admin's format`,
);
if (check && changed.length > 0) process.exitCode = 1;
