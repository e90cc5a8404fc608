/** Starts, kills and restarts the local platform in a child process, and samples its resident memory. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { spawnBehindBrowser } from './quiet-cpu.ts';

const CHILD = fileURLToPath(new URL('./platform-child.ts', import.meta.url));
const START_TIMEOUT_MS = 60_000;

/** Resident memory of a process in bytes (Linux), or 0 when it is gone. */
function residentBytes(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

interface PlatformOptions {
  root: string;
  port: number;
  /** Environment of the functions (Slack settings). */
  env: Record<string, string | undefined>;
  /** Where the platform's own output goes (its logs are many during a run). */
  log?: (line: string) => void;
  /** Behind the browser, for a measurement (spawnBehindBrowser). */
  background?: boolean;
}

export async function startPlatformProcess(options: PlatformOptions) {
  const url = `http://localhost:${options.port}`;
  let child: ChildProcess | undefined;
  let peak = 0;
  const windows = new Map<string, number>();
  const open = new Set<string>();

  const sample = () => {
    if (!child?.pid) return;
    const rss = residentBytes(child.pid);
    peak = Math.max(peak, rss);
    for (const name of open) windows.set(name, Math.max(windows.get(name) ?? 0, rss));
  };
  const sampler = setInterval(sample, 50);
  sampler.unref();

  async function launch() {
    const env = { ...process.env, ...options.env };
    for (const [key, value] of Object.entries(options.env))
      if (value === undefined) delete env[key];
    const started = (options.background ? spawnBehindBrowser : spawn)(
      process.execPath,
      [CHILD, options.root, String(options.port)],
      { env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = started;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('the local platform did not start in time')),
        START_TIMEOUT_MS,
      );
      let buffered = '';
      const onLine = (line: string) => {
        if (line.startsWith('READY ')) {
          clearTimeout(timer);
          resolve();
        } else if (line.trim()) options.log?.(line);
      };
      for (const stream of [started.stdout!, started.stderr!]) {
        stream.setEncoding('utf8');
        stream.on('data', (text: string) => {
          buffered += text;
          const lines = buffered.split('\n');
          buffered = lines.pop() ?? '';
          lines.forEach(onLine);
        });
      }
      started.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the local platform exited with ${code} before it was ready`));
      });
    });
  }

  async function stop(signal: 'SIGTERM' | 'SIGKILL') {
    const current = child;
    if (!current || current.exitCode !== null || current.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => current.once('exit', () => resolve()));
    current.kill(signal);
    await exited;
  }

  await launch();
  return {
    url,
    get pid() {
      return child?.pid;
    },
    /** Kills the platform as a crash would (SIGKILL) and starts it again on the same port. */
    async crashAndRestart() {
      await stop('SIGKILL');
      await launch();
    },
    /** Measures the peak resident memory while `name` is open. */
    openWindow(name: string) {
      open.add(name);
      sample();
    },
    closeWindow(name: string) {
      sample();
      open.delete(name);
    },
    peakRss: () => peak,
    windowPeak: (name: string) => windows.get(name) ?? 0,
    async stop() {
      clearInterval(sampler);
      await stop('SIGTERM');
    },
  };
}
