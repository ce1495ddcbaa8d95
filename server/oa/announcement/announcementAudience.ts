/**
 * Who sees an announcement (contract 10.2, issue 19): its creator; everyone when it names neither
 * departments nor people; otherwise the people it names and the members of the departments it
 * names, a department's sub-departments included (an announcement to 销售部 reaches 销售一组).
 * Every call with an announcement's id checks this (`requireVisible`); the lists and the badge
 * apply the same rule in SQL (`visibleTo`), so list, badge and detail agree.
 */
import { type ExpressionBuilder, type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { isSerialId } from '../../http/params.ts';

export const NO_ACCESS = '无权访问';

/** The caller as an audience: their id and their department with every department above it. */
export interface Audience { userId: number; deptIds: number[] }

export async function audienceOf(db: Kysely<Database>, userId: number): Promise<Audience> {
  const user = await db.selectFrom('admin_user').select('dept_id').where('user_id', '=', userId).executeTakeFirst();
  const depts = await db.selectFrom('admin_dept').select(['dept_id', 'pid']).execute();
  const parentOf = new Map(depts.map((d) => [d.dept_id, d.pid]));
  const chain: number[] = [];
  // Walk up to the top; a cycle in bad data stops at the first repeat.
  for (let id = user?.dept_id ?? 0; id && !chain.includes(id); id = parentOf.get(id) ?? 0) chain.push(id);
  return { userId, deptIds: chain };
}

const member = (id: number) => `%,${id},%`;

/** The SQL form of the rule, on `oa_announcement`. */
export function visibleTo(audience: Audience) {
  return (eb: ExpressionBuilder<Database, 'oa_announcement'>): Expression<SqlBool> => eb.or([
    eb('oa_announcement.create_user_id', '=', audience.userId),
    eb.and([eb('oa_announcement.dept_ids', '=', ''), eb('oa_announcement.owner_user_ids', '=', '')]),
    eb('oa_announcement.owner_user_ids', 'like', member(audience.userId)),
    ...(audience.deptIds.length
      ? [sql<SqlBool>`oa_announcement.dept_ids like any (${sql.val(audience.deptIds.map(member))}::text[])`]
      : []),
  ]);
}

export interface AnnouncementAudienceRow { create_user_id: number; dept_ids: string; owner_user_ids: string }

export function isVisible(row: AnnouncementAudienceRow, audience: Audience): boolean {
  if (row.create_user_id === audience.userId) return true;
  if (row.dept_ids === '' && row.owner_user_ids === '') return true;
  if (row.owner_user_ids.includes(`,${audience.userId},`)) return true;
  return audience.deptIds.some((id) => row.dept_ids.includes(`,${id},`));
}

/** The announcement of `id` when the caller may see it; `无权访问` when it is gone or not theirs (nothing told apart). */
export async function requireVisible(db: Kysely<Database>, userId: number, id: number) {
  if (!isSerialId(id)) throw new BusinessError(NO_ACCESS);
  const row = await db.selectFrom('oa_announcement').selectAll().where('announcement_id', '=', id).executeTakeFirst();
  if (!row || !isVisible(row, await audienceOf(db, userId))) throw new BusinessError(NO_ACCESS);
  return row;
}
