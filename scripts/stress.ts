/**
 * `npm run stress`: proves that the submission path loses nothing under load, Slack and store
 * faults, a crash of the server and hostile input (scripts/lib/stress/run.ts), prints the figures
 * and exits non-zero when anything was lost, duplicated or answered with a 5xx.
 */
import { fileURLToPath } from 'node:url';
import { runStress } from './lib/stress/run.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const result = await runStress(root, {
  load: 290,
  concurrency: 50,
  faultBatch: 25,
  outageBatch: 20,
  restartBatch: 50,
  fullSizeUploads: 10,
  hostile: 'all',
  fastBurst: 40,
  expiredUploads: 10_000,
  resumeBytes: [1_000_000, 5_000_000],
  faultPauseMs: 1_500,
  phaseTimeoutMs: 150_000,
  log: (line) => console.log(line),
});

console.log(`\n${result.text}\n`);
if (result.problems.length)
  console.log(
    `Problems (${result.problems.length}):\n${result.problems
      .slice(0, 60)
      .map((p) => `  - ${p}`)
      .join('\n')}\n`,
  );
console.log(result.ok ? 'OK: nothing lost, nothing duplicated, no 5xx.' : 'FAILED');
process.exit(result.ok ? 0 : 1);
