// The row shapes and record-making helpers of the business, contract, receivables and plan,
// product and category cases (crmDeals.ts, crmDealsContracts.ts, crmDealsProducts.ts). A case that
// changes data makes its own record here, so the fixture's records keep what the read cases expect.
import { sql } from 'kysely';
import type { TestApp } from '../../support/testApp.ts';
import type { Params } from '../contractCase.ts';
import { type Fixture, uploadText } from '../fixture.ts';
import type { Shape } from '../shape.ts';
import { DAY, newContacts, newCustomer, postJson, uniqueName } from './crmCustomerShared.ts';

export { DAY, newContacts, newCustomer, postJson, uniqueName };

export const XLSX = /spreadsheetml/;

/** Every name the list (contract 6.4) and the detail (7.2) add to the columns. */
const NAMES = { createUserName: 'string', ownerUserName: 'string' };

/** A `getMembers` row (contract 7.2, team members): the owner first, then the members. */
export const MEMBER = { id: 'int', realname: 'string', name: 'string', power: 'string', groupRole: 'string' };

/**
 * `crm_business` columns camelCased (contract 7.6); the label has no seeded custom fields (5.3).
 * 预计成交日期 is a datetime field (5.3, type 13).
 */
export const BUSINESS: Record<string, Shape> = {
  businessId: 'int', typeId: 'int', statusId: 'int', nextTime: 'datetime?', customerId: 'int', dealDate: 'datetime', businessName: 'string',
  money: 'decimal', discountRate: 'decimal', totalPrice: 'decimal', remark: 'string?', createUserId: 'int', ownerUserId: 'int',
  createTime: 'datetime', updateTime: 'datetime', batchId: 'string', roUserId: 'string', rwUserId: 'string', isEnd: 'int',
  statusRemark: 'string?',
};
/** A business list row (contract 6.4): the names, and the stage progress `"<order>/<steps>"`. */
export const BUSINESS_ROW = {
  ...BUSINESS, ...NAMES, fieldBatchId: 'string', customerName: 'string', typeName: 'string', statusName: 'string', progressBar: 'string',
};

/**
 * `crm_contract` columns camelCased (contract 7.7); no seeded custom fields (5.3, label 6). The
 * seeded contracts were approved without a flow (no examine record) and carry no types, payment
 * type or remark. 下单时间 and the contract's start and end are DATE columns (`DAY`).
 */
export const CONTRACT: Record<string, Shape> = {
  contractId: 'int', name: 'string', customerId: 'int', businessId: 'int', checkStatus: 'int', examineRecordId: 'int?',
  orderDate: DAY, createUserId: 'int', ownerUserId: 'int', createTime: 'datetime', updateTime: 'datetime', num: 'string',
  startTime: DAY, endTime: DAY, money: 'decimal', discountRate: 'decimal', totalPrice: 'decimal', types: 'string?',
  paymentType: 'string?', batchId: 'string', roUserId: 'string', rwUserId: 'string', contactsId: 'int', remark: 'string?',
  companyUserId: 'int',
};
/** A contract list row (contract 6.4): the names and the approved receivables' sum. */
export const CONTRACT_ROW = {
  ...CONTRACT, ...NAMES, fieldBatchId: 'string', customerName: 'string', businessName: 'string', contactsName: 'string',
  companyUserName: 'string', receivedMoney: 'decimal', unreceivedMoney: 'decimal',
};

/**
 * `crm_receivables` columns camelCased (contract 7.8) and its seeded custom field 回款方式 (5.3,
 * label 7). The demo seed fills the return_type column, not the custom value: the list's column
 * for it is null (the original's list view joins the value, null when there is none), the detail
 * answers ''.
 */
export const RECEIVABLES: Record<string, Shape> = {
  receivablesId: 'int', number: 'string', planId: 'int', customerId: 'int', contractId: 'int', checkStatus: 'int',
  examineRecordId: 'int?', returnTime: DAY, returnType: 'string', money: 'decimal', remark: 'string?', createUserId: 'int',
  ownerUserId: 'int', createTime: 'datetime', updateTime: 'datetime', remarks: 'string?', batchId: 'string', 回款方式: 'string?',
};
/** A receivables list row (contract 6.4). */
export const RECEIVABLES_ROW = {
  ...RECEIVABLES, ...NAMES, fieldBatchId: 'string', customerName: 'string', contractName: 'string', contractNum: 'string',
  contractMoney: 'decimal', planNum: 'string',
};

/** `crm_product` columns camelCased (contract 7.9) and its seeded custom fields (5.3, label 4). */
export const PRODUCT: Record<string, Shape> = {
  productId: 'int', name: 'string', num: 'string', unit: 'string', price: 'decimal', status: 'int', categoryId: 'int',
  description: 'string', createUserId: 'int', ownerUserId: 'int', createTime: 'datetime', updateTime: 'datetime', batchId: 'string',
  是否上下架: 'string', 单位: 'string',
};
export const PRODUCT_ROW = { ...PRODUCT, ...NAMES, fieldBatchId: 'string', categoryName: 'string' };

let serial = 0;
/** A number no other record has: contract, receivables and product numbers are unique number fields (5.3). */
export const uniqueNumber = () => String(9_100_000_000 + Date.now() % 100_000_000 + (serial += 1));

export async function must<T extends { code: number; msg?: string }>(what: string, answer: Promise<T>): Promise<T> {
  const body = await answer;
  if (body.code !== 0) throw new Error(`case setup: ${what} refused: ${body.msg}`);
  return body;
}

/** The label's custom field objects as field/queryField sends them, with values by name (contract 7.1 `field`). */
export async function customFields(fx: Fixture, t: TestApp, label: number, values: Record<string, string> = {}): Promise<Params[]> {
  const form = await must('field/queryField', t.call('field/queryField', { label }, fx.tokens.admin));
  return (form.data as Params[]).filter((f) => f.fieldType === 0).map((f) => ({ ...f, value: values[f.name as string] ?? '' }));
}

/** A product line of the business and contract saves (contract 7.1 `product`). */
export const productLine = (fx: Fixture) => ({ productId: fx.productId, price: '100', salesPrice: '90', num: '2', discount: '10', subtotal: '180' });

/** A new business of the admin's, of a new customer unless one is given (CrmBusiness/addOrUpdate); its id. */
export async function newBusiness(fx: Fixture, t: TestApp, customerId?: number): Promise<number> {
  const name = uniqueName('商机');
  await must('business create', postJson(t, fx.tokens.admin, 'CrmBusiness/addOrUpdate', {
    entity: { business_name: name, customer_id: customerId ?? await newCustomer(fx, t), type_id: fx.businessTypeId, status_id: 1, money: '1000' },
    field: [], product: [],
  }));
  const row = await t.db.selectFrom('crm_business').select('business_id').where('business_name', '=', name).executeTakeFirstOrThrow();
  return row.business_id;
}

/** A new draft contract (checkStatus 5) of a new customer (CrmContract/saveAndUpdate); its ids. */
export async function newContract(fx: Fixture, t: TestApp): Promise<{ contractId: number; customerId: number }> {
  const customerId = await newCustomer(fx, t);
  const num = uniqueNumber();
  await must('contract draft', postJson(t, fx.tokens.admin, 'CrmContract/saveAndUpdate', {
    entity: { num, name: uniqueName('合同'), customer_id: customerId, money: '1000', checkStatus: 5 }, field: [], product: [],
  }));
  const row = await t.db.selectFrom('crm_contract').select('contract_id').where('num', '=', num).executeTakeFirstOrThrow();
  return { contractId: row.contract_id, customerId };
}

/**
 * A new contract taken as approved (check_status 1, as the seed's are), so receivables may be
 * saved against it (contract 7.8: the form offers approved contracts only).
 */
export async function approvedContract(fx: Fixture, t: TestApp): Promise<{ contractId: number; customerId: number }> {
  const made = await newContract(fx, t);
  await t.db.updateTable('crm_contract').set({ check_status: 1 }).where('contract_id', '=', made.contractId).execute();
  return made;
}

/** A new draft receivable of an approved contract of its own (CrmReceivables/saveOrUpdate); its id. */
export async function newReceivables(fx: Fixture, t: TestApp): Promise<number> {
  const { contractId, customerId } = await approvedContract(fx, t);
  const number = uniqueNumber();
  await must('receivables draft', postJson(t, fx.tokens.admin, 'CrmReceivables/saveOrUpdate', {
    entity: { number, customer_id: customerId, contract_id: contractId, money: '100', return_time: '2030-01-02', checkStatus: 5 },
    field: await customFields(fx, t, 7, { 回款方式: '电汇' }),
  }));
  const row = await t.db.selectFrom('crm_receivables').select('receivables_id').where('number', '=', number).executeTakeFirstOrThrow();
  return row.receivables_id;
}

/** A new plan of a draft contract of its own (Crm/ReceivablesPlan/saveAndUpdate); its id. */
export async function newPlan(fx: Fixture, t: TestApp): Promise<number> {
  const { contractId, customerId } = await newContract(fx, t);
  await must('plan create', postJson(t, fx.tokens.admin, 'Crm/ReceivablesPlan/saveAndUpdate', {
    entity: { customer_id: customerId, contract_id: contractId, money: '500', return_date: '2030-03-01', return_type: '电汇', remind: '3' }, field: [],
  }));
  const row = await t.db.selectFrom('crm_receivables_plan').select('plan_id').where('contract_id', '=', contractId).executeTakeFirstOrThrow();
  return row.plan_id;
}

/** The product save body (CrmProduct/saveAndUpdate): 是否上下架 is a required custom field (5.3). */
export async function productBody(fx: Fixture, t: TestApp, entity: Params = {}) {
  return {
    entity: { name: uniqueName('产品'), category_id: fx.productCategoryId, num: uniqueNumber(), price: '99.5', ...entity },
    field: await customFields(fx, t, 4, { 是否上下架: '上架', 单位: '套' }),
  };
}

/** A new product (CrmProduct/saveAndUpdate); its id. */
export async function newProduct(fx: Fixture, t: TestApp): Promise<number> {
  const body = await productBody(fx, t);
  await must('product create', postJson(t, fx.tokens.admin, 'CrmProduct/saveAndUpdate', body));
  const row = await t.db.selectFrom('crm_product').select('product_id').where('num', '=', body.entity.num).executeTakeFirstOrThrow();
  return row.product_id;
}

/** A new product category under the root (CrmProductCategory/saveAndUpdate); its id. */
export async function newCategory(fx: Fixture, t: TestApp): Promise<number> {
  const name = uniqueName('类别');
  await must('category create', t.call('CrmProductCategory/saveAndUpdate', { name, pid: 0 }, fx.tokens.admin));
  const row = await t.db.selectFrom('crm_product_category').select('category_id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.category_id;
}

/**
 * A follow-up with a file on the record (`<Mod>/addRecord`, contract 7.2), unless it already has
 * this one: getRecord then has a row with its `img`/`file` lists.
 */
export async function ensureDealFollowUp(fx: Fixture, t: TestApp, prefix: 'CrmBusiness' | 'CrmContract', typesId: number): Promise<void> {
  const content = `契约用例的跟进 ${prefix}`;
  const types = prefix === 'CrmBusiness' ? 'crm_business' : 'crm_contract';
  const found = await t.db.selectFrom('admin_record').select('record_id')
    .where('types', '=', types).where('types_id', '=', typesId).where('content', '=', content).executeTakeFirst();
  if (found) return;
  const { batchId } = await uploadText(t, fx.tokens.admin, 'followup.txt', '跟进附件');
  await must(`${prefix}/addRecord`, t.call(`${prefix}/addRecord`, {
    typesId, content, category: '打电话', nextTime: '2030-01-02 10:00:00', batchId,
  }, fx.tokens.admin));
}

/**
 * The keys no seeded menu grants (contract 3.3, 17: the product delete; the business, contract and
 * receivables exports are seeded since issue 17 item 8, so those rows are already there): our
 * server refuses them to everyone as the original did (docs/server.md "Permissions"). An
 * installation that adds the menu rows grants them; the cases of those calls add them (the super
 * admin holds every menu), to check what the call answers.
 */
export async function grantUnseededKeys(t: TestApp): Promise<void> {
  const wanted: [number, string, string][] = [[12, '导出', 'excelexport'], [13, '导出', 'excelexport'], [14, '导出', 'excelexport'], [15, '删除', 'delete']];
  for (const [parentId, name, realm] of wanted) {
    await sql`insert into admin_menu (parent_id, menu_name, realm, menu_type, sort, remarks)
      select ${parentId}, ${name}, ${realm}, 3, 1, null
      where not exists (select 1 from admin_menu where parent_id = ${parentId} and realm = ${realm})`.execute(t.db);
  }
}
