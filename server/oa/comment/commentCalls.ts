/**
 * comment/setComment, comment/deleteComment and comment/queryCommentList (contract 10.6). Access is
 * by the comment's target (commentTargets.ts): whoever may read the target reads its comments and
 * comments on it; a target outside the caller's view is refused as the target module refuses a
 * missing one, before anything is written.
 *   - a comment is a root (mainId 0) or a reply to a root (mainId = the root; a reply's id is taken
 *     as its root's, so a reply to a reply stays in its thread); `pid` is the replied user (a root's
 *     is 0; a reply without one answers the root's author);
 *   - its content is required (`评论内容不能为空`), at most 2,000 characters, kept as typed and only
 *     ever shown as text;
 *   - editing (commentId) changes the content, its author only; deleting is for its author or the
 *     super admin (`没有权限` otherwise), and a root takes its replies with it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isSuperAdminUser } from '../../examine/approval.ts';
import { hasControlCharacters } from '../../http/controlCharacters.ts';
import { BusinessError, IllegalTextError } from '../../http/errors.ts';
import { isSerialId, optionalInt, type Params, requireInt } from '../../http/params.ts';
import { commentTarget, requireReadableTarget } from './commentTargets.ts';
import { type CommentAnswer, commentAnswer, type CommentRow, commentTrees } from './commentTree.ts';

export const CONTENT_MAX = 2000;
export const EMPTY_CONTENT = '评论内容不能为空';
export const COMMENT_GONE = '评论不存在或已被删除';
export const NO_RIGHT = '没有权限';

function readContent(params: Params): string {
  const value = params.content;
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) throw new BusinessError(EMPTY_CONTENT);
  if (typeof value !== 'string') throw new BusinessError('评论内容格式不正确');
  if (hasControlCharacters(value)) throw new IllegalTextError('评论内容含有非法字符');
  if (value.length > CONTENT_MAX) throw new BusinessError(`评论内容不能超过${CONTENT_MAX}个字符`);
  return value;
}

function readType(params: Params): number {
  const type = optionalInt(params, 'type', '评论类型');
  if (type === undefined) throw new BusinessError('评论类型不能为空');
  commentTarget(type); // an unknown or not yet registered type is refused here
  return type;
}

/** The comment, when its target is readable by the user; COMMENT_GONE otherwise (a missing one too). */
async function readableComment(db: Kysely<Database>, userId: number, commentId: number, forUpdate = false): Promise<CommentRow> {
  if (!isSerialId(commentId)) throw new BusinessError(COMMENT_GONE);
  let query = db.selectFrom('task_comment').selectAll().where('comment_id', '=', commentId);
  if (forUpdate) query = query.forUpdate();
  const comment = await query.executeTakeFirst();
  if (!comment) throw new BusinessError(COMMENT_GONE);
  const target = commentTarget(comment.type);
  if (!(await target.mayRead(db, userId, comment.type_id))) throw new BusinessError(COMMENT_GONE);
  return comment;
}

async function editComment(db: Kysely<Database>, userId: number, commentId: number, params: Params): Promise<CommentAnswer> {
  return db.transaction().execute(async (trx) => {
    const comment = await readableComment(trx, userId, commentId, true);
    if (Number(comment.user_id) !== userId) throw new BusinessError(NO_RIGHT);
    const content = readContent(params);
    const saved = await trx.updateTable('task_comment').set({ content }).where('comment_id', '=', commentId).returningAll().executeTakeFirstOrThrow();
    return commentAnswer(trx, saved);
  });
}

export async function setComment(db: Kysely<Database>, userId: number, params: Params): Promise<CommentAnswer> {
  const commentId = optionalInt(params, 'commentId', '评论');
  if (commentId !== undefined && commentId !== 0) return editComment(db, userId, commentId, params);
  const type = readType(params);
  const typeId = requireInt(params, 'typeId', '评论对象');
  await requireReadableTarget(db, userId, type, typeId);
  const content = readContent(params);
  const repliedId = optionalInt(params, 'mainId', '回复的评论') ?? 0;
  let mainId = 0;
  let pid = 0;
  if (repliedId !== 0) {
    const replied = !isSerialId(repliedId) ? undefined : await db.selectFrom('task_comment').selectAll().where('comment_id', '=', repliedId)
      .where('type', '=', type).where('type_id', '=', typeId).executeTakeFirst();
    if (!replied) throw new BusinessError('回复的评论不存在或已被删除');
    mainId = replied.main_id || replied.comment_id;
    pid = optionalInt(params, 'pid', '回复的用户') || Number(replied.user_id);
    const user = await db.selectFrom('admin_user').select('user_id').where('user_id', '=', pid).executeTakeFirst();
    if (!user) throw new BusinessError('回复的用户不存在');
  }
  const saved = await db.insertInto('task_comment').values({
    user_id: userId, content, create_time: new Date(), main_id: mainId, pid, type_id: typeId, type, status: 1, favour: 0,
  }).returningAll().executeTakeFirstOrThrow();
  return commentAnswer(db, saved);
}

export async function deleteComment(db: Kysely<Database>, userId: number, commentId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const comment = await readableComment(trx, userId, commentId, true);
    if (Number(comment.user_id) !== userId && !(await isSuperAdminUser(trx, userId))) throw new BusinessError(NO_RIGHT);
    // a root takes its replies with it
    await trx.deleteFrom('task_comment').where((eb) => eb.or([eb('comment_id', '=', commentId), eb('main_id', '=', commentId)])).execute();
  });
}

export async function queryCommentList(db: Kysely<Database>, userId: number, params: Params): Promise<CommentAnswer[]> {
  const type = readType(params);
  const typeId = requireInt(params, 'typeId', '评论对象');
  await requireReadableTarget(db, userId, type, typeId);
  return (await commentTrees(db, type, [typeId])).get(typeId) ?? [];
}
