/**
 * 销售漏斗 (contract 12.2 biFunnel/*, `bi.business.read`): the businesses created in the period and
 * owned by the BI user set (biUsers.ts).
 *
 *   sellFunnel          one stage group's stages (`typeId`, else the first enabled group) with the
 *                       count and money of its businesses still in progress (instrument/funnel.ts,
 *                       the same funnel the 仪表盘 draws)
 *   addBusinessAnalyze  per bucket: businesses created and their money
 *   win                 per bucket: businesses created, those won (赢单), the won share as a whole percent
 *   sellFunnelList      the businesses themselves, newest first, with their customer, owner, creator,
 *                       group and stage (赢单 / 输单 / 无效 once ended)
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Params } from '../http/params.ts';
import { funnelOf } from '../crm/instrument/funnel.ts';
import { inWholeMonths, type Period } from '../crm/instrument/period.ts';
import { periodMonths } from './rollups.ts';
import { type BucketFigure, perBucket } from './buckets.ts';
import { biList, inPeriod, ofUsers, wholePercent } from './biSql.ts';

export const IS_END = { inProgress: 0, won: 1, lost: 2, invalid: 3 } as const;

/** These owners' businesses (alias `r` for perBucket, `b` for the list). */
export const owned = (alias: 'r' | 'b', users: readonly number[]) => ofUsers(`${alias}.owner_user_id`, users);
export const BUSINESSES = { from: sql`crm_business r`, time: { column: 'r.create_time', kind: 'timestamp' } } as const;

export async function sellFunnel(db: Kysely<Database>, users: readonly number[], period: Period, params: Params) {
  return (await funnelOf(db, [...users], period, params)).list;
}

/** A figure over these owners' businesses, from their rows or (whole months) bi_business_month's. */
const businessFigure = (users: readonly number[], type: 'int' | 'money', value: RawBuilder<unknown>, monthly: RawBuilder<unknown>): BucketFigure =>
  ({ ...BUSINESSES, value, type, where: owned('r', users), monthly: { table: 'bi_business_month', where: owned('r', users), value: monthly } });

const MONEY = sql`coalesce(sum(r.money), 0)::numeric(18,2)`;

export function addBusinessAnalyze(db: Kysely<Database>, users: readonly number[], period: Period) {
  return perBucket(db, period, {
    businessNum: businessFigure(users, 'int', sql`count(*)`, sql`sum(r.n)`),
    businessMoney: businessFigure(users, 'money', MONEY, MONEY),
  });
}

export async function businessWin(db: Kysely<Database>, users: readonly number[], period: Period) {
  const rows = await perBucket(db, period, {
    businessEnd: businessFigure(users, 'int', sql`count(*) filter (where r.is_end = ${IS_END.won})`, sql`coalesce(sum(r.n) filter (where r.is_end = ${IS_END.won}), 0)`),
    businessNum: businessFigure(users, 'int', sql`count(*)`, sql`sum(r.n)`),
  });
  return rows.map((row) => ({ ...row, proportion: wholePercent(Number(row.businessEnd), Number(row.businessNum)) }));
}

export function sellFunnelList(db: Kysely<Database>, users: readonly number[], period: Period, params: Params) {
  return biList(db, sql<Record<string, unknown>>`
    select b.business_id as "businessId", b.business_name as "businessName", to_char(b.create_time, 'YYYY-MM-DD HH24:MI:SS') as "createTime",
      b.create_user_id as "createUserId", cu.realname as "createUserName", b.customer_id as "customerId", c.customer_name as "customerName",
      to_char(b.deal_date, 'YYYY-MM-DD') as "dealDate", coalesce(b.money, 0)::numeric(18,2)::text as money,
      b.owner_user_id as "ownerUserId", ou.realname as "ownerUserName", b.status_id as "statusId",
      case b.is_end when ${IS_END.won} then '赢单' when ${IS_END.lost} then '输单' when ${IS_END.invalid} then '无效' else s.name end as "statusName",
      b.type_id as "typeId", ty.name as "typeName"
    from crm_business b
    left join crm_customer c on c.customer_id = b.customer_id
    left join admin_user cu on cu.user_id = b.create_user_id
    left join admin_user ou on ou.user_id = b.owner_user_id
    left join crm_business_status s on s.status_id = b.status_id
    left join crm_business_type ty on ty.type_id = b.type_id
    where ${owned('b', users)} and ${inPeriod('b.create_time', 'timestamp', period)}`, sql`b.create_time desc, b.business_id desc`, params,
  inWholeMonths(period) ? sql<{ n: number }>`select coalesce(sum(r.n), 0)::int as n from ${periodMonths('bi_business_month', period)} where ${owned('r', users)}` : undefined);
}
