/**
 * A work log as the contract answers it (10.1 OaLog/queryList, queryById, queryLogRelation): its
 * columns; its author's `deptId`, `realname`, `userImg` and `createUser` (the user's row with
 * `deptName` and `parentName`); its relation's ids as ",1,2," csv and the linked records' lists;
 * `img` / `file` (its batch split by kind, as an approval's); `sendUserList`, `sendDeptList`;
 * `isRead` (0/1 for the caller); `permission` {isUpdate, isDelete} (logAccess.ts `mayChange`);
 * `replyList` (its comments, oa/comment/commentTree.ts). Read for a page of logs at once.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { filesOfBatches } from '../../files/fileStore.ts';
import { idsOf } from '../announcement/announcementRows.ts';
import { COMMENT_TYPE, type CommentAnswer, commentTrees } from '../comment/commentTree.ts';
import { linkedRecordLists, noRelations, type RelationIds } from '../examine/examineRelations.ts';
import { splitFiles } from '../examine/examineRows.ts';
import { idCsv } from '../event/eventRows.ts';
import { type LogRow, type LogViewer, mayChange } from './logAccess.ts';

export interface Author {
  userId: number; username: string; realname: string; img: string | null; post: string | null;
  deptId: number | null; deptName: string; parentId: number | null; parentName: string;
}

export interface LogDecoration {
  authors: Map<number, Author>;
  users: Map<number, { userId: number; realname: string; img: string | null }>;
  depts: Map<number, { id: number; name: string }>;
  relations: Map<number, RelationIds & { r_id: number }>;
  lists: Map<number, Record<string, unknown[]>>;
  files: Awaited<ReturnType<typeof filesOfBatches>>;
  replies: Map<number, CommentAnswer[]>;
}

async function authorsOf(db: Kysely<Database>, ids: number[]): Promise<Map<number, Author>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('admin_user as u')
    .leftJoin('admin_dept as d', 'd.dept_id', 'u.dept_id')
    .leftJoin('admin_user as p', 'p.user_id', 'u.parent_id')
    .select(['u.user_id', 'u.username', 'u.realname', 'u.img', 'u.post', 'u.dept_id', 'd.name as dept_name', 'u.parent_id', 'p.realname as parent_name'])
    .where('u.user_id', 'in', ids).execute();
  return new Map(rows.map((row) => [Number(row.user_id), {
    userId: Number(row.user_id), username: row.username, realname: row.realname ?? '', img: row.img, post: row.post ?? null,
    deptId: row.dept_id ?? null, deptName: row.dept_name ?? '', parentId: row.parent_id ?? null, parentName: row.parent_name ?? '',
  }]));
}

/** What the rows of these logs need besides their columns. */
export async function decorationOf(db: Kysely<Database>, logs: readonly LogRow[]): Promise<LogDecoration> {
  const logIds = logs.map((log) => log.log_id);
  const userIds = [...new Set(logs.flatMap((log) => idsOf(log.send_user_ids)))];
  const deptIds = [...new Set(logs.flatMap((log) => idsOf(log.send_dept_ids)))];
  const [authors, users, depts, relationRows, files, replies] = await Promise.all([
    authorsOf(db, [...new Set(logs.map((log) => Number(log.create_user_id)))]),
    userIds.length ? db.selectFrom('admin_user').select(['user_id', 'realname', 'img']).where('user_id', 'in', userIds).execute() : Promise.resolve([]),
    deptIds.length ? db.selectFrom('admin_dept').select(['dept_id', 'name']).where('dept_id', 'in', deptIds).execute() : Promise.resolve([]),
    logIds.length ? db.selectFrom('oa_log_relation').selectAll().where('log_id', 'in', logIds).execute() : Promise.resolve([]),
    filesOfBatches(db, logs.flatMap((log) => (log.batch_id ? [log.batch_id] : []))),
    commentTrees(db, COMMENT_TYPE.log, logIds),
  ]);
  const lists = await linkedRecordLists(db, logIds, relationRows.map((row) => ({ ...row, owner: row.log_id })));
  return {
    authors,
    users: new Map(users.map((u) => [Number(u.user_id), { userId: Number(u.user_id), realname: u.realname ?? '', img: u.img }])),
    depts: new Map(depts.map((d) => [d.dept_id, { id: d.dept_id, name: d.name }])),
    relations: new Map(relationRows.map((row) => [row.log_id, row])),
    lists, files, replies,
  };
}

export function logRow(log: LogRow, viewer: LogViewer, decoration: LogDecoration) {
  const authorId = Number(log.create_user_id);
  const author = decoration.authors.get(authorId)
    ?? { userId: authorId, username: '', realname: '', img: null, post: null, deptId: null, deptName: '', parentId: null, parentName: '' };
  const relation = decoration.relations.get(log.log_id);
  const ids = relation ?? noRelations();
  const { img, file } = splitFiles(log.batch_id ? decoration.files.filter((f) => f.batch_id === log.batch_id) : []);
  const changeable = mayChange(log, viewer) ? 1 : 0;
  return {
    log_id: log.log_id,
    category_id: log.category_id,
    title: log.title,
    content: log.content,
    tomorrow: log.tomorrow,
    question: log.question,
    create_user_id: authorId,
    create_time: log.create_time,
    update_time: log.update_time,
    send_user_ids: log.send_user_ids,
    send_dept_ids: log.send_dept_ids,
    read_user_ids: log.read_user_ids,
    batch_id: log.batch_id,
    dept_id: author.deptId,
    realname: author.realname,
    user_img: author.img,
    r_id: relation?.r_id ?? null,
    customer_ids: idCsv(ids.customer_ids),
    contacts_ids: idCsv(ids.contacts_ids),
    business_ids: idCsv(ids.business_ids),
    contract_ids: idCsv(ids.contract_ids),
    img,
    file,
    sendUserList: idsOf(log.send_user_ids).flatMap((id) => decoration.users.get(id) ?? []),
    sendDeptList: idsOf(log.send_dept_ids).flatMap((id) => decoration.depts.get(id) ?? []),
    ...(decoration.lists.get(log.log_id) ?? { customerList: [], contactsList: [], businessList: [], contractList: [] }),
    createUser: author,
    permission: { isUpdate: changeable, isDelete: changeable },
    isRead: log.read_user_ids.includes(`,${viewer.userId},`) ? 1 : 0,
    replyList: decoration.replies.get(log.log_id) ?? [],
  };
}
