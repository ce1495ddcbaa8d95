/**
 * 销售漏斗 (contract 13 queryBusiness): the businesses of one stage group (`typeId`; absent = the
 * first enabled group), created in the period and owned by the business user set (audience.ts).
 *
 *   list      every stage of the group in order, with the count and money of its businesses
 *             still in progress (is_end 0, business/businessStages.ts), zeros included
 *   sumMoney  money of all of the group's businesses in progress
 *   sumYing   money of the won ones (is_end 1, 赢单), sumShu of the lost ones (is_end 2, 输单);
 *             无效 (3) counts nowhere
 *
 * Two statements: the stages, and the three sums.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { optionalInt, type Params } from '../../http/params.ts';
import { type Audience, inUserSet, type UserSet } from './audience.ts';
import { createdIn } from './bulletinRules.ts';
import { inWholeMonths, type Period } from './period.ts';

export interface FunnelStage {
  statusId: number;
  name: string;
  orderNum: number;
  typeId: number;
  count: number;
  money: string;
}

export interface Funnel { list: FunnelStage[]; sumMoney: string; sumShu: string; sumYing: string }

const IS_END = { inProgress: 0, won: 1, lost: 2 } as const;

/** The chosen group: the one asked for (it must exist), or the first enabled one (none: undefined). */
async function stageGroup(db: Kysely<Database>, params: Params): Promise<number | undefined> {
  const typeId = optionalInt(params, 'typeId', '商机组');
  if (typeId === undefined) {
    const first = await db.selectFrom('crm_business_type').select('type_id').where('status', '=', 1).orderBy('type_id').executeTakeFirst();
    return first?.type_id;
  }
  const type = await db.selectFrom('crm_business_type').select('type_id').where('type_id', '=', typeId).executeTakeFirst();
  if (!type) throw new BusinessError('该商机组不存在或已被删除');
  return typeId;
}

export async function queryFunnel(db: Kysely<Database>, audience: Audience, period: Period, params: Params): Promise<Funnel> {
  return funnelOf(db, await audience.usersOf('business'), period, params);
}

/** The funnel of these owners' businesses (the workbench's user set, or BI's: biFunnel/sellFunnel). */
export async function funnelOf(db: Kysely<Database>, users: UserSet, period: Period, params: Params): Promise<Funnel> {
  const typeId = await stageGroup(db, params);
  if (typeId === undefined) return { list: [], sumMoney: '0.00', sumShu: '0.00', sumYing: '0.00' };
  // the group's businesses (alias b: `n` of them, `money`, per status_id and is_end): whole months
  // from BI's monthly rollup (bi_business_month, kept by triggers: a year of a million customers'
  // businesses is 90,000 rows), else the rows themselves, one each
  const counted = inWholeMonths(period)
    ? sql`(select r.status_id, r.is_end, r.n, r.money from bi_business_month r
        where r.type_id = ${typeId} and ${users === 'all' ? sql`r.owner_user_id <> 0` : inUserSet('r.owner_user_id', users)}
          and r.month >= ${period.firstDay}::date and r.month < ${period.endDay}::date)`
    : sql`(select b.status_id, b.is_end, 1 as n, b.money from crm_business b
        where b.type_id = ${typeId} and ${inUserSet('b.owner_user_id', users)} and ${createdIn(period, 'b.create_time')})`;
  const [stages, sums] = await Promise.all([
    sql<{ status_id: number; name: string; order_num: number; type_id: number; count: number; money: string }>`
      select s.status_id, s.name, s.order_num, s.type_id, coalesce(sum(b.n), 0)::int as count, coalesce(sum(b.money), 0)::numeric(18,2) as money
      from crm_business_status s
      left join ${counted} b on b.status_id = s.status_id and b.is_end = ${IS_END.inProgress}
      where s.type_id = ${typeId}
      group by s.status_id, s.name, s.order_num, s.type_id
      order by s.order_num, s.status_id
    `.execute(db),
    sql<{ sum_money: string; sum_ying: string; sum_shu: string }>`
      select coalesce(sum(b.money) filter (where b.is_end = ${IS_END.inProgress}), 0)::numeric(18,2) as sum_money,
             coalesce(sum(b.money) filter (where b.is_end = ${IS_END.won}), 0)::numeric(18,2) as sum_ying,
             coalesce(sum(b.money) filter (where b.is_end = ${IS_END.lost}), 0)::numeric(18,2) as sum_shu
      from ${counted} b
    `.execute(db),
  ]);
  const sum = sums.rows[0];
  return {
    list: stages.rows.map((s) => ({
      count: Number(s.count), name: s.name, orderNum: s.order_num, money: s.money, typeId: s.type_id, statusId: s.status_id,
    })),
    sumMoney: sum.sum_money, sumShu: sum.sum_shu, sumYing: sum.sum_ying,
  };
}
