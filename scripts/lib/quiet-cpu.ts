/**
 * Waits for the machine's processors to be free before a measurement. Lighthouse multiplies the
 * main-thread time it observes by four to model a phone, so another program's burst on a shared
 * machine (a build, a test run) becomes a long task of the page's own. The load average tells this
 * too late (it is a minute's mean); /proc/stat tells how busy the processors are now.
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

interface CpuTimes {
  busy: number;
  total: number;
}

function cpuTimes(): CpuTimes | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number) as number[];
    const busy = user! + nice! + system! + irq! + softirq! + steal!;
    return { busy, total: busy + idle! + iowait! };
  } catch {
    // Not Linux: nothing to read, so nothing to wait for.
    return undefined;
  }
}

/** The share of all processors' time spent busy over the next `ms` milliseconds (0 to 1). */
export async function cpuBusy(ms = 500): Promise<number | undefined> {
  const before = cpuTimes();
  await sleep(ms);
  const after = cpuTimes();
  if (!before || !after || after.total === before.total) return undefined;
  return (after.busy - before.busy) / (after.total - before.total);
}

/**
 * Resolves once the processors are at most `maxBusy` busy, or after `maxWaitMs` whatever they
 * are; with how busy they were last and how long it waited.
 */
export async function waitForQuietCpu({ maxBusy = 0.2, maxWaitMs = 30_000 } = {}) {
  const started = Date.now();
  for (;;) {
    const busy = await cpuBusy();
    const waitedMs = Date.now() - started;
    if (busy === undefined || busy <= maxBusy || waitedMs >= maxWaitMs) return { busy, waitedMs };
  }
}
