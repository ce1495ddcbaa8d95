/**
 * 办公分析 (contract 12.2 biWork/*, `bi.oa.read`): the office module's own data, over the BI user set
 * (biUsers.ts) and the period.
 *
 *   logStatistics      per user who wrote logs in the period: how many, how many have comments and
 *                      how many none, and how many nobody has read yet (read_user_ids empty)
 *   examineStatistics  the approval categories in use (enabled, not deleted) and, per user of the
 *                      set, the approvals they started in the period per category, as `count_<id>`
 *                      (the contract keeps the underscore)
 *   examineInfo        one user's approvals of one category in the period, as 我发起的 lists them,
 *                      with the period's total money and duration (numeric, exact)
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { COMMENT_TYPE } from '../oa/comment/commentTree.ts';
import { listRows } from '../oa/examine/examineRows.ts';
import { type Params, readPaging, requireInt, toPage } from '../http/params.ts';
import { inWholeMonths, type Period } from '../crm/instrument/period.ts';
import { inPeriod, ofUsers } from './biSql.ts';

/** read_user_ids with nobody in it: the original keeps ",1,2," and leaves '' (or ',') for none. */
const UNREAD = sql`coalesce(trim(both ',' from l.read_user_ids), '') = ''`;

export async function logStatistics(db: Kysely<Database>, users: readonly number[], period: Period) {
  const { rows } = await sql<Record<string, unknown>>`
    select u.realname, u.username, u.img, u.user_id as "userId", count(*)::int as count,
      count(*) filter (where exists (select 1 from task_comment c where c.type = ${COMMENT_TYPE.log} and c.type_id = l.log_id))::int as "commentCount",
      count(*) filter (where not exists (select 1 from task_comment c where c.type = ${COMMENT_TYPE.log} and c.type_id = l.log_id))::int as "unCommentCount",
      count(*) filter (where ${UNREAD})::int as "unReadCont"
    from oa_log l join admin_user u on u.user_id = l.create_user_id
    where ${ofUsers('l.create_user_id', users)} and ${inPeriod('l.create_time', 'timestamp', period)}
    group by u.user_id, u.realname, u.username, u.img order by u.user_id`.execute(db);
  return rows;
}

/** The categories an approval can be started in: enabled and not deleted, in their order. */
async function categories(db: Kysely<Database>) {
  return db.selectFrom('oa_examine_category').select(['category_id as categoryId', 'title'])
    .where('status', '=', 1).where('is_deleted', '=', 0).orderBy('category_id').execute();
}

export async function examineStatistics(db: Kysely<Database>, users: readonly number[], period: Period) {
  const categoryList = await categories(db);
  if (!users.length) return { categoryList, userList: [] };
  const { rows } = await sql<{ userId: number; username: string; realname: string; img: string | null; counts: Record<string, number> | null }>`
    select u.user_id as "userId", u.username, u.realname, u.img,
      (select json_object_agg(x.category_id, x.n) from (
        select e.category_id, sum(e.n)::int as n from ${inWholeMonths(period)
          // whole months: bi_examine_month (kept by triggers), else the approvals themselves, one each
          ? sql`(select e.category_id, e.n from bi_examine_month e where e.create_user_id = u.user_id and ${inPeriod('e.month', 'date', period)}) e`
          : sql`(select e.category_id, 1 as n from oa_examine e where e.create_user_id = u.user_id and ${inPeriod('e.create_time', 'timestamp', period)}) e`}
        group by e.category_id having sum(e.n) > 0) x) as counts
    from admin_user u where ${ofUsers('u.user_id', users)} order by u.user_id`.execute(db);
  return {
    categoryList,
    userList: rows.map(({ counts, ...user }) => ({
      ...user,
      ...Object.fromEntries(categoryList.map((category) => [`count_${category.categoryId}`, Number(counts?.[String(category.categoryId)] ?? 0)])),
    })),
  };
}

export async function examineInfo(db: Kysely<Database>, callerId: number, users: readonly number[], period: Period, params: Params, knownVersion?: string) {
  const userId = requireInt(params, 'userId', '员工');
  const categoryId = requireInt(params, 'categoryId', '审批类型');
  const paging = readPaging(params);
  // a user outside the caller's reach has nothing to show
  const mine = users.includes(userId);
  const base = db.selectFrom('oa_examine').where('oa_examine.create_user_id', '=', mine ? userId : -1)
    .where('oa_examine.category_id', '=', categoryId)
    .where('oa_examine.create_time', '>=', period.start).where('oa_examine.create_time', '<', period.end);
  const [sums, list] = await Promise.all([
    base.select([
      sql<string>`coalesce(sum(oa_examine.money), 0)::numeric(18,2)::text`.as('money'),
      sql<string>`coalesce(sum(oa_examine.duration), 0)::numeric(18,1)::text`.as('duration'),
      sql<number>`count(*)::int`.as('total'),
    ]).executeTakeFirstOrThrow(),
    listRows(db, callerId, base.orderBy('oa_examine.create_time', 'desc').orderBy('oa_examine.examine_id', 'desc')
      .limit(paging.limit).offset((paging.page - 1) * paging.limit), knownVersion),
  ]);
  const page = toPage(list, Number(sums.total), paging);
  return { money: sums.money, duration: sums.duration, list: page.list, totalRow: page.totalRow };
}
