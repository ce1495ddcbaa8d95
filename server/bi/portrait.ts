/**
 * 客户画像 (contract 12.2 biRanking/addressAnalyse, portrait, portraitLevel, portraitSource,
 * `bi.portrait.read`): customers owned by the BI user set and created in the period, grouped by a
 * customer field (客户行业, 客户级别, 客户来源; `未知` when empty), each group with how many of them
 * are 已成交 (deal_status 1); and the customers of the caller's reach per province (the first part
 * of 地区), the contract's thirty provinces in its order.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { inWholeMonths, type Period } from '../crm/instrument/period.ts';
import type { UserScope } from '../permissions/dataScope.ts';
import { customerField, inPeriod, ofUsers } from './biSql.ts';
import { periodMonths } from './rollups.ts';

export const DEAL = 1;

export const PORTRAITS = {
  portrait: { field: '客户行业', key: 'industry' },
  portraitLevel: { field: '客户级别', key: 'level' },
  portraitSource: { field: '客户来源', key: 'source' },
} as const;

export type PortraitPath = keyof typeof PORTRAITS;

export async function portrait(db: Kysely<Database>, path: PortraitPath, users: readonly number[], period: Period) {
  const { field, key } = PORTRAITS[path];
  // the customers as (value, deal_status, n) rows: whole months from bi_customer_field_month (its
  // value already 未知 when empty), else the customers themselves, one each
  const customers = inWholeMonths(period)
    ? sql`(select r.value, r.deal_status, r.n from ${periodMonths('bi_customer_field_month', period)}
        where r.field = ${field} and ${ofUsers('r.owner_user_id', users)}) c`
    : sql`(select coalesce(nullif(${customerField(field)}, ''), '未知') as value, c.deal_status, 1 as n from crm_customer c
        where ${ofUsers('c.owner_user_id', users)} and ${inPeriod('c.create_time', 'timestamp', period)}) c`;
  const { rows } = await sql<{ value: string; allCustomer: number; dealCustomer: number }>`
    select c.value, sum(c.n)::int as "allCustomer", coalesce(sum(c.n) filter (where c.deal_status = ${DEAL}), 0)::int as "dealCustomer"
    from ${customers} group by 1 having sum(c.n) > 0 order by 2 desc, 1`.execute(db);
  return rows.map(({ value, ...counts }) => ({ ...counts, [key]: value }));
}

/** The contract's thirty provinces, in its order. */
export const PROVINCES = [
  '北京', '上海', '天津', '广东', '浙江', '海南', '福建', '湖南', '湖北', '重庆', '辽宁', '吉林', '黑龙江', '河南', '河北',
  '陕西', '甘肃', '宁夏', '西藏', '新疆', '青海', '四川', '广西', '贵州', '江西', '江苏', '云南', '内蒙古', '山东', '山西',
] as const;

/** Customers per province: `地区` "北京市,北京市,朝阳区" counts for 北京. 'all' = every customer, the pool's too. */
export async function addressAnalyse(db: Kysely<Database>, scope: UserScope) {
  // 'all' includes the pool's customers (owner 0 in the rollup)
  const owners = scope === 'all' ? sql`true` : ofUsers('c.owner_user_id', scope);
  // the customers counted by the first part of 地区 (bi_customer_month: kept by triggers, a few
  // dozen groups per month and person, '' when none), then laid on the provinces: matching each
  // customer against thirty prefixes read the table thirty times over, grouping them read it once
  const { rows } = await sql<{ address: string; allCustomer: number; dealCustomer: number }>`
    with g as (
      select c.first_part, sum(c.n) as n, sum(c.n) filter (where c.deal_status = ${DEAL}) as deal
      from bi_customer_month c where ${owners} group by 1)
    select p.address, coalesce(sum(g.n), 0)::int as "allCustomer", coalesce(sum(g.deal), 0)::int as "dealCustomer"
    from unnest(${`{${PROVINCES.join(',')}}`}::text[]) with ordinality as p(address, n)
    left join g on g.first_part like p.address || '%'
    group by p.address, p.n order by p.n`.execute(db);
  return rows;
}
