/**
 * 跟进记录 of the workbench (contract 13 queryRecordConunt, queryRecordList): follow-ups written in
 * the period by the user set of the module they belong to (bulletinRules.ts followUpRule). The
 * counts come in one statement, every module present; a module's list is the follow-ups as
 * getRecord shapes them (activity/followUps.ts), newest first, each with the name of the record it
 * is about (`typesName`), and `businessList` / `contactsList` (empty where a module has none), as a
 * JFinal Page (the original paginated; contract 1.5: `page` 1, `limit` 10 by default), or every
 * row as an array with `pageType: 0`.
 */
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { type Params, readPaging, toPage } from '../../http/params.ts';
import { followUpQuery, shapeFollowUps } from '../activity/followUps.ts';
import { CRM_MODULES } from '../crmModules.ts';
import type { Audience } from './audience.ts';
import { FOLLOW_UP_TYPES, type FollowUpType, followUpRule } from './bulletinRules.ts';
import type { Period } from './period.ts';

/** All modules' follow-up conditions, or'ed: the bulletin's recordCount counts the same rows. */
export async function followUpCondition(audience: Audience, period: Period) {
  const sets = await Promise.all(FOLLOW_UP_TYPES.map((t) => audience.usersOf(t.realm)));
  return sql`(${sql.join(FOLLOW_UP_TYPES.map((t, i) => followUpRule(t.crmType, sets[i], period)), sql` or `)})`;
}

export async function followUpCounts(db: Kysely<Database>, audience: Audience, period: Period): Promise<{ crmType: FollowUpType; count: number }[]> {
  const { rows } = await sql<{ types: string; n: number }>`
    select r.types, count(*)::int as n from admin_record r where ${await followUpCondition(audience, period)} group by r.types
  `.execute(db);
  const counts = new Map(rows.map((r) => [r.types, Number(r.n)]));
  return FOLLOW_UP_TYPES.map((t) => ({ crmType: t.crmType, count: counts.get(t.crmType) ?? 0 }));
}

function readCrmType(params: Params) {
  const raw = params.crmType;
  if (raw === undefined || raw === null || raw === '') throw new BusinessError('跟进类型不能为空');
  const type = FOLLOW_UP_TYPES.find((t) => t.crmType === raw);
  if (!type) throw new BusinessError('跟进类型格式不正确');
  return type;
}

export async function followUpList(db: Kysely<Database>, audience: Audience, period: Period, params: Params) {
  const type = readCrmType(params);
  const paging = readPaging(params);
  const where = followUpRule(type.crmType, await audience.usersOf(type.realm), period);
  const module = Object.values(CRM_MODULES).find((m) => m.recordTypes === type.crmType)!;
  const name = sql<string | null>`(select x.${sql.raw(module.nameColumn)} from ${sql.raw(module.table)} x where x.${sql.raw(module.idColumn)} = r.types_id)`;
  const all = paging.pageType === 0;
  let query = followUpQuery(db).select(name.as('types_name')).where(sql<SqlBool>`${where}`)
    .orderBy('r.create_time', 'desc').orderBy('r.record_id', 'desc');
  if (!all) query = query.limit(paging.limit).offset((paging.page - 1) * paging.limit);
  const [rows, total] = await Promise.all([
    query.execute(),
    all ? undefined : sql<{ n: number }>`select count(*)::int as n from admin_record r where ${where}`.execute(db),
  ]);
  const shaped = await shapeFollowUps(db, rows, true);
  const list = shaped.map((row, i) => ({ ...row, typesName: rows[i].types_name }));
  return all ? list : toPage(list, Number(total?.rows[0]?.n ?? 0), paging);
}
