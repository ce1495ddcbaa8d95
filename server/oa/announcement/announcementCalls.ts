/**
 * What the OaAnnouncement/* calls do (contract 10.2), each after its checks: the lists of the
 * active (type 1: start <= today <= end) and the not active (type 2: not started or ended), the
 * save (new: `oa.announcement.save`, edit: `.update` and the announcement visible), the delete
 * (`.delete`, visible), reading one and marking it read (visible). Today is the server's local
 * day (crm/backlog/backlogToday.ts), as every 待办 rule's. A new announcement is read by its author.
 */
import { type Kysely, sql } from 'kysely';
import { countCarrying, type VersionRider } from '../../permissions/versionRider.ts';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { optionalInt, type Params, readPaging, toPage } from '../../http/params.ts';
import { requirePermission } from '../../permissions/authTree.ts';
import { backlogToday } from '../../crm/backlog/backlogToday.ts';
import { audienceOf, requireVisible, visibleTo } from './announcementAudience.ts';
import { readAnnouncementInput } from './announcementInput.ts';
import { ANNOUNCEMENT_RIGHTS, audienceNames, permissionOf, presentRow, selectRow } from './announcementRows.ts';

export type ListType = 1 | 2;

/** The office feed's type of an announcement's row (oa_action_record, contract 10.4). */
export const FEED_TYPE_ANNOUNCEMENT = 3;

/** `rider`: the count carries the guard's version read (permissions/versionRider.ts). */
export async function queryAnnouncements(db: Kysely<Database>, userId: number, type: ListType, params: Params, rider?: VersionRider) {
  const paging = readPaging(params);
  const today = backlogToday().date;
  const audience = await audienceOf(db, userId);
  const base = db.selectFrom('oa_announcement').where(visibleTo(audience)).where((eb) => (type === 1
    ? eb.and([eb('start_time', '<=', today), eb('end_time', '>=', today)])
    : eb.or([eb('start_time', '>', today), eb('end_time', '<', today)])));
  let page = selectRow(base, userId).orderBy('oa_announcement.start_time', 'desc').orderBy('oa_announcement.announcement_id', 'desc');
  if (paging.pageType === 1) page = page.limit(paging.limit).offset((paging.page - 1) * paging.limit);
  // the page, its count and the caller's rights at once
  const [total, permission, found] = await Promise.all([
    countCarrying(base, rider),
    permissionOf(db, userId),
    page.execute(),
  ]);
  const rows = found.map((row) => presentRow(row, permission));
  return paging.pageType === 1 ? toPage(rows, total, paging) : rows;
}

/** Unread announcements active today that the user sees: `OaBackLog/num`'s announcementNum (contract 8.3). */
export async function unreadActiveCount(db: Kysely<Database>, userId: number): Promise<number> {
  const today = backlogToday().date;
  const row = await db.selectFrom('oa_announcement').where(visibleTo(await audienceOf(db, userId)))
    .where('start_time', '<=', today).where('end_time', '>=', today)
    .where('read_user_ids', 'not like', `%,${userId},%`)
    .select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function announcementById(db: Kysely<Database>, userId: number, id: number) {
  await requireVisible(db, userId, id);
  const row = await selectRow(db.selectFrom('oa_announcement'), userId).where('oa_announcement.announcement_id', '=', id).executeTakeFirstOrThrow();
  return { ...presentRow(row, await permissionOf(db, userId)), ...(await audienceNames(db, row)) };
}

export async function saveAnnouncement(db: Kysely<Database>, userId: number, params: Params): Promise<number> {
  // The right of the case first: a caller without it learns nothing from the validation.
  const editedId = optionalInt(params, 'announcementId', '公告');
  await requirePermission(db, userId, editedId === undefined ? ANNOUNCEMENT_RIGHTS.save : ANNOUNCEMENT_RIGHTS.update);
  if (editedId !== undefined) await requireVisible(db, userId, editedId);
  const input = await readAnnouncementInput(db, params);
  const now = new Date();
  const values = {
    title: input.title, content: input.content, start_time: input.startTime, end_time: input.endTime,
    dept_ids: input.deptIds, owner_user_ids: input.ownerUserIds, update_time: now,
  };
  // With its row of the office feed (OaRecord, contract 10.4: type 3, its audience as the feed's).
  const feedAudience = { join_user_ids: input.ownerUserIds || ',', dept_ids: input.deptIds || ',' };
  return db.transaction().execute(async (trx) => {
    if (input.announcementId === undefined) {
      const row = await trx.insertInto('oa_announcement')
        // Its author has read it: their own announcement never counts in their badge.
        .values({ ...values, create_user_id: userId, create_time: now, read_user_ids: `,${userId},` })
        .returning('announcement_id').executeTakeFirstOrThrow();
      await trx.insertInto('oa_action_record').values({
        user_id: userId, type: FEED_TYPE_ANNOUNCEMENT, action_id: row.announcement_id, create_time: now, content: '添加了公告', ...feedAudience,
      }).execute();
      return row.announcement_id;
    }
    await trx.updateTable('oa_announcement').set(values).where('announcement_id', '=', input.announcementId).execute();
    await trx.updateTable('oa_action_record').set(feedAudience)
      .where('type', '=', FEED_TYPE_ANNOUNCEMENT).where('action_id', '=', input.announcementId).execute();
    return input.announcementId;
  });
}

export async function deleteAnnouncement(db: Kysely<Database>, userId: number, id: number): Promise<void> {
  await requireVisible(db, userId, id);
  await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('oa_announcement').where('announcement_id', '=', id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw new BusinessError('该公告不存在或已被删除');
    await trx.deleteFrom('oa_action_record').where('type', '=', FEED_TYPE_ANNOUNCEMENT).where('action_id', '=', id).execute();
  });
}

/** Adds the caller to read_user_ids once (the statement itself skips a second reading). */
export async function readAnnouncement(db: Kysely<Database>, userId: number, id: number): Promise<void> {
  await requireVisible(db, userId, id);
  const mark = `,${userId},`;
  await db.updateTable('oa_announcement')
    .set({ read_user_ids: sql<string>`case when read_user_ids = '' then ${mark} else read_user_ids || ${`${userId},`} end` })
    .where('announcement_id', '=', id).where('read_user_ids', 'not like', `%${mark}%`).execute();
}
