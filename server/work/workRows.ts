/**
 * A project and its members as the contract's answers show them (11): the project's columns with
 * its members as the original's ",1,2," csv, and a member as `{userId, realname, img, roleId,
 * roleName}` (work/queryOwnerRoleList, work/setOwnerRole, work/setWork's `data`).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { idCsv } from '../oa/event/eventRows.ts';
import type { WorkRow } from './workAccess.ts';

export function workRow(work: WorkRow) {
  return { ...work, create_user_id: Number(work.create_user_id), owner_user_id: idCsv(work.owner_user_id) };
}

/** The project's members with their project role, the creator first, then by name. */
export async function memberRoles(db: Kysely<Database>, workId: number) {
  const rows = await db.selectFrom('work_user as wu')
    .innerJoin('admin_user as u', 'u.user_id', 'wu.user_id')
    .leftJoin('admin_role as r', 'r.role_id', 'wu.role_id')
    .innerJoin('work as w', 'w.work_id', 'wu.work_id')
    .select(['wu.user_id', 'u.realname', 'u.img', 'wu.role_id', 'r.role_name', 'w.create_user_id'])
    .where('wu.work_id', '=', workId)
    .orderBy('wu.id')
    .execute();
  return rows.map((row) => ({
    userId: Number(row.user_id), realname: row.realname, img: row.img, roleId: row.role_id, roleName: row.role_name,
    isCreator: Number(row.create_user_id) === Number(row.user_id) ? 1 : 0,
  }));
}

/** The project's member ids, from work_user (the one source; `work.owner_user_id` mirrors it). */
export async function memberIds(db: Kysely<Database>, workId: number): Promise<number[]> {
  const rows = await db.selectFrom('work_user').select('user_id').where('work_id', '=', workId).orderBy('id').execute();
  return rows.map((row) => Number(row.user_id));
}
