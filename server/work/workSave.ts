/**
 * A project's writes (contract 11), each one transaction that locks the project row first, so a
 * member's change and an order change never interleave:
 *   work/setWork              create (the caller a member with role 管理 (13); the other members of
 *                             a private project 编辑 (14); lists 要做 / 在做 / 待定), or edit with
 *                             `work.update` (name, description, colour, public/private, members),
 *                             archive (`status` 3) or restore an archived one (`status` 1);
 *   work/deleteWork           `work.update`: status 2 (its tasks leave every list with it);
 *   work/setOwnerRole         `work.update`: members' project roles (the creator stays 管理);
 *   work/leave                the caller leaves (not its creator);
 *   work/removeWorkOwnerUser  `work.update`: removes a member (not the creator).
 * work_user is the one list of members; `work.owner_user_id` mirrors it for the contract's rows.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { readIdList } from '../http/idList.ts';
import { optionalChoice, optionalInt, optionalText, type Params, requireInt } from '../http/params.ts';
import { intArray } from '../oa/examine/examineRelations.ts';
import { DEFAULT_COLOR } from '../../engine/fields/presetColors.ts';
import { requireActiveUsers } from '../task/taskInput.ts';
import { holds, NO_RIGHT, PROJECT_ROLE, WORK_STATUS, workAccess, type WorkRow, type WorkViewer } from './workAccess.ts';
import { memberIds, memberRoles, workRow } from './workRows.ts';

export const NAME_REQUIRED = '项目名称不能为空！';
export const DEFAULT_LISTS = ['要做', '在做', '待定'] as const;
const COLOR = /^#[0-9A-Fa-f]{6}$/;
const MAX_MEMBERS = 500;

interface WorkForm { name?: string; description?: string | null; color?: string; isOpen?: number; members?: number[]; status?: number }

async function readWorkForm(db: Kysely<Database>, params: Params, creating: boolean): Promise<WorkForm> {
  const form: WorkForm = {};
  if (creating || params.name !== undefined) {
    const name = optionalText(params, 'name', '项目名称', 50);
    if (!name) throw new BusinessError(NAME_REQUIRED);
    form.name = name;
  }
  if (params.description !== undefined) form.description = optionalText(params, 'description', '项目描述', 1000) || null;
  const color = optionalText(params, 'color', '项目颜色', 15);
  if (color) {
    if (!COLOR.test(color)) throw new BusinessError('项目颜色格式不正确');
    form.color = color;
  }
  form.isOpen = optionalChoice(params, 'isOpen', '项目可见范围', [0, 1]);
  if (params.ownerUserId !== undefined) {
    form.members = readIdList(params.ownerUserId, '项目成员', { max: MAX_MEMBERS });
    await requireActiveUsers(db, form.members, '项目成员');
  }
  form.status = optionalChoice(params, 'status', '项目状态', [WORK_STATUS.active, WORK_STATUS.archived]);
  return form;
}

/** Makes work_user hold exactly `members` (the creator kept, with 管理); new ones get 编辑. */
async function syncMembers(trx: Kysely<Database>, work: Pick<WorkRow, 'work_id' | 'create_user_id'>, members: readonly number[]): Promise<void> {
  const creator = Number(work.create_user_id);
  const wanted = [...new Set([creator, ...members])];
  const current = await memberIds(trx, work.work_id);
  const gone = current.filter((id) => !wanted.includes(id));
  const added = wanted.filter((id) => !current.includes(id));
  if (gone.length) await trx.deleteFrom('work_user').where('work_id', '=', work.work_id).where('user_id', 'in', gone).execute();
  if (added.length) {
    await trx.insertInto('work_user').values(added.map((userId) => ({
      work_id: work.work_id, user_id: userId, role_id: userId === creator ? PROJECT_ROLE.admin : PROJECT_ROLE.editor,
    }))).execute();
  }
  await mirrorMembers(trx, work.work_id);
}

async function mirrorMembers(trx: Kysely<Database>, workId: number): Promise<void> {
  await trx.updateTable('work').set({ owner_user_id: intArray(await memberIds(trx, workId)) }).where('work_id', '=', workId).execute();
}

async function createWork(db: Kysely<Database>, viewer: WorkViewer, params: Params): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const form = await readWorkForm(trx, params, true);
    const now = new Date();
    const isOpen = form.isOpen ?? 0;
    const { work_id: workId } = await trx.insertInto('work').values({
      name: form.name!, description: form.description ?? null, color: form.color ?? DEFAULT_COLOR, is_open: isOpen,
      status: WORK_STATUS.active, create_user_id: viewer.userId, create_time: now,
    }).returning('work_id').executeTakeFirstOrThrow();
    // A public project's members are whoever joins; the form's list is for private ones (spec 5).
    await syncMembers(trx, { work_id: workId, create_user_id: viewer.userId }, isOpen ? [] : form.members ?? []);
    await trx.insertInto('work_task_class').values(DEFAULT_LISTS.map((name, index) => ({
      name, work_id: workId, order_num: index + 1, create_user_id: viewer.userId, create_time: now,
    }))).execute();
    return workId;
  });
}

async function editWork(db: Kysely<Database>, viewer: WorkViewer, workId: number, params: Params): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { work, auth } = await workAccess(trx, viewer, workId, { forUpdate: true });
    if (!holds(auth, 'work.update')) throw new BusinessError(NO_RIGHT);
    const form = await readWorkForm(trx, params, false);
    const restoring = work.status === WORK_STATUS.archived && form.status === WORK_STATUS.active;
    if (work.status === WORK_STATUS.archived && !restoring) throw new BusinessError('项目已归档');
    const now = new Date();
    const columns = {
      ...(form.name !== undefined ? { name: form.name } : {}),
      ...(form.description !== undefined ? { description: form.description } : {}),
      ...(form.color !== undefined ? { color: form.color } : {}),
      ...(form.isOpen !== undefined ? { is_open: form.isOpen } : {}),
      ...(form.status === WORK_STATUS.archived ? { status: WORK_STATUS.archived, archive_time: now } : {}),
      ...(restoring ? { status: WORK_STATUS.active, archive_time: null } : {}),
    };
    if (Object.keys(columns).length) await trx.updateTable('work').set(columns).where('work_id', '=', workId).execute();
    if (form.members !== undefined) await syncMembers(trx, work, form.members);
  });
}

/** work/setWork: the member list as `data`, the saved project as `work` beside it. */
export async function setWork(db: Kysely<Database>, viewer: WorkViewer, params: Params) {
  const asked = optionalInt(params, 'workId', '项目');
  const workId = asked === undefined ? await createWork(db, viewer, params) : asked;
  if (asked !== undefined) await editWork(db, viewer, workId, params);
  const work = await db.selectFrom('work').selectAll().where('work_id', '=', workId).executeTakeFirstOrThrow();
  return { data: await memberRoles(db, workId), work: workRow(work) };
}

export async function deleteWork(db: Kysely<Database>, viewer: WorkViewer, params: Params): Promise<void> {
  const workId = requireInt(params, 'workId', '项目');
  await db.transaction().execute(async (trx) => {
    const { auth } = await workAccess(trx, viewer, workId, { forUpdate: true });
    if (!holds(auth, 'work.update')) throw new BusinessError(NO_RIGHT);
    await trx.updateTable('work').set({ status: WORK_STATUS.deleted, delete_time: new Date() }).where('work_id', '=', workId).execute();
  });
}

interface RoleAssignment { userId: number; roleId: number }

function readAssignments(value: unknown): RoleAssignment[] {
  if (!Array.isArray(value) || value.length > MAX_MEMBERS) throw new BusinessError('成员角色格式不正确');
  return value.map((item) => {
    const entry = item as { userId?: unknown; roleId?: unknown } | null;
    const userId = Number(entry?.userId);
    const roleId = Number(entry?.roleId);
    if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(roleId) || userId <= 0 || roleId <= 0) throw new BusinessError('成员角色格式不正确');
    return { userId, roleId };
  });
}

/** work/setOwnerRole: each named member gets a project role (an enabled role of type 5 or 6). */
export async function setOwnerRole(db: Kysely<Database>, viewer: WorkViewer, params: Params) {
  const workId = requireInt(params, 'workId', '项目');
  const assignments = readAssignments(params.list);
  await db.transaction().execute(async (trx) => {
    const { work, auth } = await workAccess(trx, viewer, workId, { forUpdate: true });
    if (!holds(auth, 'work.update')) throw new BusinessError(NO_RIGHT);
    const members = await memberIds(trx, workId);
    if (assignments.some((entry) => !members.includes(entry.userId))) throw new BusinessError('成员不在项目中');
    if (assignments.some((entry) => entry.userId === Number(work.create_user_id) && entry.roleId !== PROJECT_ROLE.admin)) {
      throw new BusinessError('项目创建人的角色不能修改');
    }
    const roleIds = [...new Set(assignments.map((entry) => entry.roleId))];
    const roles = roleIds.length
      ? await trx.selectFrom('admin_role').select('role_id').where('role_id', 'in', roleIds).where('role_type', 'in', [5, 6]).where('status', '=', 1).execute()
      : [];
    if (roles.length !== roleIds.length) throw new BusinessError('项目角色不存在');
    if (assignments.length) {
      await sql`update work_user set role_id = a.role_id
        from unnest(${intArray(assignments.map((entry) => entry.userId))}::integer[], ${intArray(assignments.map((entry) => entry.roleId))}::integer[]) as a(user_id, role_id)
        where work_user.work_id = ${workId} and work_user.user_id = a.user_id`.execute(trx);
    }
  });
  return memberRoles(db, workId);
}

async function removeMember(db: Kysely<Database>, viewer: WorkViewer, workId: number, userId: number, leaving: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { work, auth } = await workAccess(trx, viewer, workId, { forUpdate: true });
    if (!leaving && !holds(auth, 'work.update')) throw new BusinessError(NO_RIGHT);
    if (userId === Number(work.create_user_id)) throw new BusinessError(leaving ? '项目创建人不能退出项目' : '不能移除项目创建人');
    const removed = await trx.deleteFrom('work_user').where('work_id', '=', workId).where('user_id', '=', userId).returning('id').execute();
    if (!removed.length) throw new BusinessError('成员不在项目中');
    await mirrorMembers(trx, workId);
  });
}

export async function leaveWork(db: Kysely<Database>, viewer: WorkViewer, params: Params): Promise<void> {
  await removeMember(db, viewer, requireInt(params, 'workId', '项目'), viewer.userId, true);
}

export async function removeWorkOwnerUser(db: Kysely<Database>, viewer: WorkViewer, params: Params): Promise<void> {
  await removeMember(db, viewer, requireInt(params, 'workId', '项目'), requireInt(params, 'ownerUserId', '成员'), false);
}
