/**
 * One row of the issue 9 table (`npm run bench`): what was measured, ours, the baseline where
 * there is one, the ratio baseline ÷ ours, the target and whether it is met. Printed as one table
 * and written to `bench-results.json`.
 */
export interface BenchRow {
  /** Which part of the bench made the row: `node` (rules core), `browser`, `bytes`. */
  part: 'node' | 'browser' | 'bytes';
  row: string;
  unit: 'ms' | 'µs' | 'KB' | 'MB' | '×';
  ours: number | null;
  baseline?: number | null;
  /** Human text of the target, e.g. `≤ 16 ms`; empty when the row has none. */
  target?: string;
  /** Whether the target is met; undefined when the row has no target or was not measured. */
  met?: boolean;
  /** Why a row has no figure (e.g. `not built`), or how many samples it holds. */
  note?: string;
}

/** A small deterministic generator (mulberry32): every run of a bench replays the same inputs. */
export function seededRandom(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** The nearest-rank percentile of `values` (not necessarily sorted). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function figure(value: number | null | undefined, unit: BenchRow['unit']): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  const digits = unit === 'KB' || unit === 'MB' ? 1 : value >= 100 ? 0 : value >= 10 ? 1 : value >= 1 ? 2 : 4;
  return `${value.toFixed(digits)} ${unit}`;
}

/** Ratio baseline ÷ ours, when both are there. */
export function ratioOf(row: BenchRow): number | undefined {
  if (row.baseline === null || row.baseline === undefined || row.ours === null || row.ours === 0) return undefined;
  return row.baseline / row.ours;
}

/** The table as console.table draws it. */
export function printable(rows: readonly BenchRow[]): Record<string, string>[] {
  return rows.map((row) => {
    const ratio = ratioOf(row);
    return {
      row: row.row,
      ours: row.ours === null ? (row.note ?? '') : figure(row.ours, row.unit),
      baseline: figure(row.baseline, row.unit),
      'baseline ÷ ours': ratio === undefined ? '' : `${ratio.toFixed(1)}×`,
      target: row.target ?? '',
      'met?': row.met === undefined ? '' : row.met ? 'yes 达到' : 'NO 未达到',
    };
  });
}
