/**
 * `npm run submissions`: the operators' tool for stored form submissions, on the local store or
 * the live site's (scripts/lib/operations/, docs/operations.md). `-- --help` lists its commands.
 */
import { fileURLToPath } from 'node:url';
import { runOperations } from './lib/operations/cli.ts';

process.exitCode = await runOperations(process.argv.slice(2), {
  env: process.env,
  root: fileURLToPath(new URL('..', import.meta.url)),
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
