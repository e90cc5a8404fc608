/**
 * A short, bounded stress run (the full one is `npm run stress`): submissions of the three forms
 * through the local platform with Slack refusing, failing, rate limiting and hanging, the store
 * down for a while, the platform killed mid-run, a spread of the hostile corpus and a burst of
 * too-fast submissions; then the retry job over a backlog of expired uploads, and the ground truth:
 * nothing lost, nothing duplicated, no 5xx, suspected spam held and not delivered.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runStress } from '../../scripts/lib/stress/run';

const root = path.resolve(import.meta.dirname, '../..');

describe('the submission path under load, faults and hostile input', () => {
  it('loses nothing, duplicates nothing and answers no 5xx', async () => {
    const lines: string[] = [];
    const result = await runStress(root, {
      load: 12,
      concurrency: 10,
      faultBatch: 2,
      outageBatch: 2,
      restartBatch: 4,
      fullSizeUploads: 1,
      hostile: 40,
      fastBurst: 6,
      expiredUploads: 300,
      resumeBytes: [1_000_000, 2_000_000],
      faultPauseMs: 500,
      phaseTimeoutMs: 20_000,
      log: (line) => lines.push(line),
    });
    expect(result.problems, `${lines.join('\n')}\n${result.text}`).toEqual([]);
    const { figures } = result.report;
    expect(figures).toMatchObject({ lost: 0, duplicates: 0, fiveXX: 0 });
    expect(figures.accepted).toBeGreaterThan(25);
    expect(figures.stored).toBeGreaterThanOrEqual(figures.accepted);
    expect(figures.delivered).toBe(figures.stored);
    expect(result.report.hostileCases).toBe(40);
    expect(figures).toMatchObject({ suspected: figures.held, heldDelivered: 0 });
    expect(figures.held).toBeGreaterThanOrEqual(6);
    expect(result.report.purge).toMatchObject({ backlog: 300, left: 0 });
  }, 180_000);
});
