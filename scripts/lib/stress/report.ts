/** The figures of a run as a table. */
import type { Figures } from './truth.ts';

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '-');

export interface Report {
  figures: Figures;
  latencies: Map<string, number[]>;
  peakRss: number;
  peakRssFullSizeUploads: number;
  hostileCases: number;
  durationMs: number;
}

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
    ['peak RSS of the platform', mb(report.peakRss)],
    ['peak RSS during the 5 MB uploads', mb(report.peakRssFullSizeUploads)],
    ['duration', `${(report.durationMs / 1000).toFixed(0)} s`],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  const lines = rows.map(([name, value]) => `  ${name.padEnd(width)}  ${value}`);
  const endpoints = [...report.latencies.keys()].sort();
  const pad = Math.max(...endpoints.map((e) => e.length), 8);
  lines.push('', '  latency of the submission path (every phase but the store outage and the hostile corpus):');
  lines.push(`  ${'endpoint'.padEnd(pad)}  ${'count'.padStart(6)}  ${'p50'.padStart(8)}  ${'p95'.padStart(8)}  ${'p99'.padStart(8)}`);
  for (const endpoint of endpoints) {
    const sorted = [...report.latencies.get(endpoint)!].sort((a, b) => a - b);
    lines.push(`  ${endpoint.padEnd(pad)}  ${String(sorted.length).padStart(6)}  ${ms(percentile(sorted, 50)).padStart(8)}  ${ms(percentile(sorted, 95)).padStart(8)}  ${ms(percentile(sorted, 99)).padStart(8)}`);
  }
  return lines.join('\n');
}
