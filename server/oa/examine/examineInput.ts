/**
 * OaExamine/setOaExamine's body (contract 9.2), checked completely before anything is written:
 *   {oaExamine: {examineId?, categoryId, content, remark, typeId, money, startTime, endTime, duration, batchId},
 *    field: [custom fields], oaExamineRelation: {customerIds, contactsIds, businessIds, contractIds},
 *    oaExamineTravelList: [lines], checkUserId: <the approver, a chosen-approver category>}
 * In order: the category (exists, enabled, usable by the user: examineCategories.ts), an edit's
 * approval (the submitter's, rejected or withdrawn), the fields against the category's compiled form
 * (required, formats, `请完善明细`: the browser's rules), storage limits, the lines, times in order
 * (`审批结束时间早于开始时间`), the linked records, the batches, the approver. A 出差's days and a
 * 差旅报销's money are the sums of its lines, computed here in decimals whatever was sent.
 */
import type { Kysely } from 'kysely';
import { expenseTotalMoney, joinPayload, splitPayload, tripTotalDuration, type DetailItem } from '../../../engine/fields/index.ts';
import type { CustomValues, Database, OaExamineCategory } from '../../db/schema.ts';
import { requireEnabledUser } from '../../examine/people.ts';
import { requireClaimableBatch } from '../../files/fileAccess.ts';
import { BusinessError } from '../../http/errors.ts';
import { readIdList } from '../../http/idList.ts';
import { optionalInt, type Params } from '../../http/params.ts';
import { isPlainObject } from '../../records/recordSavePayload.ts';
import { firstFormProblem } from '../../records/savePipeline.ts';
import { newBatchId } from '../../records/recordStore.ts';
import { requireUsableCategory } from '../examineCategories.ts';
import { requireEditable } from './examineAccess.ts';
import { compiledExamineForm } from './examineForm.ts';
import { readTravelLines, type TravelLine } from './examineLines.ts';
import { readRelations, type RelationIds } from './examineRelations.ts';
import { findOaExamine, type OaExamineRow } from './oaApproval.ts';

export const EXAMINE_TIME_ORDER = '审批结束时间早于开始时间';

/** The fixed fields' columns on oa_examine. */
export interface ExamineColumns {
  content: string | null;
  remark: string | null;
  type_id: string | null;
  money: string | null;
  start_time: string | null;
  end_time: string | null;
  duration: string | null;
}

export interface ExamineSave {
  existing?: OaExamineRow;
  category: OaExamineCategory;
  columns: ExamineColumns;
  custom: CustomValues;
  lines: TravelLine[];
  relations: RelationIds;
  batchId: string;
  /** The chosen approver of a chosen-approver category. */
  checkUserId?: number;
}

const COLUMNS = ['content', 'remark', 'type_id', 'money', 'start_time', 'end_time', 'duration'] as const;

function text(value: unknown): string | null {
  const shown = value === undefined || value === null ? '' : String(value);
  return shown === '' ? null : shown;
}

/** The lines as sent, objects only (the original client wrapped them as {list: [...]}). */
function sentLines(value: unknown): DetailItem[] {
  const list = isPlainObject(value) && Array.isArray(value.list) ? value.list : value;
  if (list === undefined || list === null) return [];
  if (!Array.isArray(list)) throw new BusinessError('明细格式不正确');
  return list.filter(isPlainObject);
}

export async function readExamineSave(trx: Kysely<Database>, userId: number, params: Params): Promise<ExamineSave> {
  const entity = params.oaExamine;
  if (!isPlainObject(entity)) throw new BusinessError('审批信息不能为空');
  const examineId = optionalInt(entity, 'examineId', '审批');
  let categoryId = optionalInt(entity, 'categoryId', '审批类型');
  let existing: OaExamineRow | undefined;
  if (examineId !== undefined) {
    existing = await findOaExamine(trx, examineId, { forUpdate: true });
    await requireEditable(trx, userId, existing);
    if (categoryId !== undefined && categoryId !== existing.category_id) throw new BusinessError('审批类型不能修改');
    categoryId = existing.category_id;
  }
  if (categoryId === undefined) throw new BusinessError('审批类型不能为空');
  const category = await requireUsableCategory(trx, userId, categoryId);

  const compiled = await compiledExamineForm(trx, category, existing ? 'update' : 'save');
  const detail = compiled.fields.find((f) => f.definition.formType === 'business_cause' || f.definition.formType === 'examine_cause')?.definition;
  const items = sentLines(params.oaExamineTravelList);
  if (!detail && items.length) throw new BusinessError('该审批类型没有明细');
  // The totals the form shows read-only are the lines' sums, whatever the request says.
  const derived: Record<string, string> = {};
  if (detail?.formType === 'examine_cause') derived.money = expenseTotalMoney(items);
  if (detail?.formType === 'business_cause') derived.duration = tripTotalDuration(items);
  const sent = { entity: { ...entity, ...derived }, field: Array.isArray(params.field) ? params.field.filter(isPlainObject) : [], travelList: items };
  if (params.field !== undefined && params.field !== null && !Array.isArray(params.field)) throw new BusinessError('自定义字段格式不正确');
  const formData = joinPayload(sent as Parameters<typeof joinPayload>[0], compiled);
  const problem = firstFormProblem(compiled, formData);
  if (problem) throw new BusinessError(problem);
  const payload = splitPayload(formData, compiled);

  const columns = Object.fromEntries(COLUMNS.map((column) => [column, text(payload.entity[column])])) as unknown as ExamineColumns;
  for (const [key, value] of Object.entries(payload.entity)) {
    if (!(COLUMNS as readonly string[]).includes(key) && text(value) !== null) throw new Error(`oa_examine has no column for field ${key}`);
  }
  if (columns.start_time && columns.end_time && columns.end_time < columns.start_time) throw new BusinessError(EXAMINE_TIME_ORDER);
  const lines = detail ? readTravelLines(payload.travelList ?? [], { formType: detail.formType as 'business_cause' | 'examine_cause', name: detail.name }) : [];

  const custom: CustomValues = {};
  for (const field of payload.field) {
    const value = text(field.value);
    if (value !== null) custom[String(field.fieldId)] = value;
  }
  const relations = await readRelations(trx, userId, params.oaExamineRelation);

  const sentBatch = text(entity.batchId);
  if (existing && sentBatch !== null && sentBatch !== existing.batch_id) throw new BusinessError('附件批次不能修改');
  const batchId = existing?.batch_id ?? sentBatch ?? newBatchId();
  if (!/^[\w-]{1,50}$/.test(batchId)) throw new BusinessError('附件批次格式不正确');
  const self = existing ? { table: 'oa_examine', id: existing.examine_id } : undefined;
  const fileFields = compiled.fields.filter((f) => !f.system && f.definition.formType === 'file').map((f) => String(f.definition.fieldId));
  const batches = [batchId, ...lines.flatMap((line) => (line.batch_id ? [line.batch_id] : [])), ...fileFields.flatMap((id) => (custom[id] ? [custom[id]!] : []))];
  if (new Set(batches).size !== batches.length) throw new BusinessError('附件批次不能重复使用');
  for (const batch of batches) await requireClaimableBatch(trx, userId, batch, self);

  let checkUserId: number | undefined;
  if (category.examine_type === 2) {
    const chosen = readIdList(params.checkUserId, '审批人');
    if (!chosen.length) throw new BusinessError('审批人不能为空');
    if (chosen.length > 1) throw new BusinessError('审批人只能选择一人');
    checkUserId = chosen[0]!;
    await requireEnabledUser(trx, checkUserId, '审批人');
  }
  return { existing, category, columns, custom, lines, relations, batchId, checkUserId };
}
