/**
 * The module extras of field/information (contract 5.5): the whitelisted columns (the modules
 * not listed show their descriptor's formColumns), the relation rows, and the module's own rows
 * (records/recordParts.ts: the customer's 成交状态 and 地区定位).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { accessibleRecord } from './recordAccess.ts';
import { realnamesOf } from './recordDetail.ts';
import { RECORD_MODULES, type RecordModule, type RecordModuleKey } from './recordModules.ts';
import { partsOf } from './recordParts.ts';
import type { RecordRow } from './recordStore.ts';
import { nameOf } from './relations.ts';
import { categoryPath } from '../crm/product/productCategories.ts';

export const INFORMATION_COLUMNS: Partial<Record<RecordModuleKey, readonly string[]>> = {
  leads: ['leads_name', 'mobile', 'address', 'telephone', 'next_time', 'remark'],
  contacts: ['name', 'telephone', 'mobile', 'email', 'post', 'address', 'next_time', 'remark'],
  business: ['business_name', 'deal_date', 'money', 'remark'],
  contract: ['num', 'name', 'order_date', 'money', 'start_time', 'end_time', 'remark'],
  receivables: ['number', 'return_time', 'money', 'plan_id', 'remark'],
  product: ['name', 'num', 'price', 'description'],
};

export async function informationRecord(db: Kysely<Database>, userId: number, key: RecordModuleKey, id: number, of: RecordModule = RECORD_MODULES[key]): Promise<RecordRow> {
  return accessibleRecord(db, userId, of, id, 'read');
}

const customer = async (db: Kysely<Database>, row: RecordRow) => ({
  name: '客户名称', value: { customerId: row.customer_id, customerName: await nameOf(db, RECORD_MODULES.customer, row.customer_id) }, formType: 'customer',
});

/** The rows after the custom fields: the relation rows, then the module's own. */
export async function informationExtras(db: Kysely<Database>, key: RecordModuleKey, row: RecordRow): Promise<Record<string, unknown>[]> {
  return [...(await relationRows(db, key, row)), ...((await partsOf({ key }).information?.(db, row)) ?? [])];
}

async function relationRows(db: Kysely<Database>, key: RecordModuleKey, row: RecordRow): Promise<Record<string, unknown>[]> {
  switch (key) {
    case 'contacts':
      return [await customer(db, row)];
    case 'business': {
      const status = row.status_id === null ? undefined
        : await db.selectFrom('crm_business_status').select('name').where('status_id', '=', row.status_id as number).executeTakeFirst();
      const type = row.type_id === null ? undefined
        : await db.selectFrom('crm_business_type').select('name').where('type_id', '=', row.type_id as number).executeTakeFirst();
      return [
        { name: '商机阶段', value: { statusId: row.status_id, statusName: status?.name ?? null }, formType: 'statusName' },
        { name: '商机状态组', value: { typeId: row.type_id, typeName: type?.name ?? null }, formType: 'typeName' },
        await customer(db, row),
      ];
    }
    case 'contract': {
      const users = await realnamesOf(db, [row.company_user_id as number | null]);
      const img = row.company_user_id === null ? null
        : (await db.selectFrom('admin_user').select('img').where('user_id', '=', row.company_user_id as number).executeTakeFirst())?.img ?? null;
      return [
        { name: '商机名称', value: { businessId: row.business_id, businessName: await nameOf(db, RECORD_MODULES.business, row.business_id) }, formType: 'business' },
        { name: '客户签约人', value: { contactsId: row.contacts_id, contactsName: await nameOf(db, RECORD_MODULES.contacts, row.contacts_id) }, formType: 'contacts' },
        {
          name: '公司签约人', formType: 'user',
          value: row.company_user_id === null ? [] : [{ userId: row.company_user_id, realname: users.get(row.company_user_id as number) ?? null, img }],
        },
        await customer(db, row),
      ];
    }
    case 'receivables':
      return [
        // `contactId` (sic) holds the contract id in the original (contract 5.5).
        { name: '合同编号', value: { contactId: row.contract_id, contractNum: await nameOf(db, RECORD_MODULES.contract, row.contract_id, 'num') }, formType: 'contract' },
        await customer(db, row),
      ];
    case 'product': {
      const path = await categoryPath(db, row.category_id as number | null);
      return [{ name: '产品类型', value: { categoryId: row.category_id, categoryName: path.at(-1)?.name ?? null }, formType: 'category' }];
    }
    default:
      return [];
  }
}
