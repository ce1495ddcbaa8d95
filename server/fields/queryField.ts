/**
 * field/queryField (contract 5.4): the create form of a module, or with `id` its edit form, the
 * values filled from the record (fixed fields from columns, custom ones from `custom` by field id,
 * users/departments/files expanded, checkbox as arrays). A module with categories
 * (formCategory.ts) answers the create form of the `categoryId` asked for, the edit form of the
 * record's own category.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import type { Params } from '../http/params.ts';
import { LABEL } from './fieldLabels.ts';
import { examineCreateForm } from '../oa/examine/examineForm.ts';
import { announcementFormFields } from '../oa/announcement/announcementForm.ts';
import { eventFormFields } from '../oa/event/eventForm.ts';
import { logFormFields } from '../oa/log/logForm.ts';
import { taskFormFields } from '../task/taskForm.ts';
import { descriptorOf } from '../modules/descriptors.ts';
import { presentValue } from './fieldValues.ts';
import { formCategoryOf, recordCategory, requiredCategory } from './formCategory.ts';
import { crmFormFields, type FormField, receivablesPlanFormFields } from './formDefinitions.ts';
import { type FormRecord, loadFormRecord } from './formRecords.ts';

export async function queryField(
  db: Kysely<Database>, userId: number, label: number, id: number | undefined, params: Params = {},
): Promise<unknown[]> {
  if (label === LABEL.examine) {
    // For OA forms `id` is the approval category, not a record.
    if (id === undefined) throw new BusinessError('审批类型不能为空');
    return examineCreateForm(db, userId, id);
  }
  // Announcements' fixed form (contract 10.2), their values read through its visibility rule.
  if (label === descriptorOf('announcement').label) return announcementFormFields(db, userId, id);
  // The schedule's fixed form (contract 10.3), its values for the event's creator.
  if (label === descriptorOf('event').label) return eventFormFields(db, userId, id);
  // Work logs' fixed form (contract 10.1), its values for whoever may still change the log.
  if (label === descriptorOf('log').label) return logFormFields(db, userId, id);
  // Office tasks' fixed form (contract 10.5), its values for whoever may change the task.
  if (label === descriptorOf('task').label) return taskFormFields(db, userId, id);
  const category = formCategoryOf(label);
  if (category) {
    if (id === undefined) return crmFormFields(db, label, await requiredCategory(db, label, category, params));
    const record = await loadFormRecord(db, userId, label, id);
    const fields = await crmFormFields(db, label, recordCategory(category, record.columns));
    return Promise.all(fields.map((field) => editField(db, field, record)));
  }
  const fields = label === LABEL.receivablesPlan ? receivablesPlanFormFields() : await crmFormFields(db, label);
  if (id === undefined) return fields;
  const record = await loadFormRecord(db, userId, label, id);
  return Promise.all(fields.map((field) => editField(db, field, record)));
}

async function editField(db: Kysely<Database>, field: FormField, record: FormRecord): Promise<FormField> {
  // Pseudo fields and relation fields arrive pre-shaped (`[{customerId, customerName}]`, contract 5.4).
  if (field.fieldName in record.pseudo) {
    const value = record.pseudo[field.fieldName];
    // The edit-mode map_address has no fieldType key (contract 5.4).
    if (field.fieldName === 'map_address') {
      const { fieldType: _omitted, ...rest } = field;
      return { ...rest, value } as FormField;
    }
    return { ...field, value };
  }
  // Fields without an id (the receivables plan's fixed list) are columns too.
  const isColumn = field.fieldType === 1 || field.fieldId === undefined;
  if (isColumn && !(field.fieldName in record.columns)) return field;
  const stored = isColumn ? record.columns[field.fieldName] : record.custom[String(field.fieldId)];
  return { ...field, value: await presentValue(db, field.formType, stored, 'form') };
}
