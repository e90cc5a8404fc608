/** The figures of a run as a table. */
import type { Figures } from './truth.ts';

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '-');

/** How the scheduled runs dealt with a backlog of expired uploads. */
export interface PurgeFigures {
  backlog: number;
  /** Of the backlog, still stored after the retry job: must be 0. */
  left: number;
  /** Runs that deleted some of it. */
  runs: number;
  longestRunMs: number;
  budgetMs: number;
}

export interface Report {
  figures: Figures;
  latencies: Map<string, number[]>;
  peakRss: number;
  peakRssFullSizeUploads: number;
  hostileCases: number;
  /** The slowest validation any answer reported (Server-Timing, CPU time), in ms. */
  slowestValidationMs: number;
  purge: PurgeFigures;
  durationMs: number;
}

const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;

export function formatReport(report: Report): string {
  const { figures } = report;
  const rows: Array<[string, string | number]> = [
    ['accepted', figures.accepted],
    ['stored', figures.stored],
    ['delivered', figures.delivered],
    ['duplicates', figures.duplicates],
    ['lost', figures.lost],
    ['5xx', figures.fiveXX],
    ['503 while the store was down', figures.storeDown503],
    ['no answer (platform killed)', figures.interrupted],
    ['unanswered posts looked up in the channel', figures.lookups],
    ['unconfirmed (left for a person to check)', figures.unconfirmed],
    ['hostile requests', report.hostileCases],
    [
      'slowest validation, 64 KB e-mail (CPU)',
      `${figures.slowestEmailValidationMs.toFixed(2)} ms (budget 50 ms)`,
    ],
    ['slowest validation, any answer (CPU)', `${report.slowestValidationMs.toFixed(2)} ms`],
    ['suspected spam answered like a success', figures.suspected],
    ['  held for review with a reason', figures.held],
    ['  delivered to Slack', figures.heldDelivered],
    ['expired uploads waiting for the retry job', report.purge.backlog],
    ['  left after it', report.purge.left],
    ['  runs that purged', report.purge.runs],
    [
      '  longest run',
      `${seconds(report.purge.longestRunMs)} (budget ${seconds(report.purge.budgetMs)})`,
    ],
    ['peak RSS of the platform', mb(report.peakRss)],
    ['peak RSS during the 5 MB uploads', mb(report.peakRssFullSizeUploads)],
    ['duration', `${(report.durationMs / 1000).toFixed(0)} s`],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  const lines = rows.map(([name, value]) => `  ${name.padEnd(width)}  ${value}`);
  const endpoints = [...report.latencies.keys()].sort();
  const pad = Math.max(...endpoints.map((e) => e.length), 8);
  lines.push(
    '',
    '  latency of the submission path (every phase but the store outage and the hostile corpus):',
  );
  lines.push(
    `  ${'endpoint'.padEnd(pad)}  ${'count'.padStart(6)}  ${'p50'.padStart(8)}  ${'p95'.padStart(8)}  ${'p99'.padStart(8)}`,
  );
  for (const endpoint of endpoints) {
    const sorted = [...report.latencies.get(endpoint)!].sort((a, b) => a - b);
    lines.push(
      `  ${endpoint.padEnd(pad)}  ${String(sorted.length).padStart(6)}  ${ms(percentile(sorted, 50)).padStart(8)}  ${ms(percentile(sorted, 95)).padStart(8)}  ${ms(percentile(sorted, 99)).padStart(8)}`,
    );
  }
  return lines.join('\n');
}
