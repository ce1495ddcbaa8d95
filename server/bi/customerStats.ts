/**
 * 员工客户分析 (contract 12.2 biCustomer/*, `bi.customer.read`; a department or an employee is
 * required, `部门id不能为空`), over the BI user set (biUsers.ts):
 *
 *   new customers        customers owned by the users, by their creation time
 *   deal customers       distinct customers of the users' approved contracts, by order date
 *   follow-ups           the users' follow-ups on customers (admin_record), by their time
 *   pool                 put into the pool by the users (pre owner) / received or given to them
 *                        (post owner), crm_owner_record type 8
 *   cycle                days from a customer's creation to the order date of its first approved
 *                        contract, averaged (one decimal) over the customers whose first approved
 *                        contract falls in the bucket
 *
 * Rates are whole percents (rounded half away from zero, 0 over nothing); money is numeric(18,2).
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { inWholeMonths, type Period } from '../crm/instrument/period.ts';
import { type MoneyKind, moneyMonths, monthsOf, periodMonths, type RollupTable } from './rollups.ts';
import { customersOfUser, distinctPerMonth, spanOf } from './presence.ts';
import { CHECK_STATUS } from '../records/checkStatus.ts';
import { type BucketFigure, perBucket } from './buckets.ts';
import { biList, bucketLabel, customerField, inPeriod, ofUsers, wholePercent } from './biSql.ts';
import type { Params } from '../http/params.ts';

const APPROVED = CHECK_STATUS.approved;
/** crm_owner_record.type of a customer's moves in and out of the pool */
const POOL_MOVE = 8;

export const newCustomers = (users: readonly number[]): BucketFigure => ({
  from: sql`crm_customer r`, time: { column: 'r.create_time', kind: 'timestamp' }, value: sql`count(*)`, type: 'int', where: ofUsers('r.owner_user_id', users),
  monthly: { table: 'bi_customer_month', where: ofUsers('r.owner_user_id', users), value: sql`sum(r.n)` },
});
export const dealCustomers = (users: readonly number[]): BucketFigure => ({
  from: sql`crm_contract r`, time: { column: 'r.order_date', kind: 'date' }, value: sql`count(distinct r.customer_id)`, type: 'int',
  where: sql`r.check_status = ${APPROVED} and ${ofUsers('r.owner_user_id', users)}`,
  monthly: { rows: (period) => distinctPerMonth('deal', users, period), where: sql`true`, value: sql`sum(r.n)` },
});

export async function totalCustomerStats(db: Kysely<Database>, users: readonly number[], period: Period) {
  return perBucket(db, period, { customerNum: newCustomers(users), dealCustomerNum: dealCustomers(users) });
}

export async function customerConversionStats(db: Kysely<Database>, users: readonly number[], period: Period) {
  const rows = await totalCustomerStats(db, users, period);
  return rows.map((row) => ({ type: row.type, customerNum: row.customerNum, pro: wholePercent(Number(row.dealCustomerNum), Number(row.customerNum)), dealCustomerNum: row.dealCustomerNum }));
}

/** Per user (alias `u`) over the period: new customers, deal customers, contract and received money, as scalar subqueries. */
function perUserFigures(period: Period) {
  const span = spanOf(period);
  if (span) {
    // one month, quarter or year: the monthly rollups and the customers kept per person (presence.ts)
    const months = (table: RollupTable, where: RawBuilder<unknown>) => monthsOf(table, period.firstDay, period.endDay, where);
    const money = (kind: MoneyKind) => sql`(select coalesce(sum(r.money), 0) from ${months('bi_money_month', sql`m.kind = ${kind} and m.owner_user_id = u.user_id`)})`;
    return {
      customers: sql`(select coalesce(sum(r.n), 0) from ${months('bi_customer_month', sql`m.owner_user_id = u.user_id`)})`,
      deals: customersOfUser('deal', span, 'u.user_id'),
      contractMoney: money('contract'),
      receivablesMoney: money('receivables'),
    };
  }
  const approvedOf = (table: string, day: string) => sql`${sql.raw(table)} r where r.owner_user_id = u.user_id and r.check_status = ${APPROVED} and ${inPeriod(day, 'date', period)}`;
  return {
    customers: sql`(select count(*) from crm_customer r where r.owner_user_id = u.user_id and ${inPeriod('r.create_time', 'timestamp', period)})`,
    deals: sql`(select count(distinct r.customer_id) from ${approvedOf('crm_contract', 'r.order_date')})`,
    contractMoney: sql`(select coalesce(sum(r.money), 0) from ${approvedOf('crm_contract', 'r.order_date')})`,
    receivablesMoney: sql`(select coalesce(sum(r.money), 0) from ${approvedOf('crm_receivables', 'r.return_time')})`,
  };
}

/** Per user of the set, in their order: new and deal customers, contract and received money. */
export async function totalCustomerTable(db: Kysely<Database>, users: readonly number[], period: Period) {
  if (!users.length) return [];
  const figures = perUserFigures(period);
  const { rows } = await sql<{ realname: string; customer_num: number; deal_num: number; contract_money: string; receivables_money: string; unreceived: number; completed: number }>`
    select t.*, round(t.contract_money - t.receivables_money)::int8 as unreceived,
      case when t.contract_money = 0 then 0 else round(t.receivables_money * 100 / t.contract_money)::int end as completed
    from (select u.realname, u.user_id, ${figures.customers}::int as customer_num, ${figures.deals}::int as deal_num,
      ${figures.contractMoney}::numeric(18,2) as contract_money, ${figures.receivablesMoney}::numeric(18,2) as receivables_money
      from admin_user u where ${ofUsers('u.user_id', users)}) t
    order by t.user_id`.execute(db);
  // unreceivedMoney and completedRate are whole numbers in the contract (12.2), rounded from numeric
  return rows.map((row) => ({
    realname: row.realname, customerNum: row.customer_num, dealCustomerNum: row.deal_num, dealCustomerRate: wholePercent(row.deal_num, row.customer_num),
    contractMoney: row.contract_money, receivablesMoney: row.receivables_money, unreceivedMoney: Number(row.unreceived), completedRate: row.completed,
  }));
}

export const customerFollowUps = (users: readonly number[]) => sql`r.types = 'crm_customer' and ${ofUsers('r.create_user_id', users)}`;

export async function customerRecordStats(db: Kysely<Database>, users: readonly number[], period: Period) {
  const time = { column: 'r.create_time', kind: 'timestamp' } as const;
  return perBucket(db, period, {
    recordCount: {
      from: sql`admin_record r`, time, value: sql`count(*)`, type: 'int', where: customerFollowUps(users),
      monthly: { table: 'bi_record_month', where: customerFollowUps(users), value: sql`sum(r.n)` },
    },
    customerCount: {
      from: sql`admin_record r`, time, value: sql`count(distinct r.types_id)`, type: 'int', where: customerFollowUps(users),
      monthly: { rows: (p) => distinctPerMonth('record', users, p), where: sql`true`, value: sql`sum(r.n)` },
    },
  });
}

export async function customerRecordInfo(db: Kysely<Database>, users: readonly number[], period: Period) {
  if (!users.length) return [];
  const span = spanOf(period);
  // one month, quarter or year: the follow-ups per month and the customers kept per person (presence.ts)
  const { rows } = await (span
    ? sql<{ realname: string; recordCount: number; customerCount: number }>`
      select u.realname,
        (select coalesce(sum(r.n), 0) from ${monthsOf('bi_record_month', period.firstDay, period.endDay, sql`m.types = 'crm_customer' and m.create_user_id = u.user_id`)})::int as "recordCount",
        ${customersOfUser('record', span, 'u.user_id')}::int as "customerCount"
      from admin_user u where ${ofUsers('u.user_id', users)} order by u.user_id`
    : sql<{ realname: string; recordCount: number; customerCount: number }>`
      select u.realname, count(r.record_id)::int as "recordCount", count(distinct r.types_id)::int as "customerCount"
      from admin_user u left join admin_record r on r.create_user_id = u.user_id and r.types = 'crm_customer' and ${inPeriod('r.create_time', 'timestamp', period)}
      where ${ofUsers('u.user_id', users)} group by u.user_id, u.realname order by u.user_id`).execute(db);
  return rows;
}

/** 跟进方式: the users' follow-ups on customers by their kind (category), with each kind's share. */
export async function customerRecordCategoryStats(db: Kysely<Database>, users: readonly number[], period: Period) {
  // the follow-ups as (category, n) rows: whole months from bi_record_month (its category already
  // 未知 when empty), else the follow-ups themselves, one each
  const records = inWholeMonths(period)
    ? sql`(select r.category, r.n from ${periodMonths('bi_record_month', period)} where ${customerFollowUps(users)}) r`
    : sql`(select coalesce(nullif(r.category, ''), '未知') as category, 1 as n from admin_record r
        where ${customerFollowUps(users)} and ${inPeriod('r.create_time', 'timestamp', period)}) r`;
  const { rows } = await sql<{ category: string; recordNum: number }>`
    select r.category, sum(r.n)::int as "recordNum" from ${records} group by 1 having sum(r.n) > 0 order by 2 desc, 1`.execute(db);
  const total = rows.reduce((n, row) => n + row.recordNum, 0);
  return rows.map((row) => ({ ...row, proportion: wholePercent(row.recordNum, total) }));
}

export async function poolStats(db: Kysely<Database>, users: readonly number[], period: Period) {
  const time = { column: 'r.create_time', kind: 'timestamp' } as const;
  return perBucket(db, period, {
    putInNum: { from: sql`crm_owner_record r`, time, value: sql`count(*)`, type: 'int', where: sql`r.type = ${POOL_MOVE} and ${ofUsers('r.pre_owner_user_id', users)} and r.post_owner_user_id is null` },
    receiveNum: { from: sql`crm_owner_record r`, time, value: sql`count(*)`, type: 'int', where: sql`r.type = ${POOL_MOVE} and ${ofUsers('r.post_owner_user_id', users)}` },
  });
}

export async function poolTable(db: Kysely<Database>, users: readonly number[], period: Period) {
  if (!users.length) return [];
  const { rows } = await sql<{ realname: string; deptName: string | null; putInNum: number; receiveNum: number }>`
    select u.realname, d.name as "deptName",
      count(r.record_id) filter (where r.pre_owner_user_id = u.user_id and r.post_owner_user_id is null)::int as "putInNum",
      count(r.record_id) filter (where r.post_owner_user_id = u.user_id)::int as "receiveNum"
    from admin_user u left join admin_dept d on d.dept_id = u.dept_id
    left join crm_owner_record r on r.type = ${POOL_MOVE} and (r.pre_owner_user_id = u.user_id or r.post_owner_user_id = u.user_id)
      and ${inPeriod('r.create_time', 'timestamp', period)}
    where ${ofUsers('u.user_id', users)} group by u.user_id, u.realname, d.name order by u.user_id`.execute(db);
  return rows;
}

/**
 * Each of the users' customers whose first approved contract (any owner's) was ordered in the
 * period: its owner, the days from its creation to that order date, and the first contract's id.
 */
export function firstDeals(users: readonly number[], period: Period) {
  // Driven by the period's approved contracts (a year of a million customers' is 35,000), not by
  // every customer: a contract with no earlier approved one of its customer is that customer's
  // first deal; its customer is then read by key (`offset 0` keeps the planner from hashing the
  // whole customer table to join 35,000 rows).
  return sql`(select k.customer_id, c.owner_user_id, c.address, k.contract_id, k.order_date, (k.order_date - c.create_time::date) as days
    from (select distinct on (k.customer_id) k.customer_id, k.contract_id, k.order_date
      from crm_contract k
      where k.check_status = ${APPROVED} and ${inPeriod('k.order_date', 'date', period)}
        and not exists (select 1 from crm_contract e where e.customer_id = k.customer_id and e.check_status = ${APPROVED} and e.order_date < k.order_date)
      order by k.customer_id, k.order_date, k.contract_id) k
    cross join lateral (select c.owner_user_id, c.address, c.create_time from crm_customer c where c.customer_id = k.customer_id offset 0) c
    where ${ofUsers('c.owner_user_id', users)})`;
}

/**
 * The users' first deals of the period as (order_date, owner_user_id, first_part, n, days) rows,
 * alias `f`: whole months from bi_first_deal_month (migration 0038: per month, owner and first part
 * of 地区, the customers and their days), else one row per first deal (firstDeals).
 */
function firstDealSums(users: readonly number[], period: Period) {
  return inWholeMonths(period)
    ? sql`(select r.month as order_date, r.owner_user_id, r.first_part, r.n, r.days from ${periodMonths('bi_first_deal_month', period)}
        where ${ofUsers('r.owner_user_id', users)}) f`
    : sql`(select d.order_date, d.owner_user_id, split_part(d.address, ',', 1) as first_part, 1 as n, d.days from ${firstDeals(users, period)} d) f`;
}

/** The average cycle in days (one decimal, 0 over nothing) and the customers, over firstDealSums' rows: avg(days) as numeric sum / count. */
const SUMMED_CYCLE = sql`coalesce(round(sum(f.days)::numeric / nullif(sum(f.n), 0), 1), 0)::float8 as cycle, coalesce(sum(f.n), 0)::int as "customerNum"`;

export async function employeeCycle(db: Kysely<Database>, users: readonly number[], period: Period) {
  const { rows } = await sql<{ label: string; cycle: number; customerNum: number }>`
    select ${bucketLabel('f.order_date', period)} as label, ${SUMMED_CYCLE}
    from ${firstDealSums(users, period)} group by 1`.execute(db);
  const at = new Map(rows.map((row) => [row.label, row]));
  return period.buckets.map((bucket) => ({ type: bucket.label, cycle: at.get(bucket.label)?.cycle ?? 0, customerNum: at.get(bucket.label)?.customerNum ?? 0 }));
}

export async function employeeCycleInfo(db: Kysely<Database>, users: readonly number[], period: Period) {
  if (!users.length) return [];
  const { rows } = await sql<{ realname: string; cycle: number; customerNum: number }>`
    select u.realname, ${SUMMED_CYCLE}
    from admin_user u left join ${firstDealSums(users, period)} on f.owner_user_id = u.user_id
    where ${ofUsers('u.user_id', users)} group by u.user_id, u.realname order by u.user_id`.execute(db);
  return rows;
}

/** Per province (the first part of the customer's 地区, 未知 without one). */
export async function districtCycle(db: Kysely<Database>, users: readonly number[], period: Period) {
  const { rows } = await sql<{ type: string; cycle: number; customerNum: number }>`
    select coalesce(nullif(f.first_part, ''), '未知') as type, ${SUMMED_CYCLE}
    from ${firstDealSums(users, period)} group by 1 having sum(f.n) > 0 order by 3 desc, 1`.execute(db);
  return rows;
}

/**
 * Per product of the first deals' contracts: each customer once per product on its first deal.
 * Whole months read bi_first_deal_product_month (migration 0040), else the period's first deals
 * and their product lines.
 */
export async function productCycle(db: Kysely<Database>, users: readonly number[], period: Period) {
  const sums = inWholeMonths(period)
    ? sql`(select r.product_id, r.n, r.days from ${periodMonths('bi_first_deal_product_month', period)} where ${ofUsers('r.owner_user_id', users)}) f`
    : sql`(select distinct d.customer_id, cp.product_id, 1 as n, d.days from ${firstDeals(users, period)} d
        join crm_contract_product cp on cp.contract_id = d.contract_id) f`;
  // grouped by product id first, named after: joining the names before grouping looped the
  // 70,000 product lines of a year over every product
  const { rows } = await sql<{ productName: string; cycle: number; customerNum: number }>`
    select p.name as "productName", t.cycle, t."customerNum" from (
      select f.product_id, ${SUMMED_CYCLE} from ${sums} group by f.product_id having sum(f.n) > 0) t
    join crm_product p on p.product_id = t.product_id
    order by 3 desc, p.product_id`.execute(db);
  return rows;
}

/** 客户转化率's rows: the users' approved contracts ordered in the period, with their customer and what was received. */
export function customerConversionInfo(db: Kysely<Database>, users: readonly number[], period: Period, params: Params) {
  return biList(db, sql<Record<string, unknown>>`
    select k.batch_id as "batchId", c.customer_name as "customerName", k.name as "contractName", coalesce(k.money, 0)::numeric(18,2)::text as "contractMoney",
      (select coalesce(sum(r.money), 0) from crm_receivables r where r.contract_id = k.contract_id and r.check_status = ${APPROVED})::numeric(18,2)::text as "receivablesMoney",
      ou.realname as "ownerUserName", cu.realname as "createUserName", to_char(c.create_time, 'YYYY-MM-DD HH24:MI:SS') as "createTime",
      to_char(c.update_time, 'YYYY-MM-DD HH24:MI:SS') as "updateTime", to_char(k.order_date, 'YYYY-MM-DD') as "orderDate",
      ${customerField('客户行业')} as "客户行业", ${customerField('客户来源')} as "客户来源"
    from crm_contract k
    join crm_customer c on c.customer_id = k.customer_id
    left join admin_user ou on ou.user_id = k.owner_user_id
    left join admin_user cu on cu.user_id = c.create_user_id
    where k.check_status = ${APPROVED} and ${ofUsers('k.owner_user_id', users)} and ${inPeriod('k.order_date', 'date', period)}`,
  sql`k.order_date desc, k.contract_id desc`, params,
  // (a customer with contracts cannot be deleted: the inner join leaves none out)
  inWholeMonths(period) ? sql<{ n: number }>`select coalesce(sum(r.n), 0)::int as n from ${moneyMonths('contract', users, period.firstDay, period.endDay)}` : undefined);
}
