/**
 * The columns of a module's import template, from its current form fields (the definitions
 * field/queryField sends and the save validates): system and custom fields in form order, the
 * required ones marked `(*)`. Fields a spreadsheet cannot carry are left out: attachments, the
 * product grid, business stages. The customer's 地区定位 becomes two columns, 所在地区
 * (`省,市,区`) and 详细地址, because it is two things to a person typing a row.
 */
import type { Kysely } from 'kysely';
import type { FormType } from '../../../engine/fields/index.ts';
import type { Database } from '../../db/schema.ts';
import { crmFormFields, type FormField } from '../../fields/formDefinitions.ts';
import type { ImportModule } from './importModules.ts';

export interface ImportColumn {
  /** The header without the `(*)` mark. */
  name: string;
  required: boolean;
  /** The form field the column fills; the map address parts name their entity key instead. */
  field?: FormField;
  addressPart?: 'address' | 'detailAddress';
  /** Allowed values offered as a drop-down (select options, product categories). */
  options: string[];
  /** What the header's note tells the person filling the row. */
  hint: string;
}

const LEFT_OUT: ReadonlySet<FormType> = new Set(['file', 'product', 'business_type', 'business_status', 'examine_cause', 'business_cause', 'receivables_plan']);

function hintOf(formType: FormType): string {
  switch (formType) {
    case 'checkbox': return '可填多个选项，用逗号分隔';
    case 'date': return '日期，如 2024-01-31';
    case 'datetime': return '日期时间，如 2024-01-31 09:30';
    case 'user': return '员工姓名，多个用逗号分隔';
    case 'structure': return '部门名称，多个用逗号分隔';
    case 'customer': return '已有客户的客户名称';
    case 'business': return '已有商机的商机名称';
    case 'contacts': return '已有联系人的姓名';
    case 'contract': return '已有合同的合同编号';
    case 'category': return '产品类型名称';
    case 'number': case 'floatnumber': return '数字';
    default: return '';
  }
}

function settingList(setting: unknown): string[] {
  if (Array.isArray(setting)) return setting.map(String).filter((o) => o !== '');
  return typeof setting === 'string' ? setting.split(',').map((o) => o.trim()).filter((o) => o !== '') : [];
}

export async function importColumns(db: Kysely<Database>, module: ImportModule): Promise<ImportColumn[]> {
  const fields = await crmFormFields(db, module.record.label);
  const categories = fields.some((f) => f.formType === 'category')
    ? (await db.selectFrom('crm_product_category').select('name').orderBy('category_id').execute()).map((c) => c.name)
    : [];
  const columns: ImportColumn[] = [];
  for (const field of fields) {
    if (LEFT_OUT.has(field.formType)) continue;
    const required = field.isNull === 1 || field.isNull === true;
    if (field.formType === 'map_address') {
      columns.push({ name: '所在地区', required, addressPart: 'address', options: [], hint: '省,市,区，如 北京市,北京市,朝阳区' });
      columns.push({ name: '详细地址', required: false, addressPart: 'detailAddress', options: [], hint: '' });
      continue;
    }
    const options = field.formType === 'select' ? settingList(field.setting) : field.formType === 'category' ? categories : [];
    const hint = [hintOf(field.formType), typeof field.inputTips === 'string' ? field.inputTips : ''].filter(Boolean).join('；');
    columns.push({ name: field.name, required, field, options, hint });
  }
  return columns;
}

/** `客户名称(*)`, `客户名称（*）`, ` 客户名称 ` → `客户名称`: how a header cell names its column. */
export function headerName(text: string): string {
  return text.replace(/\s+/g, '').replace(/[(（]\*[)）]$/, '').replace(/\*$/, '');
}
