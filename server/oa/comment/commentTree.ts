/**
 * Comments as the contract answers them (10.6 comment/queryCommentList, and a log's `replyList`):
 * the roots of a target (main_id 0), oldest first, each with its author (`user`), the replied user
 * (`replyUser`, a reply's only) and its replies (`childCommentList`, oldest first, the same row).
 * Read for many targets at once (a page of logs) in two statements.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, TaskCommentTable } from '../../db/schema.ts';
import type { UserBrief } from '../../examine/people.ts';

/** task_comment.type (contract 10.6). */
export const COMMENT_TYPE = { task: 1, log: 2 } as const;

export type CommentRow = Selectable<TaskCommentTable>;


export interface CommentAnswer {
  commentId: number; content: string; userId: number; createTime: CommentRow['create_time']; typeId: number; type: number;
  favour: number; pid: number; mainId: number; status: number;
  user: UserBrief; replyUser?: UserBrief; childCommentList: CommentAnswer[];
}

async function usersById(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, UserBrief>> {
  const wanted = [...new Set(ids.filter((id) => id > 0))];
  if (!wanted.length) return new Map();
  const rows = await db.selectFrom('admin_user').select(['user_id', 'realname', 'img']).where('user_id', 'in', wanted).execute();
  return new Map(rows.map((row) => [Number(row.user_id), { userId: Number(row.user_id), realname: row.realname ?? '', img: row.img }]));
}

function answerOf(row: CommentRow, users: Map<number, UserBrief>, children: CommentAnswer[] = []): CommentAnswer {
  const userId = Number(row.user_id);
  const pid = Number(row.pid);
  return {
    commentId: row.comment_id, content: row.content, userId, createTime: row.create_time, typeId: row.type_id, type: row.type,
    favour: row.favour, pid, mainId: row.main_id, status: row.status,
    user: users.get(userId) ?? { userId, realname: '', img: null },
    // a root answers no replyUser (contract 10.6 `replyUser?`)
    replyUser: pid > 0 ? users.get(pid) ?? { userId: pid, realname: '', img: null } : undefined,
    childCommentList: children,
  };
}

/** One comment as setComment answers it. */
export async function commentAnswer(db: Kysely<Database>, row: CommentRow): Promise<CommentAnswer> {
  return answerOf(row, await usersById(db, [Number(row.user_id), Number(row.pid)]));
}

/** The comment trees of these targets of one type, by target id (every target gets a list, maybe empty). */
export async function commentTrees(db: Kysely<Database>, type: number, typeIds: readonly number[]): Promise<Map<number, CommentAnswer[]>> {
  if (!typeIds.length) return new Map();
  const rows = await db.selectFrom('task_comment').selectAll()
    .where('type', '=', type).where('type_id', 'in', [...new Set(typeIds)]).orderBy('comment_id').execute();
  return treesOf(typeIds, rows, await usersById(db, rows.flatMap((row) => [Number(row.user_id), Number(row.pid)])));
}

/**
 * The trees of these targets from their comments (oldest first) and their people: also for a
 * caller that read both in a statement of its own (the workbench feed, oa/feed/feedStatement.ts).
 */
export function treesOf(typeIds: readonly number[], rows: readonly CommentRow[], users: Map<number, UserBrief>): Map<number, CommentAnswer[]> {
  const trees = new Map<number, CommentAnswer[]>(typeIds.map((id) => [id, []]));
  const replies = new Map<number, CommentAnswer[]>();
  for (const row of rows) {
    if (row.main_id === 0) continue;
    const list = replies.get(row.main_id) ?? [];
    list.push(answerOf(row, users));
    replies.set(row.main_id, list);
  }
  for (const row of rows) {
    if (row.main_id !== 0) continue;
    trees.get(row.type_id)?.push(answerOf(row, users, replies.get(row.comment_id) ?? []));
  }
  return trees;
}
