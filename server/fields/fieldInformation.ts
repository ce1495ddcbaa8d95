/**
 * field/information (contract 5.5): the detail page's "基本信息" block. Fixed fields from a
 * whitelist of columns first, then every custom field, then the module's extra rows. Each element
 * is the designer row without fieldType/fieldName/setting/type, plus `value`.
 */
import type { Kysely } from 'kysely';
import { mapAddressOf, readableCustomer } from '../crm/customerFormRecord.ts';
import { INFORMATION_COLUMNS, informationExtras, informationRecord } from '../records/recordInformation.ts';
import { recordModuleOf, type RecordModuleKey } from '../records/recordModules.ts';
import { descriptorOfLabel } from '../modules/descriptors.ts';
import type { AdminField, Database } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { LABEL } from './fieldLabels.ts';
import { designerRow, formTypeOf, loadFieldRows } from './fieldRows.ts';
import { presentValue } from './fieldValues.ts';

/** The columns each module shows (contract 5.5); the detail header shows the rest. */
const CUSTOMER_COLUMNS = ['customer_name', 'next_time', 'website', 'remark', 'telephone', 'mobile'];

function informationRow(row: AdminField, value: unknown): Record<string, unknown> {
  const { fieldType: _fieldType, fieldName: _fieldName, setting: _setting, type: _type, ...rest } = designerRow(row);
  return { ...rest, value };
}

const MODULE_OF_LABEL: Readonly<Record<number, RecordModuleKey>> = {
  [LABEL.leads]: 'leads', [LABEL.contacts]: 'contacts', [LABEL.product]: 'product', [LABEL.business]: 'business',
  [LABEL.contract]: 'contract', [LABEL.receivables]: 'receivables',
};

export async function fieldInformation(db: Kysely<Database>, userId: number, types: number, id: number): Promise<unknown[]> {
  if (types === LABEL.customer) return customerInformation(db, userId, id);
  const key = MODULE_OF_LABEL[types];
  // A module beyond the CRM's shows its form's fixed fields (its descriptor's formColumns).
  const descriptor = key ? undefined : descriptorOfLabel(types);
  if (!key && !descriptor?.lists) throw new BusinessError('该模块暂不支持');
  const module = descriptor ? recordModuleOf(descriptor) : undefined;
  const record = await informationRecord(db, userId, key ?? module!.key, id, module);
  const columns = key ? INFORMATION_COLUMNS[key]! : descriptor!.record.formColumns;
  const rows = await loadFieldRows(db, types);
  const fixed = rows.filter((row) => row.field_type === 1 && columns.includes(row.field_name));
  const out: Record<string, unknown>[] = [];
  for (const row of fixed) {
    const stored = record[row.field_name];
    // The original pre-formats contract and receivables dates as yyyy-MM-dd: our date columns already are.
    out.push(informationRow(row, await presentValue(db, formTypeOf(row), stored, 'information')));
  }
  for (const row of rows.filter((r) => r.field_type !== 1)) {
    out.push(informationRow(row, await presentValue(db, formTypeOf(row), record.custom?.[String(row.field_id)], 'information')));
  }
  return [...out, ...(key ? await informationExtras(db, key, record) : [])];
}

async function customerInformation(db: Kysely<Database>, userId: number, id: number): Promise<unknown[]> {
  const customer = await readableCustomer(db, userId, id);
  const rows = await loadFieldRows(db, LABEL.customer);
  const fixed = rows.filter((row) => row.field_type === 1 && CUSTOMER_COLUMNS.includes(row.field_name));
  const custom = rows.filter((row) => row.field_type !== 1);
  const columns = customer as unknown as Record<string, unknown>;
  const out: Record<string, unknown>[] = [];
  for (const row of fixed) out.push(informationRow(row, await presentValue(db, formTypeOf(row), columns[row.field_name], 'information')));
  for (const row of custom) {
    out.push(informationRow(row, await presentValue(db, formTypeOf(row), customer.custom[String(row.field_id)], 'information')));
  }
  out.push({ name: '成交状态', value: customer.deal_status === 1 ? '已成交' : '未成交', formType: 'deal_status' });
  out.push({ name: '地区定位', value: mapAddressOf(customer), formType: 'map_address' });
  return out;
}
