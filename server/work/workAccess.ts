/**
 * Who sees a project and what they may do in it (contract 11, "Project visibility"):
 *   - see: a project not deleted (status 2) that is public (is_open 1), or of which the caller is a
 *     member (work_user), or any project for the super admin and holders of the project-admin role
 *     (label 1, seed role 12 项目管理员);
 *   - do: the per-project permission object `authList` ({work:{task:{save}, taskClass:{save,update,
 *     delete}, work:{update}}}): every key for the super admin, the project-admin role and a member
 *     whose project role is 管理 (label 2, role 13); on a public project every key but `work.update`
 *     unless the caller created it; otherwise the keys the member's project role grants (its
 *     role_menu rows under the `work` menu root 137: 编辑 (14) task and list keys, 只读 (15) none).
 * A project out of view is answered exactly as a missing one (`项目不存在！`), before anything is
 * written, so ids cannot be probed; a write without its key gets `没有权限`.
 */
import { type Kysely, type RawBuilder, type Selectable, sql } from 'kysely';
import type { Database, WorkTable } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { PROJECT_ADMIN_ROLE_LABEL, SUPER_ADMIN_ROLE_ID, SUPER_ADMIN_USER_ID } from '../permissions/userRoles.ts';

export type WorkRow = Selectable<WorkTable>;

export const WORK_GONE = '项目不存在！';
export const NO_RIGHT = '没有权限';
export const WORK_STATUS = { active: 1, deleted: 2, archived: 3 } as const;
/** Project roles by label (contract 3.5): 管理 and 编辑 are the ones a project gives by itself. */
export const PROJECT_ROLE = { admin: 13, editor: 14 } as const;
const MEMBER_ADMIN_LABEL = 2;
/** The menu root of the per-project keys (realm `work`). */
export const WORK_MENU_ROOT = 137;

export interface WorkAuth {
  task: { save: boolean };
  taskClass: { save: boolean; update: boolean; delete: boolean };
  work: { update: boolean };
}
/** A key of WorkAuth as a dotted path (`taskClass.update`). */
export type WorkRight = 'task.save' | 'taskClass.save' | 'taskClass.update' | 'taskClass.delete' | 'work.update';

const FULL: WorkAuth = { task: { save: true }, taskClass: { save: true, update: true, delete: true }, work: { update: true } };
const NONE: WorkAuth = { task: { save: false }, taskClass: { save: false, update: false, delete: false }, work: { update: false } };

/** The caller as the project rules see them. */
export interface WorkViewer { userId: number; superAdmin: boolean; projectAdmin: boolean }

/**
 * The caller's two project-wide roles as conditions the database evaluates (their roles read in
 * the same statement): the one definition of both, used by `workViewer` and by statements that
 * check a caller's sight themselves (the board, `visibleWorksTo`).
 */
function heldRoles(userId: number) {
  const holds = (role: RawBuilder<boolean>) => sql<boolean>`exists (select 1 from admin_user_role ur
    join admin_role r on r.role_id = ur.role_id where ur.user_id = ${userId} and r.status = 1 and ${role})`;
  return {
    superAdmin: userId === SUPER_ADMIN_USER_ID ? sql<boolean>`true` : holds(sql`r.role_id = ${SUPER_ADMIN_ROLE_ID}`),
    projectAdmin: holds(sql`r.label = ${PROJECT_ADMIN_ROLE_LABEL}`),
  };
}

export async function workViewer(db: Kysely<Database>, userId: number): Promise<WorkViewer> {
  const { superAdmin, projectAdmin } = heldRoles(userId);
  const { rows } = await sql<{ super_admin: boolean; project_admin: boolean }>`select ${superAdmin} as super_admin, ${projectAdmin} as project_admin`.execute(db);
  return { userId, superAdmin: rows[0]!.super_admin, projectAdmin: rows[0]!.project_admin };
}

/** Sees every project (and every key in it). */
export const seesAll = (viewer: WorkViewer) => viewer.superAdmin || viewer.projectAdmin;

const SEEN_STATUSES = [WORK_STATUS.active, WORK_STATUS.archived];

/**
 * The projects the viewer sees, as a condition on `work` (status not deleted): public ones, their
 * own memberships, or all. `statuses` narrows to 启用 or 归档.
 */
export function visibleWorks(viewer: WorkViewer, statuses: readonly number[] = SEEN_STATUSES) {
  return worksInSight(viewer.userId, seesAll(viewer), statuses);
}

/** visibleWorks for a caller known by id alone: their roles are read by the same statement. */
export function visibleWorksTo(userId: number, statuses: readonly number[] = SEEN_STATUSES) {
  const { superAdmin, projectAdmin } = heldRoles(userId);
  return worksInSight(userId, sql<boolean>`(${superAdmin} or ${projectAdmin})`, statuses);
}

function worksInSight(userId: number, everyProject: boolean | RawBuilder<boolean>, statuses: readonly number[]) {
  const status = sql<boolean>`work.status = any(${`{${statuses.join(',')}}`}::integer[])`;
  if (everyProject === true) return status;
  const own = sql<boolean>`work.is_open = 1 or exists (select 1 from work_user wu where wu.work_id = work.work_id and wu.user_id = ${userId})`;
  return everyProject === false ? sql<boolean>`(${status} and (${own}))` : sql<boolean>`(${status} and (${everyProject} or ${own}))`;
}

/** The keys a project role grants, from its menus under the `work` root. */
async function roleAuth(db: Kysely<Database>, roleId: number): Promise<WorkAuth> {
  const role = await db.selectFrom('admin_role').select(['label', 'status']).where('role_id', '=', roleId).executeTakeFirst();
  if (!role || role.status !== 1) return NONE;
  if (role.label === MEMBER_ADMIN_LABEL) return FULL;
  const menus = await db.selectFrom('admin_role_menu as rm').innerJoin('admin_menu as m', 'm.menu_id', 'rm.menu_id')
    .innerJoin('admin_menu as parent', 'parent.menu_id', 'm.parent_id')
    .select(['m.realm as key', 'parent.realm as group'])
    .where('rm.role_id', '=', roleId).where('parent.parent_id', '=', WORK_MENU_ROOT).execute();
  const granted = new Set(menus.map((menu) => `${menu.group}.${menu.key}`));
  return {
    task: { save: granted.has('task.save') },
    taskClass: { save: granted.has('taskClass.save'), update: granted.has('taskClass.update'), delete: granted.has('taskClass.delete') },
    work: { update: granted.has('work.update') },
  };
}

export interface WorkAccess { work: WorkRow; auth: WorkAuth; member: boolean; roleId: number | null }

/** The project and what the viewer may do in it; undefined when missing, deleted or out of view. */
export async function workAccessOf(db: Kysely<Database>, viewer: WorkViewer, workId: number, options: { forUpdate?: boolean } = {}): Promise<WorkAccess | undefined> {
  let query = db.selectFrom('work').selectAll().where('work_id', '=', workId);
  if (options.forUpdate) query = query.forUpdate();
  const work = await query.executeTakeFirst();
  if (!work || work.status === WORK_STATUS.deleted) return undefined;
  const membership = await db.selectFrom('work_user').select('role_id').where('work_id', '=', workId).where('user_id', '=', viewer.userId).executeTakeFirst();
  const member = membership !== undefined;
  const roleId = membership?.role_id ?? null;
  if (seesAll(viewer)) return { work, auth: FULL, member, roleId };
  if (work.is_open === 1) {
    const creator = Number(work.create_user_id) === viewer.userId;
    const fromRole = roleId === null ? NONE : await roleAuth(db, roleId);
    return { work, auth: { ...FULL, work: { update: creator || fromRole.work.update } }, member, roleId };
  }
  if (!member) return undefined;
  return { work, auth: await roleAuth(db, roleId!), member, roleId };
}

/** As workAccessOf, refusing with `项目不存在！`. */
export async function workAccess(db: Kysely<Database>, viewer: WorkViewer, workId: number, options: { forUpdate?: boolean } = {}): Promise<WorkAccess> {
  const access = await workAccessOf(db, viewer, workId, options);
  if (!access) throw new BusinessError(WORK_GONE);
  return access;
}

export function holds(auth: WorkAuth, right: WorkRight): boolean {
  const [group, key] = right.split('.') as [keyof WorkAuth, string];
  return Boolean((auth[group] as Record<string, boolean>)[key]);
}

/**
 * The project, locked against concurrent writes to it (its board's order, its members), when the
 * viewer holds `right` there and it is not archived (an archived project is read only until it is
 * restored): `项目不存在！` out of view, `没有权限` without the key, `项目已归档` when archived.
 */
export async function workForWrite(db: Kysely<Database>, viewer: WorkViewer, workId: number, right: WorkRight): Promise<WorkAccess> {
  const access = await workAccess(db, viewer, workId, { forUpdate: true });
  if (!holds(access.auth, right)) throw new BusinessError(NO_RIGHT);
  if (access.work.status === WORK_STATUS.archived) throw new BusinessError('项目已归档');
  return access;
}

/** authList as getWorkById answers it. */
export function authList(auth: WorkAuth) {
  return { work: auth };
}
