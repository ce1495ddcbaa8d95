/**
 * The CRM record modules (contract 6.1, 7.1-7.9) described once, so that the list engine, the save
 * pipeline, detail reads, team members, transfers and exports all agree on a module's table, id
 * keys, permission realm, keyword columns and call prefix. Adding a module means adding an entry
 * here (and its table), not a new copy of the list or save code.
 *
 * The pool (type 9) is not a module of its own: it is the customer table with `owner_user_id IS NULL`.
 */
export type CrmModuleKey = 'leads' | 'customer' | 'contacts' | 'product' | 'business' | 'contract' | 'receivables';

export interface CrmModule {
  key: CrmModuleKey;
  /** Module code = admin_field label = queryPageList `type` (contract 6.1). */
  type: number;
  /** Chinese name used in messages: `该${title}不存在或已被删除`. */
  title: string;
  /** Call prefix: `${prefix}/queryPageList`. */
  prefix: string;
  /** Permission realm under crm: `crm.${realm}.index`. */
  realm: string;
  table: string;
  /** Primary key column and its camelCase request key (`customerId`), and the csv key of batch calls. */
  idColumn: string;
  idKey: string;
  idsKey: string;
  /** The column holding the record's display name. */
  nameColumn: string;
  /** Columns searched by the keyword (`search`, LIKE %s%), contract 6.2. */
  searchColumns: readonly string[];
  /** Save call (7.1): addOrUpdate, saveAndUpdate or saveOrUpdate. */
  savePath: string;
  /** ro_user_id / rw_user_id team columns (customer, business, contract). */
  hasTeam: boolean;
  /** The data scope applies to lists and records (contract 6.3: all but product). */
  scoped: boolean;
  /** follow-up `types` value of admin_record (contract 7.10). */
  recordTypes: string;
}

export const CRM_MODULES: Readonly<Record<CrmModuleKey, CrmModule>> = {
  leads: {
    key: 'leads', type: 1, title: '线索', prefix: 'CrmLeads', realm: 'leads', table: 'crm_leads',
    idColumn: 'leads_id', idKey: 'leadsId', idsKey: 'leadsIds', nameColumn: 'leads_name',
    searchColumns: ['leads_name', 'telephone', 'mobile'], savePath: 'CrmLeads/addOrUpdate', hasTeam: false, scoped: true,
    recordTypes: 'crm_leads',
  },
  customer: {
    key: 'customer', type: 2, title: '客户', prefix: 'CrmCustomer', realm: 'customer', table: 'crm_customer',
    idColumn: 'customer_id', idKey: 'customerId', idsKey: 'customerIds', nameColumn: 'customer_name',
    searchColumns: ['customer_name', 'telephone', 'mobile'], savePath: 'CrmCustomer/addOrUpdate', hasTeam: true, scoped: true,
    recordTypes: 'crm_customer',
  },
  contacts: {
    key: 'contacts', type: 3, title: '联系人', prefix: 'CrmContacts', realm: 'contacts', table: 'crm_contacts',
    idColumn: 'contacts_id', idKey: 'contactsId', idsKey: 'contactsIds', nameColumn: 'name',
    searchColumns: ['name', 'telephone', 'mobile'], savePath: 'CrmContacts/addOrUpdate', hasTeam: false, scoped: true,
    recordTypes: 'crm_contacts',
  },
  product: {
    key: 'product', type: 4, title: '产品', prefix: 'CrmProduct', realm: 'product', table: 'crm_product',
    idColumn: 'product_id', idKey: 'productId', idsKey: 'productIds', nameColumn: 'name',
    searchColumns: ['name'], savePath: 'CrmProduct/saveAndUpdate', hasTeam: false, scoped: false,
    recordTypes: 'crm_product',
  },
  business: {
    key: 'business', type: 5, title: '商机', prefix: 'CrmBusiness', realm: 'business', table: 'crm_business',
    idColumn: 'business_id', idKey: 'businessId', idsKey: 'businessIds', nameColumn: 'business_name',
    searchColumns: ['business_name'], savePath: 'CrmBusiness/addOrUpdate', hasTeam: true, scoped: true,
    recordTypes: 'crm_business',
  },
  contract: {
    key: 'contract', type: 6, title: '合同', prefix: 'CrmContract', realm: 'contract', table: 'crm_contract',
    idColumn: 'contract_id', idKey: 'contractId', idsKey: 'contractIds', nameColumn: 'name',
    searchColumns: ['name'], savePath: 'CrmContract/saveAndUpdate', hasTeam: true, scoped: true,
    recordTypes: 'crm_contract',
  },
  receivables: {
    key: 'receivables', type: 7, title: '回款', prefix: 'CrmReceivables', realm: 'receivables', table: 'crm_receivables',
    idColumn: 'receivables_id', idKey: 'receivablesId', idsKey: 'receivablesIds', nameColumn: 'number',
    searchColumns: ['number'], savePath: 'CrmReceivables/saveOrUpdate', hasTeam: false, scoped: true,
    recordTypes: 'crm_receivables',
  },
};

export const POOL_TYPE = 9;

export function crmModuleOfType(type: number): CrmModule | undefined {
  return Object.values(CRM_MODULES).find((m) => m.type === type);
}
