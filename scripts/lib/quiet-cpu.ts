/**
 * Keeps the processors for the browser a measurement watches. Lighthouse multiplies the main-thread
 * time it observes to model a phone, so another program's burst on a shared machine (a build, a
 * test run, the measurement's own server) becomes a long task of the page's own. Waits for the
 * processors to be free before a run (the load average tells too late: it is a minute's mean;
 * /proc/stat tells how busy they are now), starts the measurement's helpers behind the browser,
 * and puts the browser's own processes behind the pages it renders.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
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

/** Whether Linux shares the processors between sessions (autogroups) before processes. */
function autogroups(): boolean {
  try {
    return readFileSync('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').trim() === '1';
  } catch {
    return false;
  }
}

/**
 * Starts a helper of a measurement (the local site, its HTTPS front) behind the browser it serves.
 * On two cores they otherwise take turns with the page's main thread while it lays out its first
 * frames, and Lighthouse counts that thread's wait for a core as the page's task time. The helper
 * runs in a session of its own: on Linux a session's priority is its autogroup's, and lowering it
 * leaves the terminal's session as it was. It is killed when this process exits, since an
 * interrupt at the terminal no longer reaches it.
 */
export function spawnBehindBrowser(
  command: string,
  args: string[],
  options: Omit<SpawnOptions, 'detached'>,
  nice = 10,
): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  try {
    setPriority(child.pid!, nice);
    if (autogroups()) writeFileSync(`/proc/${child.pid}/autogroup`, String(nice));
  } catch {
    // Not Linux, or not permitted: the helper keeps its priority (priorityOf tells).
  }
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  child.once('exit', () => process.off('exit', kill));
  return child;
}

/** The processes under `root`, itself included, from Linux's /proc (none elsewhere). */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  for (const name of entries) {
    try {
      // The parent is the second field after the command name, which may hold spaces.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // Gone since the listing.
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

/**
 * Puts Chromium's own processes (the browser, its GPU process, its network and storage services)
 * behind the pages it renders, thread by thread: they share the browser's session, so its
 * autogroup does not separate them, and `nice` does. On a phone they run on cores of their own;
 * here, on two, the browser process alone used 120–180 ms of the first ~420 ms of a load while the
 * page's main thread waited for a core, and Lighthouse counted that wait as the page's work.
 * Renderers are forked from the zygotes, which keep their priority, so every page starts ahead.
 * Call it before each run: a process started since then may have been started by a zygote.
 * Returns how many threads it lowered.
 */
export function putBrowserBehindPages(browserPid: number, nice = 10): number {
  let lowered = 0;
  for (const pid of processTree(browserPid)) {
    try {
      if (/--type=(renderer|zygote)/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) continue;
      for (const thread of readdirSync(`/proc/${pid}/task`)) {
        setPriority(Number(thread), nice);
        lowered++;
      }
    } catch {
      // Gone since the listing, or not permitted: that process keeps its priority.
    }
  }
  return lowered;
}

/** A process's priority as the scheduler applies it, for instance "nice 10, autogroup nice 10". */
export function priorityOf(pid: number): string {
  const parts = [`nice ${getPriority(pid)}`];
  if (autogroups()) {
    const group = /nice (-?\d+)/.exec(readFileSync(`/proc/${pid}/autogroup`, 'utf8'))?.[1];
    if (group) parts.push(`autogroup nice ${group}`);
  }
  return parts.join(', ');
}
