/**
 * Team members of customers, business and contracts (contract 7.2): `ro_user_id` (只读) and
 * `rw_user_id` (读写), comma-wrapped id lists. The owner is never a member: naming them is
 * refused (`负责人不能重复选为团队成员!`), and so is removing them. Editing a team needs write access
 * to every record of the call; a member may always leave a team they are in (退出团队).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { actionLines, writeActionLog } from '../activity/actionLog.ts';
import type { CrmModule } from '../crmModules.ts';
import { requireActiveUsers } from '../../records/activeUsers.ts';
import { teamMembers, wrapIds } from '../../records/idParams.ts';
import { accessibleRecord, accessWithScope, recordsWithAccess, scopeOf } from '../../records/recordAccess.ts';
import { loose as anyDb } from '../../records/recordStore.ts';

export type Power = 1 | 2;

export async function membersOf(db: Kysely<Database>, userId: number, module: CrmModule, recordId: number) {
  const record = await accessibleRecord(db, userId, module, recordId, 'read');
  const owner = record.owner_user_id as number | null;
  const ro = teamMembers(record.ro_user_id ?? null);
  const rw = teamMembers(record.rw_user_id ?? null);
  const ids = [...(owner === null ? [] : [owner]), ...ro, ...rw];
  if (!ids.length) return [];
  const users = await db.selectFrom('admin_user as u').leftJoin('admin_dept as d', 'd.dept_id', 'u.dept_id')
    .select(['u.user_id', 'u.realname', 'd.name']).where('u.user_id', 'in', ids).execute();
  const member = (id: number, power: string, groupRole: string) => {
    const user = users.find((u) => u.user_id === id);
    return user ? [{ id, realname: user.realname, name: user.name, power, groupRole }] : [];
  };
  return [
    ...(owner === null ? [] : member(owner, '负责人权限', '负责人')),
    ...ro.flatMap((id) => member(id, '只读', '普通成员')),
    ...rw.flatMap((id) => member(id, '读写', '普通成员')),
  ];
}

/** addMembers and updateMembers: the users leave both lists, then join the chosen one. */
export async function setMembers(db: Kysely<Database>, userId: number, module: CrmModule, recordIds: number[], memberIds: number[], power: Power) {
  await db.transaction().execute(async (trx) => {
    const records = await recordsWithAccess(trx, userId, module, recordIds, 'write', { forUpdate: true });
    const chosen = new Set(memberIds);
    if (records.some((r) => r.owner_user_id !== null && chosen.has(r.owner_user_id))) throw new BusinessError('负责人不能重复选为团队成员!');
    const users = await requireActiveUsers(trx, memberIds, '团队成员不存在或已停用');
    for (const record of records) {
      const next = withMembers(record, memberIds, power);
      await anyDb(trx).updateTable(module.table).set(next).where(module.idColumn, '=', record[module.idColumn]).execute();
    }
    await writeActionLog(trx, module, recordIds, userId, [actionLines.membersAdded(users.map((u) => u.realname ?? String(u.user_id)), power)]);
  });
}

export async function removeMembers(db: Kysely<Database>, userId: number, module: CrmModule, recordIds: number[], memberIds: number[]) {
  await db.transaction().execute(async (trx) => {
    const leavingAlone = memberIds.length === 1 && memberIds[0] === userId;
    const records = await recordsWithAccess(trx, userId, module, recordIds, leavingAlone ? 'read' : 'write', { forUpdate: true });
    const leaving = new Set(memberIds);
    if (records.some((r) => r.owner_user_id !== null && leaving.has(r.owner_user_id))) throw new BusinessError('负责人不能移出团队');
    if (leavingAlone) {
      // Read access came from membership or scope; leaving needs the membership.
      const scope = await scopeOf(trx, userId, module);
      const notMember = records.some((r) => !isMember(r, userId) && accessWithScope(scope, userId, module, r) !== 'write');
      if (notMember) throw new BusinessError('没有权限');
    }
    const users = await trx.selectFrom('admin_user').select(['user_id', 'realname']).where('user_id', 'in', memberIds).execute();
    for (const record of records) {
      const next = withMembers(record, memberIds, null);
      await anyDb(trx).updateTable(module.table).set(next).where(module.idColumn, '=', record[module.idColumn]).execute();
    }
    const names = new Map(users.map((u) => [u.user_id, u.realname]));
    const line = leavingAlone ? actionLines.memberLeft() : actionLines.membersRemoved(memberIds.map((id) => names.get(id) ?? String(id)));
    await writeActionLog(trx, module, recordIds, userId, [line]);
  });
}

function isMember(record: Record<string, any>, userId: number): boolean {
  return teamMembers(record.ro_user_id).includes(userId) || teamMembers(record.rw_user_id).includes(userId);
}

/** The team columns after `memberIds` leave both lists and (power given) join one. */
export function withMembers(record: { ro_user_id?: string | null; rw_user_id?: string | null }, memberIds: number[], power: Power | null) {
  const moving = new Set(memberIds);
  const ro = teamMembers(record.ro_user_id ?? ',').filter((id) => !moving.has(id));
  const rw = teamMembers(record.rw_user_id ?? ',').filter((id) => !moving.has(id));
  if (power === 1) ro.push(...memberIds);
  if (power === 2) rw.push(...memberIds);
  return { ro_user_id: wrapIds(ro), rw_user_id: wrapIds(rw) };
}
