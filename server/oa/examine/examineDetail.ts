/**
 * Reading one office approval (contract 9.2), for whoever may see it (examineAccess.ts):
 *   OaExamine/queryOaExamineInfo {examineId}  the list row (examineRows.ts listRows) + `category` (its title),
 *     `record` (the approval record), `examineTravelList` (lines with their `img`/`file`);
 *   OaExamine/getField {examineId, isDetail}  the category's fields with this approval's values:
 *     1 as the detail shows them (checkbox as text), 2 as the edit form takes them (checkbox as a
 *     list); users, departments and files expanded in both (`[{userId, realname}]`...), the detail
 *     lines as the value of 行程明细 / 费用明细.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { presentValue } from '../../fields/fieldValues.ts';
import { BusinessError } from '../../http/errors.ts';
import { filesOfBatches } from '../../files/fileStore.ts';
import { requireExamineViewer } from './examineAccess.ts';
import { categoryFieldRows, formFieldOf } from './examineForm.ts';
import { listRows, splitFiles } from './examineRows.ts';
import { findOaExamine, type OaExamineRow } from './oaApproval.ts';

async function categoryOf(db: Kysely<Database>, categoryId: number) {
  // a deleted or disabled category still tells what its approvals hold
  const category = await db.selectFrom('oa_examine_category').selectAll().where('category_id', '=', categoryId).executeTakeFirst();
  if (!category) throw new BusinessError('审批类型不存在');
  return category;
}

export async function travelLinesOf(db: Kysely<Database>, examineId: number) {
  const lines = await db.selectFrom('oa_examine_travel').selectAll().where('examine_id', '=', examineId).orderBy('sort').orderBy('travel_id').execute();
  const files = await filesOfBatches(db, lines.flatMap((line) => (line.batch_id ? [line.batch_id] : [])));
  return lines.map(({ sort: _sort, ...line }) => ({ ...line, ...splitFiles(files.filter((f) => line.batch_id !== null && f.batch_id === line.batch_id)) }));
}

export async function viewableExamine(db: Kysely<Database>, userId: number, examineId: number): Promise<OaExamineRow> {
  const examine = await findOaExamine(db, examineId);
  await requireExamineViewer(db, userId, examine);
  return examine;
}

export async function examineInfo(db: Kysely<Database>, userId: number, examineId: number) {
  const examine = await viewableExamine(db, userId, examineId);
  const [[row], category, record, examineTravelList] = await Promise.all([
    // the list row, read as the lists read it (one statement with its decorations)
    listRows(db, userId, db.selectFrom('oa_examine').where('oa_examine.examine_id', '=', examine.examine_id)),
    categoryOf(db, examine.category_id),
    examine.examine_record_id === null ? undefined : db.selectFrom('oa_examine_record').selectAll().where('record_id', '=', examine.examine_record_id).executeTakeFirst(),
    travelLinesOf(db, examine.examine_id),
  ]);
  return { ...row, category: category.title, examineType: category.examine_type, record: record ?? null, examineTravelList };
}

export async function examineFieldValues(db: Kysely<Database>, userId: number, examineId: number, isDetail: 1 | 2) {
  const examine = await viewableExamine(db, userId, examineId);
  const category = await categoryOf(db, examine.category_id);
  const rows = await categoryFieldRows(db, category);
  const target = isDetail === 1 ? 'information' : 'form';
  const columns = examine as unknown as Record<string, unknown>;
  return Promise.all(rows.map(async (row) => {
    const field = formFieldOf(row);
    const formType = field.formType as Parameters<typeof presentValue>[1];
    if (formType === 'business_cause' || formType === 'examine_cause') return { ...field, value: await travelLinesOf(db, examine.examine_id) };
    const stored = row.field_type === 1 ? columns[row.field_name] : examine.custom[String(row.field_id)];
    return { ...field, value: await presentValue(db, formType, stored, target) };
  }));
}
