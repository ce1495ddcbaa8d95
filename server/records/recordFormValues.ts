/**
 * One record as the field endpoints read it (field/queryField edit mode, contract 5.4): columns,
 * custom values, and the pre-shaped values of relation and pseudo fields by fieldName
 * (`customer_id: [{customerId, customerName}]`, the business stage ids, the product grid, the
 * product's category path), and the module's own (records/recordParts.ts: the customer's
 * map_address). Refuses a record the user may not read.
 */
import type { Kysely } from 'kysely';
import type { CustomValues, Database } from '../db/schema.ts';
import { categoryPath } from '../crm/product/productCategories.ts';
import { productLines } from './productLineQueries.ts';
import { accessibleRecord } from './recordAccess.ts';
import { RECORD_MODULES, type RecordModule, type RecordModuleKey } from './recordModules.ts';
import { partsOf } from './recordParts.ts';
import { nameOf } from './relations.ts';

export interface RecordFormValues { columns: Record<string, unknown>; custom: CustomValues; pseudo: Record<string, unknown> }

async function picked(db: Kysely<Database>, key: 'customer' | 'business' | 'contacts' | 'contract', id: unknown, nameKey: string) {
  if (id === null || id === undefined) return [];
  const module = RECORD_MODULES[key];
  // A contract is picked by its number (合同编号), the others by their name.
  return [{ [module.idKey]: id, [nameKey]: await nameOf(db, module, id, key === 'contract' ? 'num' : module.nameColumn) }];
}

export async function recordFormValues(db: Kysely<Database>, userId: number, key: RecordModuleKey, id: number, of: RecordModule = RECORD_MODULES[key]): Promise<RecordFormValues> {
  const module = of;
  const row = await accessibleRecord(db, userId, module, id, 'read');
  const pseudo: Record<string, unknown> = {};
  // customer_id is a form field naming the record's customer, except as the customer's own id and
  // on a lead (the customer it became, no field of its form).
  if ('customer_id' in row && module.idColumn !== 'customer_id' && key !== 'leads') pseudo.customer_id = await picked(db, 'customer', row.customer_id, 'customerName');
  if (key === 'contract') {
    pseudo.business_id = await picked(db, 'business', row.business_id, 'businessName');
    pseudo.contacts_id = await picked(db, 'contacts', row.contacts_id, 'name');
  }
  if (key === 'receivables' || key === 'receivablesPlan') {
    pseudo.contract_id = await picked(db, 'contract', row.contract_id, key === 'receivables' ? 'contractNum' : 'num');
  }
  if (key === 'receivables' && row.plan_id !== null) {
    pseudo.plan_id = [{ planId: row.plan_id, num: await nameOf(db, RECORD_MODULES.receivablesPlan, row.plan_id) }];
  }
  if (key === 'product') pseudo.category_id = (await categoryPath(db, row.category_id as number | null)).map((c) => c.category_id);
  if (key === 'business' || key === 'contract') {
    pseudo.product = {
      discountRate: row.discount_rate ?? '0.00', totalPrice: row.total_price ?? '0.00',
      product: await productLines(db, key, id, { pageType: 0 }),
    };
  }
  if (key === 'business') {
    pseudo.type_id = row.type_id;
    pseudo.status_id = row.status_id;
  }
  Object.assign(pseudo, partsOf(module).formValues?.(row));
  return { columns: row, custom: row.custom ?? {}, pseudo };
}
