/**
 * 员工业绩分析 (contract 12.2 biEmployee/*, `bi.contract.read`): approved contracts by their order
 * date and approved receivables by their return date, owned by the BI user set (biUsers.ts).
 *
 *   contractNumStats / contractMoneyStats / receivablesMoneyStats
 *     the 12 months of `year`, each `{month: "yyyyMM", thisMonth, lastMonth (the month before),
 *     lastYear (the same month a year before), lastMonthGrowth, lastYearGrowth}`: growths as whole
 *     percents, (this − before) × 100 / before rounded half away from zero, 0 when before is 0;
 *   totalContract
 *     the period's totals `{contractNum, contractMoney, receivablesMoney, unreceivedMoney}` and its
 *     buckets `list: [{type, contractNum, contractMoney, receivablesMoney}]` (contract 12.1).
 *
 * Each answer is one statement; sums and growths are computed in numeric, never in floats.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Period } from '../crm/instrument/period.ts';
import { bucketLabel } from './biSql.ts';
import { CONTRACT_MONEY, type MoneySource, RECEIVABLES_MONEY } from '../crm/instrument/salesMoney.ts';
import { approvedMoney, moneyKindOf, moneyMonths } from './rollups.ts';

/** Each figure over the monthly rollup's rows (rollups.ts): the count or the sum of the month. */
export const MONTHLY_FIGURES = {
  contractNumStats: { source: CONTRACT_MONEY, figure: sql`sum(r.n)`, cast: sql`int` },
  contractMoneyStats: { source: CONTRACT_MONEY, figure: sql`sum(r.money)`, cast: sql`numeric(18,2)` },
  receivablesMoneyStats: { source: RECEIVABLES_MONEY, figure: sql`sum(r.money)`, cast: sql`numeric(18,2)` },
} satisfies Record<string, { source: MoneySource; figure: RawBuilder<unknown>; cast: RawBuilder<unknown> }>;

export type MonthlyFigure = keyof typeof MONTHLY_FIGURES;

/** (this − before) × 100 / before as a whole percent, 0 when before is 0. */
const growth = (current: RawBuilder<unknown>, before: RawBuilder<unknown>) =>
  sql`case when ${before} = 0 then 0 else round((${current} - ${before}) * 100.0 / ${before})::int end`;

export async function monthlyStats(db: Kysely<Database>, kind: MonthlyFigure, users: readonly number[], year: number) {
  const { source, figure, cast } = MONTHLY_FIGURES[kind];
  // the year and the one before it (January's month before and every month's year before): whole months, from the rollup
  const [now, before, yearBefore] = [sql`coalesce(a.v, 0)`, sql`coalesce(b.v, 0)`, sql`coalesce(c.v, 0)`];
  const { rows } = await sql<Record<string, unknown>>`
    with sums as (
      select r.month, ${figure} as v from ${moneyMonths(moneyKindOf(source), users, `${year - 1}-01-01`, `${year + 1}-01-01`)} group by 1),
    months as (select (make_date(${year}::int, 1, 1) + n * interval '1 month')::date as month from generate_series(0, 11) n)
    select to_char(m.month, 'YYYYMM') as month, ${now}::${cast} as "thisMonth", ${before}::${cast} as "lastMonth", ${yearBefore}::${cast} as "lastYear",
      ${growth(now, before)} as "lastMonthGrowth", ${growth(now, yearBefore)} as "lastYearGrowth"
    from months m
    left join sums a on a.month = m.month
    left join sums b on b.month = (m.month - interval '1 month')::date
    left join sums c on c.month = (m.month - interval '1 year')::date
    order by m.month`.execute(db);
  return rows;
}

const ZERO = '0.00';

/** totalContract: the period's contracts and receivables, in total and per bucket. */
export async function totalContract(db: Kysely<Database>, users: readonly number[], period: Period) {
  // the money as rows (rollups.ts approvedMoney: the rollup's months, or the records one by one)
  const grouped = (kind: string, source: MoneySource) => {
    const label = bucketLabel('r.day', period);
    return sql`select ${sql.lit(kind)}::text as kind, ${label} as label, coalesce(sum(r.n), 0)::int as n, coalesce(sum(r.money), 0)::numeric(18,2) as money
      from ${approvedMoney(source, users, period)} group by grouping sets ((${label}), ())`;
  };
  const { rows } = await sql<{ kind: string; label: string | null; n: number; money: string }>`
    with figures as (${grouped('contract', CONTRACT_MONEY)} union all ${grouped('receivables', RECEIVABLES_MONEY)})
    select kind, label, n, money::text as money from figures
    union all
    -- what is still to be received: the contracts' total less the receivables' (numeric, exact)
    select 'unreceived', null, 0, (coalesce((select money from figures where kind = 'contract' and label is null), 0)
      - coalesce((select money from figures where kind = 'receivables' and label is null), 0))::numeric(18,2)::text`.execute(db);
  const at = new Map(rows.map((row) => [`${row.kind}:${row.label ?? ''}`, row]));
  return {
    contractNum: at.get('contract:')?.n ?? 0,
    contractMoney: at.get('contract:')?.money ?? ZERO,
    receivablesMoney: at.get('receivables:')?.money ?? ZERO,
    unreceivedMoney: at.get('unreceived:')?.money ?? ZERO,
    list: period.buckets.map((bucket) => ({
      type: bucket.label,
      contractNum: at.get(`contract:${bucket.label}`)?.n ?? 0,
      contractMoney: at.get(`contract:${bucket.label}`)?.money ?? ZERO,
      receivablesMoney: at.get(`receivables:${bucket.label}`)?.money ?? ZERO,
    })),
  };
}
