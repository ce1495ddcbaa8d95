/**
 * The list row of an office approval (contract 9.2: myInitiate, myOaExamine, queryExamineRelation),
 * built for a page of approvals at once: its columns, `examineStatus`, `examineRecordId`,
 * `examineStepId`, `categoryTitle` (and the category's `type`, for icons and totals), `createUser`,
 * `img` and `file` (its batch split by kind), the linked records, `causeTitle` (出差:
 * `2个行程，共3天。`, 差旅报销: `2个报销事项，共300元。`) and `permission` {isUpdate, isDelete, isChecked}.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isSuperAdminUser } from '../../examine/approval.ts';
import { usersById } from '../../examine/people.ts';
import { filesOfBatches } from '../../files/fileStore.ts';
import { examinePermission } from './examineAccess.ts';
import { relationListsOf } from './examineRelations.ts';
import type { OaExamineRow } from './oaApproval.ts';

/** 出差 and 差旅报销: their rows sum up their lines. */
const TRIP = 3;
const EXPENSE = 5;

/** A decimal as a sentence shows it: "3.00" → "3", "1.50" → "1.5". */
export function plainNumber(value: string | null): string {
  if (value === null || value === '') return '0';
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

export function causeTitle(type: number, lines: number, examine: Pick<OaExamineRow, 'money' | 'duration'>): string {
  if (type === TRIP) return `${lines}个行程，共${plainNumber(examine.duration)}天。`;
  if (type === EXPENSE) return `${lines}个报销事项，共${plainNumber(examine.money)}元。`;
  return '';
}

type FileRow = Awaited<ReturnType<typeof filesOfBatches>>[number];

/** A batch's files as `img` and `file` (contract 9.2). */
export function splitFiles(files: readonly FileRow[]): { img: FileRow[]; file: FileRow[] } {
  return { img: files.filter((f) => f.file_type === 'img'), file: files.filter((f) => f.file_type !== 'img') };
}

function columnsOf(row: OaExamineRow) {
  const { custom: _custom, check_status: _status, examine_record_id: _record, ...columns } = row;
  return columns;
}

export async function examineRows(db: Kysely<Database>, userId: number, rows: readonly OaExamineRow[]) {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.examine_id);
  const recordIds = rows.flatMap((row) => (row.examine_record_id === null ? [] : [row.examine_record_id]));
  const [categories, records, lineCounts, users, files, relations, superAdmin] = await Promise.all([
    db.selectFrom('oa_examine_category').select(['category_id', 'title', 'type']).where('category_id', 'in', [...new Set(rows.map((r) => r.category_id))]).execute(),
    recordIds.length ? db.selectFrom('oa_examine_record').select(['record_id', 'examine_step_id']).where('record_id', 'in', recordIds).execute() : [],
    db.selectFrom('oa_examine_travel').select(['examine_id', (eb) => eb.fn.countAll<number>().as('n')]).where('examine_id', 'in', ids).groupBy('examine_id').execute(),
    usersById(db, rows.map((row) => row.create_user_id)),
    filesOfBatches(db, rows.map((row) => row.batch_id)),
    relationListsOf(db, ids),
    isSuperAdminUser(db, userId),
  ]);
  const category = new Map(categories.map((c) => [c.category_id, c]));
  const stepOf = new Map(records.map((r) => [r.record_id, r.examine_step_id]));
  const lines = new Map(lineCounts.map((l) => [l.examine_id, Number(l.n)]));
  return rows.map((row) => {
    const kind = category.get(row.category_id);
    return {
      ...columnsOf(row),
      examineStatus: row.check_status,
      examineRecordId: row.examine_record_id,
      examineStepId: row.examine_record_id === null ? null : stepOf.get(row.examine_record_id) ?? null,
      categoryTitle: kind?.title ?? '',
      type: kind?.type ?? 0,
      createUser: users.get(row.create_user_id) ?? { userId: row.create_user_id, realname: '', img: null },
      ...splitFiles(files.filter((f) => f.batch_id === row.batch_id)),
      ...relations.get(row.examine_id),
      causeTitle: causeTitle(kind?.type ?? 0, lines.get(row.examine_id) ?? 0, row),
      permission: examinePermission(row, userId, superAdmin),
    };
  });
}
