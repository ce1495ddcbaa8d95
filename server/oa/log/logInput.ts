/**
 * OaLog/addOrUpdate's JSON body (contract 10.1), read and checked whole before anything is written:
 * 日志类型 (categoryId) 1 日报, 2 周报, 3 月报, required; 工作内容 (content) required; 标题 optional;
 * the texts (content, 明日工作内容, 遇到问题) kept exactly as typed (line breaks and spaces: they are
 * shown as plain text), at most 20,000 characters each; 发送人员 / 发送部门 existing users and
 * departments, normalised to ",a,b,"; the attachment batch its author's own (or the edited log's);
 * linked CRM records the caller may read.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { requireClaimableBatch } from '../../files/fileAccess.ts';
import { hasControlCharacters } from '../../http/controlCharacters.ts';
import { BusinessError, IllegalTextError } from '../../http/errors.ts';
import { readIdList } from '../../http/idList.ts';
import { optionalText, type Params, readNamedChoice } from '../../http/params.ts';
import { newBatchId } from '../../records/recordStore.ts';
import { readRelations, type RelationIds } from '../examine/examineRelations.ts';
import type { LogRow } from './logAccess.ts';

export const TEXT_MAX = 20_000;
export const CATEGORIES = [1, 2, 3] as const;
/** Their names, 1 日报 first: the form's select offers them (logForm.ts) and a save may send either. */
export const CATEGORY_NAMES = ['日报', '周报', '月报'] as const;
/** The most people one log is sent to: the company's staff, not a broadcast list. */
export const MAX_RECIPIENTS = 500;

export interface LogInput {
  categoryId: number;
  title: string | null;
  content: string;
  tomorrow: string | null;
  question: string | null;
  sendUserIds: string;
  sendDeptIds: string;
  batchId: string;
  relations: RelationIds;
}

const csv = (ids: readonly number[]) => (ids.length ? `,${ids.join(',')},` : '');

/** A text kept as typed (not trimmed); blank counts as absent. */
function readText(params: Params, key: string, label: string): string | null {
  const value = params[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new BusinessError(`${label}格式不正确`);
  if (hasControlCharacters(value)) throw new IllegalTextError(`${label}含有非法字符`);
  if (value.length > TEXT_MAX) throw new BusinessError(`${label}不能超过${TEXT_MAX}个字符`);
  return value.trim() === '' ? null : value;
}

async function readRecipients(db: Kysely<Database>, params: Params): Promise<{ users: number[]; depts: number[] }> {
  const users = readIdList(params.sendUserIds, '发送人员', { max: MAX_RECIPIENTS, objectKeys: ['userId', 'id'] });
  const depts = readIdList(params.sendDeptIds, '发送部门', { objectKeys: ['id', 'deptId'] });
  if (users.length) {
    const found = await db.selectFrom('admin_user').select('user_id').where('user_id', 'in', users).execute();
    if (found.length !== users.length) throw new BusinessError('发送人员不存在');
  }
  if (depts.length) {
    const found = await db.selectFrom('admin_dept').select('dept_id').where('dept_id', 'in', depts).execute();
    if (found.length !== depts.length) throw new BusinessError('发送部门不存在');
  }
  return { users, depts };
}

/** The log's attachment batch: the edited log keeps its own; a new one names a batch of the author's uploads, or gets a fresh one. */
async function readBatch(db: Kysely<Database>, userId: number, params: Params, existing: LogRow | undefined): Promise<string> {
  const sent = optionalText(params, 'batchId', '附件批次', 50) || undefined;
  if (existing?.batch_id && sent !== undefined && sent !== existing.batch_id) throw new BusinessError('附件批次不能修改');
  const batchId = existing?.batch_id ?? sent ?? newBatchId();
  if (!/^[\w-]{1,50}$/.test(batchId)) throw new BusinessError('附件批次格式不正确');
  await requireClaimableBatch(db, userId, batchId, existing ? { table: 'oa_log', id: existing.log_id } : undefined);
  return batchId;
}

export async function readLogInput(db: Kysely<Database>, userId: number, params: Params, existing?: LogRow): Promise<LogInput> {
  const categoryId = readNamedChoice(params, 'categoryId', '日志类型', CATEGORY_NAMES, 1);
  if (categoryId === undefined) throw new BusinessError('日志类型不能为空');
  const title = optionalText(params, 'title', '标题', 255) || null;
  const content = readText(params, 'content', '工作内容');
  if (content === null) throw new BusinessError('工作内容不能为空');
  const tomorrow = readText(params, 'tomorrow', '明日工作内容');
  const question = readText(params, 'question', '遇到问题');
  const recipients = await readRecipients(db, params);
  const relations = await readRelations(db, userId, params);
  const batchId = await readBatch(db, userId, params, existing);
  return { categoryId, title, content, tomorrow, question, sendUserIds: csv(recipients.users), sendDeptIds: csv(recipients.depts), batchId, relations };
}
