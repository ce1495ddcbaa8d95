/**
 * The four modules with an Excel import (contract 3.4 `crm.<realm>.excelimport`, 7.2): their record
 * module, the field whose value finds a duplicate (field/getCheckingField) and the save hooks their
 * form save uses, so that an imported row goes through exactly what 保存 does.
 */
import { contactsSaveHooks } from '../contacts/contactsSave.ts';
import { productSaveHooks } from '../product/productEndpoints.ts';
import { RECORD_MODULES, type RecordModule } from '../../records/recordModules.ts';
import type { SaveHooks } from '../../records/savePipeline.ts';

export type ImportModuleKey = 'leads' | 'customer' | 'contacts' | 'product';

export interface ImportModule {
  key: ImportModuleKey;
  record: RecordModule;
  /** The label of the duplicate-check field, as field/getCheckingField answers it. */
  checkField: string;
  /** Its column: a row whose value is already there is a duplicate (覆盖 / 跳过). */
  checkColumn: string;
  /** The hooks of the module's form save (customer and leads have none). */
  hooks: SaveHooks;
}

export const IMPORT_MODULES: Readonly<Record<ImportModuleKey, ImportModule>> = {
  leads: { key: 'leads', record: RECORD_MODULES.leads, checkField: '线索名称', checkColumn: 'leads_name', hooks: {} },
  customer: { key: 'customer', record: RECORD_MODULES.customer, checkField: '客户名称', checkColumn: 'customer_name', hooks: {} },
  contacts: { key: 'contacts', record: RECORD_MODULES.contacts, checkField: '姓名', checkColumn: 'name', hooks: contactsSaveHooks },
  product: { key: 'product', record: RECORD_MODULES.product, checkField: '产品名称', checkColumn: 'name', hooks: productSaveHooks },
};

export function importModuleOfType(type: number): ImportModule | undefined {
  return Object.values(IMPORT_MODULES).find((m) => m.record.type === type);
}

/** `客户导入模板(*)为必填项`: the template's first row, as in the original. */
export function templateTitle(module: ImportModule): string {
  return `${module.record.title}导入模板(*)为必填项`;
}
