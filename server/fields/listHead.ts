/**
 * List columns (contract 5.6). field/queryListHead seeds a user's column rows (admin_field_sort)
 * on the first call for a list, then keeps them in step with the fields: a field the admin added
 * since shows up at the end, a deleted one disappears. Names, types and options always come from
 * the live admin_field row, so a rename shows at once. field/setFelidStyle stores a column width.
 */
import { type Kysely, type Selectable, sql } from 'kysely';
import type { AdminField, AdminFieldSortTable, Database } from '../db/schema.ts';
import { cachedSetting } from '../permissions/permissionCache.ts';
import { formTypeOfCode } from '../../engine/fields/index.ts';
import { toCamelKey } from '../http/serialize.ts';
import { fieldLabelOfList, LABEL, listTypeOf } from './fieldLabels.ts';
import { designerRow, formTypeOf, isListValued, loadFieldRows, settingOf, splitOptions } from './fieldRows.ts';

interface ExtraHead { fieldName: string; name: string; type: number }

/** List rows name a relation by its label, not its id. */
const RELATION_COLUMNS: Readonly<Record<string, string>> = {
  customerId: 'customerName', categoryId: 'categoryName', contactsId: 'contactsName', companyUserId: 'companyUserName',
  businessId: 'businessName', contractId: 'contractNum', planId: 'planNum',
};

const MODULE_EXTRAS: Readonly<Record<number, ExtraHead[]>> = {
  [LABEL.leads]: [{ fieldName: 'lastContent', name: '最后跟进记录', type: 1 }],
  [LABEL.customer]: [
    { fieldName: 'dealStatus', name: '成交状态', type: 3 },
    { fieldName: 'poolDay', name: '距进入公海客户天数', type: 5 },
    { fieldName: 'lastTime', name: '最后跟进时间', type: 4 },
    { fieldName: 'lastContent', name: '最后跟进记录', type: 1 },
  ],
  [LABEL.business]: [{ fieldName: 'typeName', name: '商机状态组', type: 3 }, { fieldName: 'statusName', name: '商机阶段', type: 3 }],
  [LABEL.contract]: [{ fieldName: 'receivedMoney', name: '已收款金额', type: 6 }, { fieldName: 'unreceivedMoney', name: '未收款金额', type: 6 }],
  [LABEL.receivables]: [{ fieldName: 'contractMoney', name: '合同金额', type: 6 }],
  [LABEL.pool]: [{ fieldName: 'dealStatus', name: '成交状态', type: 3 }, { fieldName: 'lastContent', name: '最后跟进记录', type: 1 }],
};

const COMMON_EXTRAS: readonly ExtraHead[] = [
  { fieldName: 'updateTime', name: '更新时间', type: 4 },
  { fieldName: 'createTime', name: '创建时间', type: 4 },
  { fieldName: 'ownerUserName', name: '负责人', type: 1 },
  { fieldName: 'createUserName', name: '创建人', type: 1 },
];

export const DEFAULT_COLUMN_WIDTH = 100;

/** The key of the field's value in list rows: the Chinese name for custom fields (contract 5.8). */
export function listFieldName(field: Pick<AdminField, 'field_name' | 'field_type' | 'name'>): string {
  if (field.field_type !== 1) return field.name;
  const camel = toCamelKey(field.field_name);
  return RELATION_COLUMNS[camel] ?? camel;
}

/** What the user's column rows lack against the live fields, or null when nothing is to change. */
function pendingChanges(rows: Selectable<AdminFieldSortTable>[], fields: AdminField[]) {
  const live = new Set(fields.map((f) => f.field_id));
  const stale = rows.filter((row) => row.field_id !== null && !live.has(row.field_id));
  const known = new Set(rows.map((row) => row.field_id));
  const missing = fields.filter((f) => !known.has(f.field_id));
  return rows.length && !stale.length && !missing.length ? null : { stale, missing };
}

/**
 * The user's visible column rows of a list, created or brought up to date. Rows already up to
 * date (every call but the first after a field change) are answered from one read, without the
 * transaction and its lock: a read cannot race with anything it would have to wait for.
 */
async function syncSortRows(db: Kysely<Database>, userId: number, listLabel: number, fields: AdminField[]) {
  const current = await db.selectFrom('admin_field_sort').selectAll()
    .where('user_id', '=', userId).where('label', '=', listLabel).orderBy('sort').orderBy('id').execute();
  if (!pendingChanges(current, fields)) return current.filter((row) => row.is_hide === 0);
  return lockedSyncSortRows(db, userId, listLabel, fields);
}

/** The writing path of syncSortRows: one caller at a time per user and list. */
async function lockedSyncSortRows(db: Kysely<Database>, userId: number, listLabel: number, fields: AdminField[]) {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`admin_field_sort:${userId}:${listLabel}`}))`.execute(trx);
    const rows = await trx.selectFrom('admin_field_sort').selectAll()
      .where('user_id', '=', userId).where('label', '=', listLabel).orderBy('sort').orderBy('id').execute();
    const live = new Set(fields.map((f) => f.field_id));
    const stale = rows.filter((row) => row.field_id !== null && !live.has(row.field_id));
    if (stale.length) await trx.deleteFrom('admin_field_sort').where('id', 'in', stale.map((row) => row.id)).execute();

    const known = new Set(rows.map((row) => row.field_id));
    const missing = fields.filter((f) => !known.has(f.field_id))
      .map((f) => ({ fieldName: listFieldName(f), name: f.name, type: f.type, fieldId: f.field_id as number | null }));
    const extras = rows.length ? [] : [...(MODULE_EXTRAS[listLabel] ?? []), ...COMMON_EXTRAS].map((e) => ({ ...e, fieldId: null }));
    const added = [...missing, ...extras];
    if (added.length) {
      let sort = rows.reduce((max, row) => Math.max(max, row.sort), -1);
      await trx.insertInto('admin_field_sort').values(added.map((head) => ({
        label: listLabel, field_name: head.fieldName, name: head.name, type: head.type, sort: ++sort, user_id: userId,
        is_hide: 0, field_id: head.fieldId,
      }))).execute();
    }
    return trx.selectFrom('admin_field_sort').selectAll()
      .where('user_id', '=', userId).where('label', '=', listLabel).where('is_hide', '=', 0)
      .orderBy('sort').orderBy('id').execute();
  });
}

async function columnWidths(db: Kysely<Database>, userId: number, listLabel: number): Promise<Map<string, number>> {
  const styles = await db.selectFrom('admin_field_style').select(['field_name', 'style'])
    .where('user_id', '=', userId).where('type', '=', listTypeOf(listLabel) ?? '').execute();
  return new Map(styles.map((s) => [s.field_name, s.style]));
}

export async function queryListHead(db: Kysely<Database>, userId: number, listLabel: number, knownVersion?: string): Promise<unknown[]> {
  if (listLabel === LABEL.examine) return examineListHead(db);
  const fieldLabel = fieldLabelOfList(listLabel);
  // the field rows as the list reads them: cached under the permission version (admin_field's
  // triggers move it), with the version the guard read for this call when there is one
  const [fields, widths] = await Promise.all([
    cachedSetting(db, `fields:${fieldLabel}`, () => loadFieldRows(db, fieldLabel), knownVersion),
    columnWidths(db, userId, listLabel),
  ]);
  const byId = new Map(fields.map((f) => [f.field_id, f]));
  const visible = await syncSortRows(db, userId, listLabel, fields);
  return visible.map((row) => {
    const field = row.field_id === null ? undefined : byId.get(row.field_id);
    const fieldName = field ? listFieldName(field) : row.field_name;
    const formType = field ? formTypeOf(field) : formTypeOfCode(row.type);
    const head: Record<string, unknown> = {
      fieldName, name: field?.name ?? row.name, type: field?.type ?? row.type, fieldId: row.field_id, formType,
      setting: field ? settingOf(field) : [], width: widths.get(fieldName) ?? DEFAULT_COLUMN_WIDTH,
    };
    if (formType === 'checkbox') {
      head.value = [];
      head.defaultValue = splitOptions(field?.default_value);
    } else if (isListValued(formType)) {
      head.defaultValue = [];
    }
    return head;
  });
}

/** OA approvals: title and remark, then the approval fields (contract 5.6). */
async function examineListHead(db: Kysely<Database>): Promise<unknown[]> {
  const rows = await loadFieldRows(db, LABEL.examine);
  return [
    { fieldName: 'title', name: '审批内容', width: DEFAULT_COLUMN_WIDTH },
    { fieldName: 'remark', name: '备注', width: DEFAULT_COLUMN_WIDTH },
    ...rows.map((row) => {
      const { fieldName, name, type, fieldId, formType, setting } = designerRow(row);
      return { fieldName, name, type, fieldId, formType, setting, width: DEFAULT_COLUMN_WIDTH };
    }),
  ];
}

export async function setColumnWidth(db: Kysely<Database>, userId: number, types: string, fieldName: string, width: number): Promise<void> {
  const now = new Date();
  await db.insertInto('admin_field_style')
    .values({ style: width, type: types, field_name: fieldName, user_id: userId, create_time: now, update_time: now })
    .onConflict((oc) => oc.columns(['user_id', 'type', 'field_name']).doUpdateSet({ style: width, update_time: now }))
    .execute();
}
