/**
 * OaLog/addOrUpdate, OaLog/deleteById and OaLog/readLog (contract 10.1). An edit or delete first
 * locks the log and checks the caller (logAccess.ts: unseen → `该日志不存在或已被删除`, seen but not
 * changeable → `没有权限`), then reads the form whole (logInput.ts); nothing is written before.
 * A log has one row in the office feed (oa_action_record type 1, `添加了日志`, its recipients as the
 * row's join_user_ids / dept_ids), written, kept in step and deleted with it in one transaction; a
 * delete takes its links and its comments too. The author has read their own log.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { optionalInt, type Params } from '../../http/params.ts';
import { COMMENT_TYPE } from '../comment/commentTree.ts';
import { saveRelations } from '../examine/examineRelations.ts';
import { changeableLog, type LogViewer, visibleLog } from './logAccess.ts';
import { type LogInput, readLogInput } from './logInput.ts';

/** The office feed's type of a log's row (contract 10.4). */
export const FEED_TYPE_LOG = 1;

function columnsOf(input: LogInput) {
  return {
    category_id: input.categoryId, title: input.title, content: input.content, tomorrow: input.tomorrow, question: input.question,
    send_user_ids: input.sendUserIds, send_dept_ids: input.sendDeptIds, batch_id: input.batchId,
  };
}

const feedAudience = (input: LogInput) => ({ join_user_ids: input.sendUserIds || ',', dept_ids: input.sendDeptIds || ',' });

/** Adds a log (no logId) or updates one; answers its id. */
export async function saveLog(db: Kysely<Database>, viewer: LogViewer, params: Params): Promise<number> {
  const logId = optionalInt(params, 'logId', '日志') || undefined;
  const userId = viewer.userId;
  return db.transaction().execute(async (trx) => {
    const now = new Date();
    if (logId !== undefined) {
      const existing = await changeableLog(trx, viewer, logId); // before the form is read: nothing about the log leaks
      const input = await readLogInput(trx, userId, params, existing);
      await trx.updateTable('oa_log').set({ ...columnsOf(input), update_time: now }).where('log_id', '=', logId).execute();
      await saveRelations(trx, 'log', logId, input.relations, now);
      await trx.updateTable('oa_action_record').set(feedAudience(input)).where('type', '=', FEED_TYPE_LOG).where('action_id', '=', logId).execute();
      return logId;
    }
    const input = await readLogInput(trx, userId, params);
    const { log_id: newId } = await trx.insertInto('oa_log')
      .values({ ...columnsOf(input), create_user_id: userId, create_time: now, update_time: now, read_user_ids: `,${userId},` })
      .returning('log_id').executeTakeFirstOrThrow();
    await saveRelations(trx, 'log', newId, input.relations, now);
    await trx.insertInto('oa_action_record').values({
      user_id: userId, type: FEED_TYPE_LOG, action_id: newId, create_time: now, content: '添加了日志', ...feedAudience(input),
    }).execute();
    return newId;
  });
}

export async function deleteLog(db: Kysely<Database>, viewer: LogViewer, logId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await changeableLog(trx, viewer, logId);
    await trx.deleteFrom('task_comment').where('type', '=', COMMENT_TYPE.log).where('type_id', '=', logId).execute();
    await trx.deleteFrom('oa_log_relation').where('log_id', '=', logId).execute();
    await trx.deleteFrom('oa_action_record').where('type', '=', FEED_TYPE_LOG).where('action_id', '=', logId).execute();
    await trx.deleteFrom('oa_log').where('log_id', '=', logId).execute();
  });
}

/** Adds the caller to read_user_ids once (the statement itself skips a second reading). */
export async function readLog(db: Kysely<Database>, viewer: LogViewer, logId: number): Promise<void> {
  await visibleLog(db, viewer, logId);
  const mark = `,${viewer.userId},`;
  await db.updateTable('oa_log')
    .set({ read_user_ids: sql<string>`case when read_user_ids = '' then ${mark} else read_user_ids || ${`${viewer.userId},`} end` })
    .where('log_id', '=', logId).where('read_user_ids', 'not like', `%${mark}%`).execute();
}
