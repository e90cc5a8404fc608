/**
 * One stress run of the submission path, end to end: the local platform in its own process (in a
 * scratch copy of the project, so its Blobs are its own), the Slack stand-in, then load with the
 * hostile corpus arriving meanwhile, a burst of submissions faster than the spam check allows,
 * Slack faults, a store outage, a crash and restart, and full-size resumes; then, with a backlog of
 * expired uploads added, the scheduled retry job until nothing waits, and the ground truth. `npm run stress` runs the full
 * plan, `npm test` a short one (tests/stress).
 */
import { randomUUID } from 'node:crypto';
import {
  runMaintenance,
  RUN_BUDGET_MS,
  type MaintenanceReport,
} from '../../../netlify/lib/maintenance.ts';
import { openLocalStore } from '../local-store.ts';
import { slackConfig } from '../../../netlify/lib/slack/config.ts';
import { outboxIds } from '../../../netlify/lib/submissions.ts';
import { MAX_RESUME_BYTES } from '../../../src/shared/forms/constants.ts';
import { Latencies, pool, submitJsonForm, submitJob, timedFetch, type Outcome } from './client.ts';
import { hostileCorpus, type HostileCase } from './hostile.ts';
import { freePort, startPlatformProcess } from '../platform-process.ts';
import { scratchProject } from './project.ts';
import { formatReport, type PurgeFigures, type Report } from './report.ts';
import { seedExpiredUploads } from './uploads.ts';
import { apiEnv, startSlack, type Behaviour } from './slack.ts';
import { storeFault } from './storeFault.ts';
import { judge, readHeld, readStore } from './truth.ts';

interface StressPlan {
  /** Submissions of the plain load phase (a fifth of all submissions are job applications). */
  load: number;
  /** Submissions in flight at once. */
  concurrency: number;
  /** Submissions sent during each Slack fault. */
  faultBatch: number;
  /** Submissions sent while the store is down. */
  outageBatch: number;
  /** Submissions in flight when the platform is killed, and again after it is back. */
  restartBatch: number;
  /** Job applications sent at once with a resume of exactly 5,242,880 bytes. */
  fullSizeUploads: number;
  /** Cases of the hostile corpus to send ('all', or a spread over its families). */
  hostile: number | 'all';
  /** Submissions sent at once faster than a person fills the forms (autofill): held, never delivered. */
  fastBurst: number;
  /** Expired uploads waiting when the retry job starts; its runs must drain them within their budget. */
  expiredUploads: number;
  /** Resume sizes of the job applications, in bytes. */
  resumeBytes: [number, number];
  /** Pause after each Slack fault's submissions, for their deliveries to reach Slack before it changes. */
  faultPauseMs: number;
  /** No phase starts new submissions after this long (ms); the run then checks what it has. */
  phaseTimeoutMs: number;
  log: (line: string) => void;
}

interface StressResult {
  report: Report;
  problems: string[];
  text: string;
  ok: boolean;
}

/** Slack answers after this long while it hangs: past the client's 8 s timeout. */
const HANG_MS = 10_000;
const RETRY_AFTER_SECONDS = 120;
/** The store comes back after a store operation's 10 s deadline has passed, while the store client still retries. */
const OUTAGE_MS = 11_000;
const SIMULATED_RUN_INTERVAL_MS = 30 * 60 * 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An even spread of `count` cases over the corpus, so each family is represented. */
function spread(cases: HostileCase[], count: number | 'all'): HostileCase[] {
  if (count === 'all' || count >= cases.length) return cases;
  const families = [...new Set(cases.map((c) => c.family))];
  const queues = families.map((family) => cases.filter((c) => c.family === family));
  const picked: HostileCase[] = [];
  for (let round = 0; picked.length < count; round++) {
    for (const queue of queues)
      if (queue[round] && picked.length < count) picked.push(queue[round]!);
  }
  return picked;
}

export async function runStress(projectRoot: string, plan: StressPlan): Promise<StressResult> {
  const started = Date.now();
  const run = randomUUID().slice(0, 6);
  const log = plan.log;
  const scratch = await scratchProject(projectRoot, 'forms-stress-');
  const slack = await startSlack({ keepBodies: false });
  const latencies = new Latencies();
  const client = timedFetch(latencies);
  const fault = await storeFault(scratch.root);
  const platform = await startPlatformProcess({
    root: scratch.root,
    port: await freePort(),
    // The answers report their validation time, which the run holds to its budget.
    env: { ...apiEnv(slack.url), FORMS_SERVER_TIMING: '1' },
    log: (line) => void (/error|unexpected/i.test(line) && log(`  platform: ${line}`)),
  });
  const base = platform.url;
  const outcomes: Outcome[] = [];
  const hostileAccepted: Outcome[] = [];
  const outagePhases = new Set<string>();
  let counter = 0;

  const job = (phase: string, resumeBytes?: number) => {
    const n = counter++;
    const [min, max] = plan.resumeBytes;
    const size = resumeBytes ?? min + Math.round((((n * 7919) % 1000) / 999) * (max - min));
    return () => submitJob(base, `${run}-${n}`, n, phase, size);
  };
  /** Every fifth submission is a job application, the others contact messages and academy applications. */
  const submission = (phase: string) => {
    if (counter % 5 === 0) return job(phase);
    const n = counter++;
    return n % 5 === 1 || n % 5 === 3
      ? () => submitJsonForm('contact', base, `${run}-${n}`, n, phase)
      : () => submitJsonForm('academy', base, `${run}-${n}`, n, phase);
  };
  const phase = async (
    name: string,
    tasks: Array<() => Promise<Outcome>>,
    concurrency = plan.concurrency,
  ) => {
    const t0 = Date.now();
    const { results, skipped } = await pool(tasks, concurrency, Date.now() + plan.phaseTimeoutMs);
    outcomes.push(...results);
    const statuses = results.reduce<Record<number, number>>(
      (all, o) => ({ ...all, [o.answer.status]: (all[o.answer.status] ?? 0) + 1 }),
      {},
    );
    log(
      `  ${name}: ${results.length} sent in ${((Date.now() - t0) / 1000).toFixed(1)} s, answers ${JSON.stringify(statuses)}${skipped ? `, ${skipped} skipped (time bound)` : ''}`,
    );
  };
  const batch = (name: string, count: number) =>
    Array.from({ length: count }, () => submission(name));

  client.install();
  try {
    log(`stress run ${run}: platform ${base} (pid ${platform.pid}), Slack stand-in ${slack.url}`);
    // The hostile corpus, and people whose browser filled a form in under 2.5 s (held for review),
    // arrive during the load, as they would.
    const corpus = spread(hostileCorpus(run, hostileAccepted), plan.hostile);
    const attack = pool(
      corpus.map((item) => async () => ({ case: item, answer: await item.send(base) })),
      4,
    );
    const fast = 'fast submissions';
    const fastTasks = Array.from({ length: plan.fastBurst }, (_, i) => {
      const n = counter++;
      const extra = { fillTimeMs: String(300 + ((n * 397) % 2_100)) };
      const send = () =>
        i % 3 === 0
          ? submitJob(base, `${run}-${n}`, n, fast, 200_000, extra)
          : i % 3 === 1
            ? submitJsonForm('contact', base, `${run}-${n}`, n, fast, extra)
            : submitJsonForm('academy', base, `${run}-${n}`, n, fast, extra);
      return async () => ({ ...(await send()), held: true });
    });
    await Promise.all([
      phase('load', batch('load', plan.load)),
      phase(fast, fastTasks, plan.fastBurst),
    ]);
    const hostile = (await attack).results;
    outcomes.push(...hostileAccepted);
    log(`  hostile: ${hostile.length} requests during the load`);
    for (const { case: item, answer } of hostile)
      log(`    ${String(answer.status).padStart(3)}  ${item.family} / ${item.name}`);

    const faults: Array<[string, Behaviour]> = [
      ['Slack refuses connections', { kind: 'refuse' }],
      ['Slack answers 500', { kind: 'error' }],
      ['Slack answers 429', { kind: 'ratelimited', retryAfterSeconds: RETRY_AFTER_SECONDS }],
      ['Slack hangs', { kind: 'hang', hangMs: HANG_MS }],
    ];
    for (const [name, behaviour] of faults) {
      await slack.behave(behaviour);
      await phase(name, batch(name, plan.faultBatch));
      // Deliveries run after the answer: let them reach Slack before it changes (a hung call keeps hanging).
      await sleep(plan.faultPauseMs);
    }
    await slack.behave({ kind: 'ok' });
    await phase('Slack is back', batch('Slack is back', plan.faultBatch));

    const outage = 'store down';
    outagePhases.add(outage);
    await fault.break();
    latencies.recording = false;
    const repair = sleep(OUTAGE_MS).then(() => fault.repair());
    await phase(outage, batch(outage, plan.outageBatch));
    await repair;
    latencies.recording = true;
    await phase('store is back', batch('store is back', plan.faultBatch));

    const crash = 'platform killed';
    const inFlight = phase(crash, batch(crash, plan.restartBatch));
    await sleep(1_000);
    await platform.crashAndRestart();
    log(`  platform killed and restarted (pid ${platform.pid})`);
    await inFlight;
    await phase('after the restart', batch('after the restart', plan.restartBatch));

    platform.openWindow('5 MB');
    await phase(
      '5 MB resumes',
      Array.from({ length: plan.fullSizeUploads }, () => job('5 MB resumes', MAX_RESUME_BYTES)),
    );
    platform.closeWindow('5 MB');

    // Background deliveries finish after their answers; wait until Slack hears nothing more.
    for (let quiet = 0, seen = -1; quiet < 3; await sleep(1_000)) {
      quiet = slack.received.length === seen ? quiet + 1 : 0;
      seen = slack.received.length;
    }
    client.uninstall();
    await platform.stop();

    const local = await openLocalStore(scratch.root);
    try {
      const before = await readStore(local.store);
      const limited = before.filter((r) => r.submission.delivery.lastError?.includes('429'));
      const early = limited.filter(
        (r) =>
          Date.parse(r.submission.delivery.nextAttemptAt ?? '') <
          Date.parse(r.submission.receivedAt) + RETRY_AFTER_SECONDS * 1000,
      );
      const backlog = await seedExpiredUploads(local.store, plan.expiredUploads);
      log(
        `  ${plan.expiredUploads} expired uploads waiting (${(backlog.seedMs / 1000).toFixed(1)} s to write)`,
      );
      const config = slackConfig(apiEnv(slack.url));
      let clock = Date.now();
      const runs: Array<{ ms: number; report: MaintenanceReport }> = [];
      while (
        runs.length < 60 &&
        (runs.length === 0 ||
          runs.at(-1)!.report.stoppedEarly ||
          (await outboxIds(local.store)).length > 0)
      ) {
        clock += SIMULATED_RUN_INTERVAL_MS;
        const t0 = Date.now();
        const report = await runMaintenance(local.store, config, new Date(clock));
        runs.push({ ms: Date.now() - t0, report });
      }
      const purge: PurgeFigures = {
        backlog: plan.expiredUploads,
        left: await backlog.left(),
        runs: runs.filter((r) => r.report.expiredUploads > 0).length,
        longestRunMs: Math.max(...runs.map((r) => r.ms)),
        budgetMs: RUN_BUDGET_MS,
      };
      log(
        `  retry job: ${runs.length} scheduled runs (simulated ${SIMULATED_RUN_INTERVAL_MS / 60_000} min apart), the longest ${(purge.longestRunMs / 1000).toFixed(1)} s; ${limited.length} waited for Retry-After`,
      );

      const records = await readStore(local.store);
      const held = await readHeld(local.store);
      const verdict = judge(outcomes, hostile, records, held, slack, outagePhases);
      if (purge.left > 0)
        verdict.problems.push(`${purge.left} of ${purge.backlog} expired uploads were not purged`);
      // A run may finish the store call it started at its budget's end: a tenth of the budget is its margin.
      if (purge.longestRunMs > RUN_BUDGET_MS * 1.1)
        verdict.problems.push(
          `a scheduled run took ${purge.longestRunMs} ms, past its ${RUN_BUDGET_MS} ms budget`,
        );
      if (early.length)
        verdict.problems.push(
          `${early.length} rate-limited submissions were scheduled before Slack's Retry-After`,
        );
      if ((await outboxIds(local.store)).length)
        verdict.problems.push('the retry job did not empty the queue');
      if (verdict.figures.unconfirmed)
        verdict.problems.push(
          `${verdict.figures.unconfirmed} submissions were left for a person to check, although the stand-in answers every lookup`,
        );
      const report: Report = {
        figures: verdict.figures,
        latencies: latencies.byEndpoint,
        peakRss: platform.peakRss(),
        peakRssFullSizeUploads: platform.windowPeak('5 MB'),
        hostileCases: hostile.length,
        slowestValidationMs: latencies.slowestValidationMs,
        purge,
        durationMs: Date.now() - started,
      };
      const { lost, duplicates, fiveXX } = verdict.figures;
      const ok = lost === 0 && duplicates === 0 && fiveXX === 0 && verdict.problems.length === 0;
      return { report, problems: verdict.problems, text: formatReport(report), ok };
    } finally {
      await local.stop();
    }
  } finally {
    client.uninstall();
    await fault.repair();
    await platform.stop();
    await slack.close();
    await scratch.remove();
  }
}
