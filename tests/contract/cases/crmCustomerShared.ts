// The row shapes and record-making helpers of the leads, customer, pool, contacts and follow-up
// cases (crmCustomer.ts, crmCustomerLeadsContacts.ts). A case that changes data makes its own
// record here, so the fixture's records keep what the read cases expect.
import type { TestApp } from '../../support/testApp.ts';
import type { Params } from '../contractCase.ts';
import { type Fixture, uploadText } from '../fixture.ts';
import type { Shape } from '../shape.ts';

/**
 * A MySQL DATE column (contract start/end, plan return dates, receivables return time). Contract
 * 1.3 rule 3 believes JFinal wrote `yyyy-MM-dd HH:mm:ss` but marks it (unverified) and notes that
 * some services pre-format `yyyy-MM-dd`; we answer `yyyy-MM-dd`, always (docs/server.md,
 * "Database conventions" and the deviations), and hold to it here.
 */
export const DAY = 'date';

/** A file of a batch (contract 14.1 `file/queryByBatchId`), in `img` / `file` of a follow-up. */
export const FILE: Shape = {
  fileId: 'int', name: 'string', size: 'string', createUserId: 'int', createUserName: 'string', createTime: 'datetime',
  filePath: 'string', fileType: 'string', batchId: 'string',
};

/** Every name the list (contract 6.4) and the detail (7.2) add to the columns. */
const NAMES = { createUserName: 'string', ownerUserName: 'string' };

/** `crm_leads` columns camelCased (contract 7.3) and its seeded custom fields (5.3, label 1). */
export const LEADS: Record<string, Shape> = {
  leadsId: 'int', isTransform: 'int', followup: 'int', leadsName: 'string', customerId: 'int?', nextTime: 'datetime?',
  telephone: 'string?', mobile: 'string?', address: 'string?', remark: 'string?', createUserId: 'int', ownerUserId: 'int',
  createTime: 'datetime', updateTime: 'datetime', batchId: 'string', lastContent: 'string?',
  线索来源: 'string?', 客户行业: 'string?', 客户级别: 'string?',
};
export const LEADS_ROW = { ...LEADS, ...NAMES, fieldBatchId: 'string' };

/** `crm_customer` columns camelCased (contract 7.4) and its seeded custom fields (5.3, label 2). */
export const CUSTOMER: Record<string, Shape> = {
  customerId: 'int', customerName: 'string', followup: 'int', isLock: 'int', nextTime: 'datetime?', dealStatus: 'int',
  mobile: 'string?', telephone: 'string?', website: 'string?', remark: 'string?', createUserId: 'int', ownerUserId: 'int',
  roUserId: 'string', rwUserId: 'string', address: 'string?', location: 'string?', detailAddress: 'string?', lng: 'string?',
  lat: 'string?', createTime: 'datetime', updateTime: 'datetime', batchId: 'string', lastContent: 'string?',
  客户来源: 'string?', 客户行业: 'string?', 客户级别: 'string?',
};
/**
 * A customer list row (contract 6.4): `businessCount`, and `poolDay` while the pool rule is on (it
 * is in the seed): days left before the auto-pool, `''` for a dealt customer.
 */
export const CUSTOMER_ROW = { ...CUSTOMER, ...NAMES, fieldBatchId: 'string', businessCount: 'int', poolDay: 'int|string' };
/** A pool row (contract 6.4, type 9): the plain columns, nobody owns it. */
export const POOL_ROW = { ...CUSTOMER, ownerUserId: 'null', createUserName: 'string', ownerUserName: 'string?', fieldBatchId: 'string' };

/** `crm_contacts` columns camelCased (contract 7.5) and its seeded custom fields (5.3, label 3). */
export const CONTACTS: Record<string, Shape> = {
  contactsId: 'int', name: 'string', nextTime: 'datetime?', mobile: 'string?', telephone: 'string?', email: 'string?', post: 'string?',
  customerId: 'int', address: 'string?', remark: 'string?', createUserId: 'int', ownerUserId: 'int', createTime: 'datetime',
  updateTime: 'datetime', batchId: 'string', 是否关键决策人: 'string?', 性别: 'string?',
};
export const CONTACTS_ROW = { ...CONTACTS, ...NAMES, customerName: 'string', fieldBatchId: 'string' };

/** A follow-up of `<Mod>/getRecord` (contract 7.2), the leads/contract variant. */
export const FOLLOW_UP: Record<string, Shape> = {
  recordId: 'int', userImg: 'string?', realname: 'string', createTime: 'datetime', content: 'string', category: 'string',
  nextTime: 'datetime?', batchId: 'string?', img: [FILE], file: [FILE],
};
/** The customer (and contacts, business) variant: the linked business and contacts. */
export const FOLLOW_UP_LINKED: Record<string, Shape> = {
  ...FOLLOW_UP, businessIds: 'string?', contactsIds: 'string?',
  businessList: [{ businessId: 'int', businessName: 'string' }], contactsList: [{ contactsId: 'int', name: 'string' }],
};

let serial = 0;
/** A name no other record has (customer and lead names are unique fields). */
export const uniqueName = (what: string) => `契约${what}${Date.now().toString(36)}${(serial += 1)}`;

/** A JSON call (the saves, contract 7.1), as the runner sends JSON-bodied calls. */
export async function postJson(t: TestApp, token: string, url: string, body: unknown): Promise<{ code: number; msg?: string; data?: any }> {
  const response = await t.app.inject({
    method: 'POST', url: `/api/${url}`, headers: { 'admin-token': token, 'content-type': 'application/json' }, payload: JSON.stringify(body),
  });
  return response.json();
}

async function must<T extends { code: number; msg?: string }>(what: string, answer: Promise<T>): Promise<T> {
  const body = await answer;
  if (body.code !== 0) throw new Error(`case setup: ${what} refused: ${body.msg}`);
  return body;
}

/** A new customer of the admin's (CrmCustomer/addOrUpdate); its id. */
export async function newCustomer(fx: Fixture, t: TestApp, entity: Params = {}): Promise<number> {
  const body = await must('customer create', postJson(t, fx.tokens.admin, 'CrmCustomer/addOrUpdate', {
    entity: { customer_name: uniqueName('客户'), ...entity }, field: [],
  }));
  return body.data.customerId as number;
}

/** A new customer put into the public pool (CrmCustomer/updateCustomerByIds); its id. */
export async function newPoolCustomer(fx: Fixture, t: TestApp): Promise<number> {
  const customerId = await newCustomer(fx, t);
  await must('put in pool', t.call('CrmCustomer/updateCustomerByIds', { ids: String(customerId) }, fx.tokens.admin));
  return customerId;
}

/** A new lead of the admin's (CrmLeads/addOrUpdate); its id. */
export async function newLeads(fx: Fixture, t: TestApp): Promise<number> {
  const name = uniqueName('线索');
  await must('leads create', postJson(t, fx.tokens.admin, 'CrmLeads/addOrUpdate', { entity: { leads_name: name, mobile: '13800000000' }, field: [] }));
  const row = await t.db.selectFrom('crm_leads').select('leads_id').where('leads_name', '=', name).executeTakeFirstOrThrow();
  return row.leads_id;
}

/** A new contact of a new customer (CrmContacts/addOrUpdate); its id. */
export async function newContacts(fx: Fixture, t: TestApp, customerId?: number): Promise<number> {
  const name = uniqueName('联系人');
  await must('contacts create', postJson(t, fx.tokens.admin, 'CrmContacts/addOrUpdate', {
    entity: { name, customer_id: customerId ?? await newCustomer(fx, t) }, field: [],
  }));
  const row = await t.db.selectFrom('crm_contacts').select('contacts_id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.contacts_id;
}

/** A follow-up with a file (`<Mod>/addRecord`, contract 7.2) unless the record already has one with this content. */
export async function ensureFollowUp(
  fx: Fixture, t: TestApp, prefix: 'CrmLeads' | 'CrmCustomer' | 'CrmContacts', types: string, typesId: number, extra: Params = {},
): Promise<void> {
  const content = `契约用例的跟进 ${prefix}`;
  const found = await t.db.selectFrom('admin_record').select('record_id')
    .where('types', '=', types).where('types_id', '=', typesId).where('content', '=', content).executeTakeFirst();
  if (found) return;
  const { batchId } = await uploadText(t, fx.tokens.admin, 'followup.txt', '跟进附件');
  await must(`${prefix}/addRecord`, t.call(`${prefix}/addRecord`, {
    typesId, content, category: '打电话', nextTime: '2030-01-02 10:00:00', batchId, ...extra,
  }, fx.tokens.admin));
}
