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

/** How a form type becomes template columns. */
type ColumnKind =
  /** A spreadsheet cannot carry it: attachments, the product grid, business stages, detail items, plans. */
  | { kind: 'leftOut' }
  /** The customer's 地区定位: 所在地区 (`省,市,区`) and 详细地址, two things to a person typing a row. */
  | { kind: 'address' }
  /** One column; `offers` a drop-down of the field's options or of the product categories. */
  | { kind: 'typed'; hint: string; offers?: 'options' | 'categories' };

const typed = (hint: string, offers?: 'options' | 'categories'): ColumnKind => ({ kind: 'typed', hint, ...(offers ? { offers } : {}) });
const LEFT_OUT: ColumnKind = { kind: 'leftOut' };

/** Every form type says what its column is (an import fact, so it lives here, not in the engine). */
const COLUMN_KINDS: Readonly<Record<FormType, ColumnKind>> = {
  text: typed(''),
  textarea: typed(''),
  mobile: typed(''),
  email: typed(''),
  number: typed('数字'),
  floatnumber: typed('数字'),
  select: typed('', 'options'),
  checkbox: typed('可填多个选项，用逗号分隔'),
  date: typed('日期，如 2024-01-31'),
  datetime: typed('日期时间，如 2024-01-31 09:30'),
  user: typed('员工姓名，多个用逗号分隔'),
  structure: typed('部门名称，多个用逗号分隔'),
  customer: typed('已有客户的客户名称'),
  business: typed('已有商机的商机名称'),
  contacts: typed('已有联系人的姓名'),
  contract: typed('已有合同的合同编号'),
  category: typed('产品类型名称', 'categories'),
  map_address: { kind: 'address' },
  file: LEFT_OUT,
  product: LEFT_OUT,
  business_type: LEFT_OUT,
  business_status: LEFT_OUT,
  examine_cause: LEFT_OUT,
  business_cause: LEFT_OUT,
  receivables_plan: LEFT_OUT,
  color: LEFT_OUT, // fixed office forms only, never a CRM column
};

function settingList(setting: unknown): string[] {
  if (Array.isArray(setting)) return setting.map(String).filter((o) => o !== '');
  return typeof setting === 'string' ? setting.split(',').map((o) => o.trim()).filter((o) => o !== '') : [];
}

export async function importColumns(db: Kysely<Database>, module: ImportModule): Promise<ImportColumn[]> {
  const fields = await crmFormFields(db, module.record.label);
  const offersCategories = (kind: ColumnKind) => kind.kind === 'typed' && kind.offers === 'categories';
  const categories = fields.some((f) => offersCategories(COLUMN_KINDS[f.formType]))
    ? (await db.selectFrom('crm_product_category').select('name').orderBy('category_id').execute()).map((c) => c.name)
    : [];
  const columns: ImportColumn[] = [];
  for (const field of fields) {
    const kind = COLUMN_KINDS[field.formType];
    if (kind.kind === 'leftOut') continue;
    const required = field.isNull === 1 || field.isNull === true;
    if (kind.kind === 'address') {
      columns.push({ name: '所在地区', required, addressPart: 'address', options: [], hint: '省,市,区，如 北京市,北京市,朝阳区' });
      columns.push({ name: '详细地址', required: false, addressPart: 'detailAddress', options: [], hint: '' });
      continue;
    }
    const options = kind.offers === 'options' ? settingList(field.setting) : kind.offers === 'categories' ? categories : [];
    const hint = [kind.hint, typeof field.inputTips === 'string' ? field.inputTips : ''].filter(Boolean).join('；');
    columns.push({ name: field.name, required, field, options, hint });
  }
  return columns;
}

/** `客户名称(*)`, `客户名称（*）`, ` 客户名称 ` → `客户名称`: how a header cell names its column. */
export function headerName(text: string): string {
  return text.replace(/\s+/g, '').replace(/[(（]\*[)）]$/, '').replace(/\*$/, '');
}
