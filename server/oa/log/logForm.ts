/**
 * field/queryField for work logs (label 13, contract 5.4's shape): the fixed form of 10.1's
 * OaLog/addOrUpdate, not admin_field rows (logs have no custom fields and no designer entry).
 * fieldName is the save parameter itself (the descriptor's `form.payload.flat`); linked records and
 * attachments are the form's own sections (`form.relations`, `form.attachments`). 日志类型 is a
 * select over CATEGORY_NAMES (a save may send the name or the number). With `id` the log's values,
 * for whoever may still change it (author or superior within 72 hours, the super admin after):
 * anyone else is told so before seeing a form the save would refuse.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import type { FormField } from '../../fields/formDefinitions.ts';
import { fixedField as field } from '../../fields/fixedForm.ts';
import { logViewerOf, mayChange, NO_RIGHT, visibleLog } from './logAccess.ts';
import { CATEGORY_NAMES } from './logInput.ts';
import { logDetail } from './logLists.ts';

export async function logFormFields(db: Kysely<Database>, userId: number, id: number | undefined): Promise<FormField[]> {
  const fields = [
    field('categoryId', '日志类型', 'select', 1, [...CATEGORY_NAMES]),
    field('content', '今日工作内容', 'textarea', 1),
    field('tomorrow', '明日工作内容', 'textarea', 0),
    field('question', '遇到问题', 'textarea', 0),
    field('sendUserIds', '发送人员', 'user', 0),
    field('sendDeptIds', '发送部门', 'structure', 0),
  ];
  if (id === undefined) return fields.map((f) => (f.fieldName === 'categoryId' ? { ...f, value: CATEGORY_NAMES[0] } : f));
  const viewer = await logViewerOf(db, userId);
  const log = await visibleLog(db, viewer, id);
  if (!mayChange(log, viewer)) throw new BusinessError(NO_RIGHT);
  const row = await logDetail(db, viewer, log);
  const values: Record<string, unknown> = {
    categoryId: CATEGORY_NAMES[log.category_id - 1] ?? '', content: log.content ?? '', tomorrow: log.tomorrow ?? '', question: log.question ?? '',
    sendUserIds: row.sendUserList, sendDeptIds: row.sendDeptList,
  };
  return fields.map((f) => ({ ...f, value: values[f.fieldName] }));
}
