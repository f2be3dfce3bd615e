// What the bench prints: one table per database, then the soak, the site build and the front end, each row judged
// against its target; rows whose target does not apply (PostgreSQL-only targets on the embedded database) are shown
// in parentheses and not counted.
import type { Measurement } from './load.ts';

/** Which target a call is held to (the issue's figures). */
export type Goal = 'public read' | 'list' | 'console list' | 'chart' | 'none';
export const PUBLIC_MIN_RATIO = 0.5;
export const PUBLIC_MAX_P99_MS = 10;
export const LIST_MAX_P99_MS = 20;
/** Issue 35: the console's orders list and search, signed in, at 100,000 orders. */
export const CONSOLE_LIST_MAX_P99_MS = 10;
/** Issue 39: each business chart's read at 100,000 orders and 300,000 payments, whatever the period. */
export const CHART_MAX_P99_MS = 50;
export const SOAK_MAX_P99_GROWTH = 2;
export const SOAK_MAX_RSS_GROWTH = 0.1;
export const SITE_MAX_S_PER_1000 = 30;

export type Verdict = { target: string; met: boolean | null; counted: boolean };
export type Row = { name: string; api: Measurement; bare: Measurement; ratio: number; verdict: Verdict };
export type Line = { name: string; value: string; target: string; met: boolean | null; counted: boolean };

export function judge(goal: Goal, database: 'embedded' | 'postgres', api: Measurement, ratio: number): Verdict {
  const clean = api.failures === 0;
  if (goal === 'public read') {
    return {
      target: `ratio ≥ ${PUBLIC_MIN_RATIO}, p99 ≤ ${PUBLIC_MAX_P99_MS} ms`,
      met: clean && ratio >= PUBLIC_MIN_RATIO && api.p99 <= PUBLIC_MAX_P99_MS,
      counted: true,
    };
  }
  if (goal === 'list' || goal === 'console list' || goal === 'chart') {
    const postgres = database === 'postgres';
    const limit = goal === 'list' ? LIST_MAX_P99_MS : goal === 'chart' ? CHART_MAX_P99_MS : CONSOLE_LIST_MAX_P99_MS;
    return { target: `p99 ≤ ${limit} ms${postgres ? '' : ' (PostgreSQL only)'}`, met: clean && api.p99 <= limit, counted: postgres };
  }
  return { target: 'no errors', met: clean, counted: false };
}

const metText = (met: boolean | null, counted: boolean) => {
  const text = met === null ? '-' : met ? 'yes' : 'NO';
  return counted || met === null ? text : `(${text})`;
};

function table(header: string[], rows: string[][], rightAligned: number[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (rightAligned.includes(i) ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ')} |`;
  return [
    line(header),
    `|${widths.map((w, i) => (rightAligned.includes(i) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');

export function callsTable(rows: Row[]): string {
  const body = rows.map((r) => [
    r.name,
    int(r.api.rps),
    `${r.api.p50} ms`,
    `${r.api.p99} ms`,
    int(r.bare.rps),
    r.ratio.toFixed(2),
    r.verdict.target,
    metText(r.verdict.met, r.verdict.counted),
  ]);
  const failures = rows
    .filter((r) => r.api.failures > 0)
    .map((r) => `  ${r.name}: ${r.api.failures} of ${r.api.requests} requests failed (${r.api.statuses})`);
  return [table(['read', 'rps', 'p50', 'p99', 'bare rps', 'ratio', 'target', 'met'], body, [1, 2, 3, 4, 5]), ...failures].join('\n');
}

export function linesTable(lines: Line[]): string {
  return table(
    ['figure', 'value', 'target', 'met'],
    lines.map((l) => [l.name, l.value, l.target, metText(l.met, l.counted)]),
    [1],
  );
}

/** Counted verdicts only: "targets met: N of M". */
export function tally(verdicts: { met: boolean | null; counted: boolean }[]): { met: number; of: number } {
  const counted = verdicts.filter((v) => v.counted && v.met !== null);
  return { met: counted.filter((v) => v.met).length, of: counted.length };
}
