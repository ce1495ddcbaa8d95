/**
 * `field/*` endpoints (contract 5.4-5.7): forms, detail block, list heads, uniqueness, the admin
 * designer, and the version numbers behind the change stream (fieldEvents.ts).
 */
import { sql } from 'kysely';
import { customValueTableOf } from '../db/customFieldIndexes.ts';
import { endpoint } from '../http/endpoint.ts';
import { BusinessError } from '../http/errors.ts';
import { optionalInt, optionalText, requireInt, requireText } from '../http/params.ts';
import { readDesignerFields } from './designerInput.ts';
import { fieldInformation } from './fieldInformation.ts';
import { designerLabels, designerModules, LABEL, listTypeOf, readLabel } from './fieldLabels.ts';
import { moduleDescriptors } from '../modules/descriptors.ts';
import { designerRow, loadFieldRows } from './fieldRows.ts';
import { saveFieldDesign } from './fieldSave.ts';
import { readFieldVersions } from './fieldVersions.ts';
import { queryListHead, setColumnWidth } from './listHead.ts';
import { queryField } from './queryField.ts';
import { isValueTaken } from './uniqueValues.ts';
import { requestVersion } from '../permissions/permissionCache.ts';

/** Every module with a form (the plan's included), and the OA approval categories' fields. */
const formLabels = () => [...moduleDescriptors().filter((m) => m.form).map((m) => m.label), LABEL.examine];
/** Every module whose fields make list heads, the pool, and the approvals. */
const listLabels = () => [...designerLabels(), LABEL.pool, LABEL.examine];
/** What the designer's "empty" modules report (contract 5.7). */
const NEVER_UPDATED = '2000-01-01 00:00:00';

export const fieldEndpoints = [
  endpoint('field/queryField', async ({ db, params, userId }) => {
    const label = readLabel(params, formLabels());
    return queryField(db, userId, label, optionalInt(params, 'id', '数据'), params);
  }),

  endpoint('field/information', async ({ db, params, userId }) => {
    const types = readLabel(params, designerLabels(), 'types');
    return fieldInformation(db, userId, types, requireInt(params, 'id', '数据'));
  }),

  endpoint('field/queryListHead', async ({ db, params, userId, request }) => queryListHead(db, userId, readLabel(params, listLabels()), requestVersion(request))),

  endpoint('field/setFelidStyle', async ({ db, params, userId }) => {
    const types = requireText(params, 'types', '模块', 50);
    if (!listLabels().some((label) => listTypeOf(label) === types)) throw new BusinessError('模块格式不正确');
    const fieldName = requireText(params, 'field', '字段', 50);
    const width = requireInt(params, 'width', '宽度');
    if (width < 20 || width > 2000) throw new BusinessError('宽度格式不正确');
    await setColumnWidth(db, userId, types, fieldName, width);
    return '编辑成功';
  }),

  // Answers {code:0} when the value is free (or empty); `<name>已存在` otherwise.
  endpoint('field/verify', async ({ db, params }) => {
    const fieldId = requireInt(params, 'fieldId', '字段');
    const value = optionalText(params, 'value', '值', 1000) ?? '';
    const batchId = optionalText(params, 'batchId', '批次', 50) || undefined;
    const field = await db.selectFrom('admin_field').selectAll().where('field_id', '=', fieldId).executeTakeFirst();
    if (!field) throw new BusinessError('字段不存在');
    const table = customValueTableOf(field.label);
    if (value === '' || !table) return undefined; // no records of a module without a table yet
    if (await isValueTaken(db, table, field, value, { batchId })) throw new BusinessError(`${field.name}已存在`);
    return undefined;
  }),

  endpoint('field/queryFields', async ({ db }) => {
    const latest = await db.selectFrom('admin_field')
      .select(['label', sql<Date | null>`max(update_time)`.as('update_time')])
      .where('label', 'in', designerLabels()).groupBy('label').execute();
    const byLabel = new Map(latest.map((row) => [row.label, row.update_time]));
    return designerModules().map((m) => ({
      label: String(m.label), updateTime: byLabel.get(m.label) ?? NEVER_UPDATED, name: m.name, types: m.types,
    }));
  }),

  endpoint('field/list', async ({ db, params }) => {
    const label = readLabel(params, formLabels());
    const categoryId = label === LABEL.examine ? optionalInt(params, 'categoryId', '审批类型') : undefined;
    return (await loadFieldRows(db, label, categoryId)).map(designerRow);
  }),

  endpoint('field/save', { rights: ['manage.crm.field'] }, async ({ db, params }) => {
    const label = readLabel(params, designerLabels());
    const expectedVersion = optionalInt(params, 'expectedVersion', '字段版本');
    if (expectedVersion !== undefined && expectedVersion < 0) throw new BusinessError('字段版本不正确');
    await saveFieldDesign(db, label, readDesignerFields(params.data), expectedVersion);
  }),

  endpoint('field/queryVersions', async ({ db }) => readFieldVersions(db)),
];
