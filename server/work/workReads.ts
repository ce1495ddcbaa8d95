/**
 * A project's reads (contract 11), each limited to the projects the caller sees (workAccess.ts):
 *   work/getWorkById            the project + `permission:{isUpdate}` + `authList` + its members;
 *   work/queryWorkNameList      the caller's active projects (the sidebar), oldest first;
 *   work/queryArchiveWorkList   the archived ones, a Page, most recently archived first;
 *   work/queryOwnerRoleList     the members with their project role (a public project: every
 *                               enabled user, members with their role);
 *   work/queryRoleList          the project roles (types 5 and 6, enabled);
 *   work/queryTaskFileByWorkId  the files of the project's tasks (subtasks too) out of the trash, a Page.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { fileAnswer } from '../files/fileStore.ts';
import { type Params, readPaging, requireInt, toPage } from '../http/params.ts';
import { authList, holds, visibleWorks, WORK_STATUS, workAccess, type WorkViewer } from './workAccess.ts';
import { memberRoles, workRow } from './workRows.ts';

export async function workById(db: Kysely<Database>, viewer: WorkViewer, params: Params) {
  const { work, auth } = await workAccess(db, viewer, requireInt(params, 'workId', '项目'));
  const members = await memberRoles(db, work.work_id);
  return {
    ...workRow(work),
    ownerUserList: members,
    permission: { isUpdate: holds(auth, 'work.update') ? 1 : 0 },
    authList: authList(auth),
  };
}

export async function workNameList(db: Kysely<Database>, viewer: WorkViewer) {
  const rows = await db.selectFrom('work').selectAll().where(visibleWorks(viewer, [WORK_STATUS.active])).orderBy('work_id').execute();
  return rows.map(workRow);
}

export async function archivedWorks(db: Kysely<Database>, viewer: WorkViewer, params: Params) {
  const paging = readPaging(params);
  const query = db.selectFrom('work').where(visibleWorks(viewer, [WORK_STATUS.archived]));
  const ordered = query.selectAll().orderBy('archive_time', 'desc').orderBy('work_id', 'desc');
  if (paging.pageType === 0) return (await ordered.execute()).map(workRow);
  const [rows, total] = await Promise.all([
    ordered.limit(paging.limit).offset((paging.page - 1) * paging.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(workRow), Number(total.n), paging);
}

export async function ownerRoleList(db: Kysely<Database>, viewer: WorkViewer, params: Params) {
  const { work } = await workAccess(db, viewer, requireInt(params, 'workId', '项目'));
  const members = await memberRoles(db, work.work_id);
  if (work.is_open !== 1) return members;
  const byId = new Map(members.map((member) => [member.userId, member]));
  const users = await db.selectFrom('admin_user').select(['user_id', 'realname', 'img']).where('status', '<>', 0).orderBy('user_id').execute();
  return users.map((user) => byId.get(Number(user.user_id))
    ?? { userId: Number(user.user_id), realname: user.realname, img: user.img, roleId: null, roleName: null, isCreator: 0 });
}

export async function projectRoles(db: Kysely<Database>) {
  const rows = await db.selectFrom('admin_role').select(['role_id as roleId', 'role_name as roleName', 'remark', 'label'])
    .where('role_type', 'in', [5, 6]).where('status', '=', 1).orderBy('role_id').execute();
  return rows;
}

export async function workFiles(db: Kysely<Database>, viewer: WorkViewer, params: Params) {
  const { work } = await workAccess(db, viewer, requireInt(params, 'workId', '项目'));
  const paging = readPaging(params);
  const query = db.selectFrom('admin_file as f')
    .where('f.batch_id', 'in', (eb) => eb.selectFrom('task').select(sql<string>`task.batch_id`.as('batch_id'))
      .where('task.work_id', '=', work.work_id).where('task.ishidden', '=', 0).where('task.batch_id', 'is not', null));
  const ordered = query.leftJoin('admin_user as u', 'u.user_id', 'f.create_user_id')
    .select(['f.file_id', 'f.name', 'f.size', 'f.create_user_id', 'u.realname as createUserName', 'f.create_time', 'f.file_path', 'f.file_type', 'f.batch_id'])
    .orderBy('f.file_id', 'desc');
  if (paging.pageType === 0) return (await ordered.execute()).map(fileAnswer);
  const [rows, total] = await Promise.all([
    ordered.limit(paging.limit).offset((paging.page - 1) * paging.limit).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return toPage(rows.map(fileAnswer), Number(total.n), paging);
}
