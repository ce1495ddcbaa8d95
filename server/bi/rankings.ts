/**
 * 排行榜 (contract 12.2, `bi.ranking.read`): the people of a department (and the departments below
 * it) ranked by one figure over a period, highest first, each with their department
 * (`structureName`). One grouped statement per ranking; money as numeric(18,2) text.
 *
 *   contractRanKing            approved contracts' amount, by owner, on their order date
 *   receivablesRanKing         approved receivables' amount, by owner, on their return date
 *   contractCountRanKing       approved contracts, by owner
 *   productCountRanKing        units sold (the product lines' quantities) on approved contracts, by owner
 *   customerCountRanKing       customers created, by creator
 *   contactsCountRanKing       contacts created, by creator
 *   customerGenjinCountRanKing customers followed up (distinct), by who wrote the follow-up
 *   recordCountRanKing         follow-ups written (any record type), by writer
 *   travelCountRanKing         passed 出差 approvals (category 3), by applicant, on their creation
 *   contractProductRanKing     units sold per product (with its category), on approved contracts
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { inWholeMonths, type Period } from '../crm/instrument/period.ts';
import { inPeriod, ofUsers } from './biSql.ts';
import { CHECK_STATUS } from '../records/checkStatus.ts';
import { periodMonths, type RollupTable } from './rollups.ts';
import { customersPerUser, type PresenceKind } from './presence.ts';

/** 出差 (contract 5.7: approval categories 1-6 are fixed; 3 is the business trip). */
export const TRAVEL_CATEGORY_ID = 3;

export interface Ranking {
  /** the FROM clause, its rows aliased `r` */
  from: RawBuilder<unknown>;
  /** the person a row counts for */
  person: 'r.owner_user_id' | 'r.create_user_id';
  /** the answer's key for that person (absent: not answered) */
  personKey?: 'ownerUserId' | 'createUserId';
  /** where the row falls in time: a `date` column compares with days, a `timestamp` with midnights */
  time: { column: string; kind: 'date' | 'timestamp' };
  /** the figure and its key */
  figure: RawBuilder<unknown>;
  key: 'money' | 'count';
  where?: RawBuilder<unknown>;
  /**
   * Read from a monthly rollup (rollups.ts) when the period allows: its table (the same person
   * column), which of its rows and the figure over them.
   */
  monthly?: { table: RollupTable; where?: RawBuilder<unknown>; figure: RawBuilder<unknown> };
  /** Distinct customers kept per person (presence.ts), read when the period is one month, quarter or year. */
  customers?: PresenceKind;
}

const approved = sql`r.check_status = ${CHECK_STATUS.approved}`;
const money = sql`coalesce(sum(r.money), 0)::numeric(18,2)`;
const count = sql`count(*)::int`;
const rolledCount = sql`sum(r.n)::int`;

export const RANKINGS = {
  contractRanKing: {
    from: sql`crm_contract r`, person: 'r.owner_user_id', personKey: 'ownerUserId', time: { column: 'r.order_date', kind: 'date' }, figure: money, key: 'money', where: approved,
    monthly: { table: 'bi_money_month', where: sql`r.kind = 'contract'`, figure: money },
  },
  receivablesRanKing: {
    from: sql`crm_receivables r`, person: 'r.owner_user_id', personKey: 'ownerUserId', time: { column: 'r.return_time', kind: 'date' }, figure: money, key: 'money', where: approved,
    monthly: { table: 'bi_money_month', where: sql`r.kind = 'receivables'`, figure: money },
  },
  contractCountRanKing: {
    from: sql`crm_contract r`, person: 'r.owner_user_id', personKey: 'ownerUserId', time: { column: 'r.order_date', kind: 'date' }, figure: count, key: 'count', where: approved,
    monthly: { table: 'bi_money_month', where: sql`r.kind = 'contract'`, figure: rolledCount },
  },
  productCountRanKing: {
    from: sql`crm_contract r join crm_contract_product p on p.contract_id = r.contract_id`, person: 'r.owner_user_id', personKey: 'ownerUserId',
    time: { column: 'r.order_date', kind: 'date' }, figure: sql`coalesce(sum(p.num), 0)::int`, key: 'count', where: approved,
    monthly: { table: 'bi_contract_product_month', figure: sql`coalesce(sum(r.num), 0)::int` },
  },
  customerCountRanKing: {
    from: sql`crm_customer r`, person: 'r.create_user_id', personKey: 'createUserId', time: { column: 'r.create_time', kind: 'timestamp' }, figure: count, key: 'count',
    monthly: { table: 'bi_customer_month', figure: rolledCount },
  },
  contactsCountRanKing: {
    from: sql`crm_contacts r`, person: 'r.create_user_id', personKey: 'createUserId', time: { column: 'r.create_time', kind: 'timestamp' }, figure: count, key: 'count',
    monthly: { table: 'bi_contacts_month', figure: rolledCount },
  },
  customerGenjinCountRanKing: {
    from: sql`admin_record r`, person: 'r.create_user_id', personKey: 'ownerUserId', time: { column: 'r.create_time', kind: 'timestamp' },
    figure: sql`count(distinct r.types_id)::int`, key: 'count', where: sql`r.types = 'crm_customer'`, customers: 'record',
  },
  recordCountRanKing: {
    from: sql`admin_record r`, person: 'r.create_user_id', personKey: 'createUserId', time: { column: 'r.create_time', kind: 'timestamp' }, figure: count, key: 'count',
    monthly: { table: 'bi_record_month', figure: rolledCount },
  },
  travelCountRanKing: {
    from: sql`oa_examine r`, person: 'r.create_user_id', personKey: 'createUserId', time: { column: 'r.create_time', kind: 'timestamp' },
    figure: count, key: 'count', where: sql`r.category_id = ${TRAVEL_CATEGORY_ID} and ${approved}`,
    monthly: { table: 'bi_examine_month', where: sql`r.category_id = ${TRAVEL_CATEGORY_ID} and ${approved}`, figure: rolledCount },
  },
} satisfies Record<string, Ranking>;

export type RankingPath = keyof typeof RANKINGS;

/** The rows a ranking counts (alias `r`): also the records its bar opens (biDrill.ts). */
export function rankedRows(rank: Ranking, users: readonly number[], period: Period): RawBuilder<unknown> {
  const parts = [ofUsers(rank.person, users), inPeriod(rank.time.column, rank.time.kind, period)];
  if (rank.where) parts.push(rank.where);
  return sql.join(parts, sql` and `);
}

/**
 * What the writes keep for the ranking, when the period allows (rows with `r.n`, alias `r`): the
 * rollup's months for whole months, or each person's distinct customers for one month, quarter or year.
 */
function keptRows(rank: Ranking, users: readonly number[], period: Period) {
  if (rank.monthly && inWholeMonths(period)) return { from: periodMonths(rank.monthly.table, period), where: rank.monthly.where, figure: rank.monthly.figure };
  const customers = rank.customers ? customersPerUser(rank.customers, users, period, rank.person.slice('r.'.length)) : undefined;
  return customers ? { from: customers, where: undefined, figure: rolledCount } : undefined;
}

export async function ranking(db: Kysely<Database>, path: RankingPath, users: readonly number[], period: Period): Promise<Record<string, unknown>[]> {
  if (!users.length) return [];
  const rank: Ranking = RANKINGS[path];
  const person = sql.ref(rank.person);
  // a person is ranked when they have at least one record, as from the rows
  const rolled = keptRows(rank, users, period);
  const { rows } = await sql<Record<string, unknown>>`
    select ${rolled ? rolled.figure : rank.figure} as ${sql.ref(rank.key)}, u.realname, ${person} as person_id, d.name as "structureName"
    from ${rolled ? rolled.from : rank.from}
    join admin_user u on u.user_id = ${person}
    left join admin_dept d on d.dept_id = u.dept_id
    where ${rolled ? sql.join([ofUsers(rank.person, users), ...(rolled.where ? [rolled.where] : [])], sql` and `) : rankedRows(rank, users, period)}
    group by ${person}, u.realname, d.name
    ${rolled ? sql`having sum(r.n) > 0` : sql``}
    order by 1 desc, ${person}`.execute(db);
  return rows.map(({ person_id: personId, ...row }) => (rank.personKey ? { ...row, [rank.personKey]: Number(personId) } : row));
}

/** contractProductRanKing: units sold per product on approved contracts of these owners, most first. */
export async function productRanking(db: Kysely<Database>, users: readonly number[], period: Period) {
  if (!users.length) return [];
  // the product lines (p: owner, product, units, n lines): whole months from bi_contract_product_month, else the lines themselves
  const lines = inWholeMonths(period)
    ? sql`(select r.owner_user_id, r.product_id, r.num, r.n from ${periodMonths('bi_contract_product_month', period)}) p`
    : sql`(select r.owner_user_id, cp.product_id, cp.num, 1 as n from crm_contract r join crm_contract_product cp on cp.contract_id = r.contract_id
        where ${approved} and ${inPeriod('r.order_date', 'date', period)}) p`;
  const { rows } = await sql<{ num: number; categoryName: string | null; productName: string; categoryId: number | null; productId: number }>`
    select coalesce(sum(p.num), 0)::int as num, c.name as "categoryName", pr.name as "productName", pr.category_id as "categoryId", pr.product_id as "productId"
    from ${lines}
    join crm_product pr on pr.product_id = p.product_id
    left join crm_product_category c on c.category_id = pr.category_id
    where ${ofUsers('p.owner_user_id', users)}
    group by pr.product_id, pr.name, pr.category_id, c.name
    having sum(p.n) > 0
    order by 1 desc, pr.product_id`.execute(db);
  return rows;
}
