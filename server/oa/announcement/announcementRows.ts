/**
 * The answer rows of contract 10.2: the announcement's columns, its creator (`userId, username,
 * img, realname, parentId`), `startTime`/`endTime` as `yyyy-MM-dd`, `isRead` 0/1 for the caller,
 * and, to draw the detail and the edit form without more calls, `deptList` / `ownerUserList` (the
 * audience's names) and `permission: {isUpdate, isDelete}` (the caller's keys).
 */
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { userPermissionKeys } from '../../permissions/authTree.ts';

export const ANNOUNCEMENT_RIGHTS = {
  save: 'oa.announcement.save',
  update: 'oa.announcement.update',
  delete: 'oa.announcement.delete',
} as const;

/** The row's columns with its creator's, for `userId` (isRead). */
export function selectRow<O>(query: SelectQueryBuilder<Database, 'oa_announcement', O>, userId: number) {
  return query.leftJoin('admin_user as creator', 'creator.user_id', 'oa_announcement.create_user_id')
    .select([
      'oa_announcement.announcement_id', 'oa_announcement.title', 'oa_announcement.content',
      'oa_announcement.create_user_id', 'oa_announcement.create_time', 'oa_announcement.update_time',
      'oa_announcement.start_time', 'oa_announcement.end_time', 'oa_announcement.dept_ids',
      'oa_announcement.owner_user_ids', 'oa_announcement.read_user_ids',
      'creator.user_id', 'creator.username', 'creator.img', 'creator.realname', 'creator.parent_id',
      sql<number>`case when oa_announcement.read_user_ids like ${`%,${userId},%`} then 1 else 0 end`.as('is_read'),
    ]);
}

export type AnnouncementRow = Awaited<ReturnType<ReturnType<typeof selectRow>['executeTakeFirstOrThrow']>>;

/** `,1,2,` → [1, 2] */
export const idsOf = (text: string) => text.split(',').filter(Boolean).map(Number);

export interface Permission { isUpdate: 0 | 1; isDelete: 0 | 1 }

export async function permissionOf(db: Kysely<Database>, userId: number): Promise<Permission> {
  const keys = await userPermissionKeys(db, userId);
  return { isUpdate: keys.has(ANNOUNCEMENT_RIGHTS.update) ? 1 : 0, isDelete: keys.has(ANNOUNCEMENT_RIGHTS.delete) ? 1 : 0 };
}

export function presentRow(row: AnnouncementRow, permission: Permission) {
  return {
    announcementId: row.announcement_id,
    title: row.title,
    content: row.content ?? '',
    createUserId: row.create_user_id,
    createTime: row.create_time,
    updateTime: row.update_time,
    startTime: row.start_time,
    endTime: row.end_time,
    deptIds: row.dept_ids,
    ownerUserIds: row.owner_user_ids,
    readUserIds: row.read_user_ids,
    userId: row.user_id,
    username: row.username,
    img: row.img,
    realname: row.realname,
    parentId: row.parent_id,
    isRead: Number(row.is_read) as 0 | 1,
    permission,
  };
}

/** The audience's names: `deptList: [{id, name}]`, `ownerUserList: [{userId, realname, img}]`. */
export async function audienceNames(db: Kysely<Database>, row: Pick<AnnouncementRow, 'dept_ids' | 'owner_user_ids'>) {
  const deptIds = idsOf(row.dept_ids);
  const userIds = idsOf(row.owner_user_ids);
  const depts = deptIds.length ? await db.selectFrom('admin_dept').select(['dept_id', 'name']).where('dept_id', 'in', deptIds).execute() : [];
  const users = userIds.length ? await db.selectFrom('admin_user').select(['user_id', 'realname', 'img']).where('user_id', 'in', userIds).execute() : [];
  return {
    deptList: deptIds.flatMap((id) => depts.filter((d) => d.dept_id === id).map((d) => ({ id: d.dept_id, name: d.name }))),
    ownerUserList: userIds.flatMap((id) => users.filter((u) => u.user_id === id).map((u) => ({ userId: u.user_id, realname: u.realname, img: u.img }))),
  };
}
