/**
 * Figures per bucket of a period (contract 12.1): each figure one grouped statement over its rows,
 * all of them sent as one `union all`, then laid on the period's buckets (zero where a bucket has
 * no rows). A figure names its rows' time column (a `date` compares with days, a `timestamp` with
 * local midnights) and its value, an int count or a numeric(18,2) sum.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { inWholeMonths, type Period } from '../crm/instrument/period.ts';
import { bucketLabel, inPeriod } from './biSql.ts';
import type { RollupTable } from './rollups.ts';

export interface BucketFigure {
  /** the FROM clause with its joins */
  from: RawBuilder<unknown>;
  time: { column: string; kind: 'date' | 'timestamp' };
  /** an aggregate: `count(*)`, `count(distinct …)`, or a sum cast to numeric(18,2) */
  value: RawBuilder<unknown>;
  /** `int` counts, `money` sums (numeric(18,2) text) */
  type: 'int' | 'money';
  where: RawBuilder<unknown>;
  /**
   * The same figure over a monthly rollup (rollups.ts), read instead when the period is whole
   * months bucketed by month: its table (alias `r`, `r.month`), which of its rows, the aggregate.
   */
  monthly?: { where: RawBuilder<unknown>; value: RawBuilder<unknown> } & (
    | { table: RollupTable }
    /** rows with `r.month` made for the period (distinct customers per month: presence.ts), undefined when it cannot */
    | { rows: (period: Period) => RawBuilder<unknown> | undefined });
}

/** The figure as this period reads it: from its monthly rollup when it has one and the period allows. */
function asRead(figure: BucketFigure, period: Period): BucketFigure {
  if (!figure.monthly || !inWholeMonths(period)) return figure;
  const { where, value } = figure.monthly;
  const from = 'table' in figure.monthly ? sql`${sql.table(figure.monthly.table)} r` : figure.monthly.rows(period);
  return from ? { from, time: { column: 'r.month', kind: 'date' }, value, type: figure.type, where } : figure;
}

/** The rows a figure counts over the whole period (alias `r`): also the records its bar opens (biDrill.ts). */
export function figureRows(figure: Pick<BucketFigure, 'time' | 'where'>, period: Period): RawBuilder<unknown> {
  return sql`${figure.where} and ${inPeriod(figure.time.column, figure.time.kind, period)}`;
}

/**
 * Figures over the same rows (客户跟进次数's follow-ups and the customers they touch, 新增商机's count
 * and amount) are read in one pass: one grouped select with a column per figure, unfolded into a
 * row per figure (`lateral values`). Each source of rows is one part of the `union all`.
 */
export async function perBucket<K extends string>(db: Kysely<Database>, period: Period, figures: Record<K, BucketFigure>) {
  const sources = new Map<string, Array<[K, BucketFigure]>>();
  for (const [key, asked] of Object.entries(figures) as Array<[K, BucketFigure]>) {
    const figure = asRead(asked, period);
    const same = JSON.stringify(sql`${figure.from} ${figure.time.column} ${figure.where}`.compile(db));
    sources.set(same, [...(sources.get(same) ?? []), [key, figure]]);
  }
  const parts = [...sources.values()].map((group) => {
    const figure = group[0]![1];
    const label = bucketLabel(figure.time.column, period);
    const values = group.map(([, f], i) => sql`${f.value}::text as ${sql.id(`v${i}`)}`);
    const unfolded = group.map(([key], i) => sql`(${sql.lit(key)}::text, g.${sql.id(`v${i}`)})`);
    return sql`select x.key, g.label, x.v from (
        select ${label} as label, ${sql.join(values)} from ${figure.from} where ${figureRows(figure, period)} group by ${label}) g
      cross join lateral (values ${sql.join(unfolded)}) x(key, v)`;
  });
  const { rows } = await sql<{ key: K; label: string; v: string }>`${sql.join(parts, sql` union all `)}`.execute(db);
  const at = new Map(rows.map((row) => [`${row.key}:${row.label}`, row.v]));
  const value = (key: K, label: string) => {
    const text = at.get(`${key}:${label}`);
    return figures[key].type === 'int' ? Number(text ?? 0) : (text ?? '0.00');
  };
  return period.buckets.map((bucket) => ({
    type: bucket.label,
    ...Object.fromEntries((Object.keys(figures) as K[]).map((key) => [key, value(key, bucket.label)])),
  }) as { type: string } & Record<K, number | string>);
}
