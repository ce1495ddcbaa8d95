// What the record drawer shows per module, as data: the name field, the header's key facts, the
// actions (each with the auth-tree key that allows it and the record states it fits), the tabs and
// the related lists behind them. RecordDetail assembles itself from this; nothing module-specific
// lives in the components. Tab lists may be overridden by `detailTabs` in
// schemas/pages/crm/<module>.json (see detailTabs.ts).
import type { CrmType } from '../../fields/index.ts';
import type { DetailCrmType } from '../../../server-adapter/crmDetail.ts';

export type TabId = 'info' | 'followup' | 'contacts' | 'business' | 'contract' | 'receivables' | 'products' | 'team' | 'files' | 'log';

export type ActionId = 'edit' | 'transfer' | 'lock' | 'unlock' | 'putinpool' | 'receive' | 'dealStatus' | 'discard' | 'transform' | 'shelve' | 'unshelve' | 'delete';

/** How a value is shown: money with separators, the status codes as their names, a date as it is. */
export type ValueFormat = 'text' | 'money' | 'dealStatus' | 'checkStatus' | 'isEnd' | 'bool' | 'percent' | 'lock';

export interface FactDef {
  /** i18n key under `detail.fact.` */
  label: string;
  /** Keys of the queryById row, the first present one wins. */
  fields: readonly string[];
  format?: ValueFormat;
}

export interface ActionDef {
  id: ActionId;
  /** Dotted auth-tree path (server-contract 3.3), `crm.<module>.<key>`. */
  auth: string;
  /** The record states it fits (a locked customer offers 解锁, not 锁定). Absent: always. */
  when?: (record: Readonly<Record<string, unknown>>) => boolean;
  /** Shown in red and behind a confirmation. */
  danger?: boolean;
}

export interface ColumnDef {
  field: string;
  /** i18n key under `detail.col.` */
  label: string;
  format?: ValueFormat;
  /** Alternative keys when `field` is absent. */
  alt?: readonly string[];
}

export interface RelatedSectionDef {
  /** i18n key under `detail.section.` (shown when a tab has two sections). */
  title: string;
  /** The list call; the parent's id goes under `param`. */
  path: string;
  param: string;
  /** Row id key ({type}Id). */
  rowId: string;
  columns: readonly ColumnDef[];
  /** 新建 opens the create view for this type in relative mode. */
  createType?: CrmType;
  /** Business ↔ contacts links can be made and undone here. */
  relate?: 'contacts' | 'business';
}

export interface TabDef {
  id: TabId;
  /** i18n key under `detail.tab.` */
  label: string;
  /** Dotted auth path the tab needs; absent: anyone who may read the record. */
  auth?: string;
}

export interface DetailModule {
  crmType: DetailCrmType;
  /** The record's name in the queryById row. */
  nameFields: readonly string[];
  facts: readonly FactDef[];
  actions: readonly ActionDef[];
  tabs: readonly TabId[];
  /** Has a business stage bar under the header. */
  stageBar?: boolean;
  /** The related lists of the tabs this module has. */
  related?: Partial<Record<TabId, readonly RelatedSectionDef[]>>;
  /** Products tab: the lines call. */
  productsPath?: string;
  /** Goes to approval: the approval panel under the header (ExaminePanel). */
  examine?: boolean;
}

const isPool = (r: Readonly<Record<string, unknown>>) => Number(r.isPool) === 1 || (r.ownerUserId === null && 'ownerUserId' in r);
const owned = (r: Readonly<Record<string, unknown>>) => !isPool(r);

const OWNER: FactDef = { label: 'owner', fields: ['ownerUserName'] };

/** The server lets a contract or receivable be edited only while rejected, withdrawn or draft (2, 4, 5). */
export const editableByCheckStatus = (r: Readonly<Record<string, unknown>>) => [2, 4, 5].includes(Number(r.checkStatus));

const CONTACTS_COLUMNS: readonly ColumnDef[] = [
  { field: 'name', label: 'contactsName' },
  { field: 'mobile', label: 'mobile' },
  { field: 'telephone', label: 'telephone' },
  { field: '是否关键决策人', label: 'decisionMaker' },
  { field: 'post', label: 'post' },
];
const BUSINESS_COLUMNS: readonly ColumnDef[] = [
  { field: 'businessName', label: 'businessName' },
  { field: 'money', label: 'businessMoney', format: 'money' },
  { field: 'customerName', label: 'customerName' },
  { field: 'typeName', label: 'typeName' },
  { field: 'statusName', label: 'statusName' },
];
const CONTRACT_COLUMNS: readonly ColumnDef[] = [
  { field: 'num', label: 'contractNum' },
  { field: 'name', label: 'contractName', alt: ['contractName'] },
  { field: 'customerName', label: 'customerName' },
  { field: 'money', label: 'contractMoney', format: 'money' },
  { field: 'startTime', label: 'startTime' },
  { field: 'endTime', label: 'endTime' },
  { field: 'checkStatus', label: 'checkStatus', format: 'checkStatus' },
];
const PLAN_COLUMNS: readonly ColumnDef[] = [
  { field: 'num', label: 'planNum' },
  { field: 'contractNum', label: 'contractNum' },
  { field: 'money', label: 'planMoney', format: 'money' },
  { field: 'returnDate', label: 'returnDate' },
  { field: 'returnType', label: 'returnType' },
  { field: 'remind', label: 'remind' },
  { field: 'remark', label: 'remark' },
];
const RECEIVABLES_COLUMNS: readonly ColumnDef[] = [
  { field: 'receivablesNum', label: 'receivablesNum', alt: ['number'] },
  { field: 'contractName', label: 'contractName' },
  { field: 'contractMoney', label: 'contractMoney', format: 'money' },
  { field: 'receivablesMoney', label: 'receivablesMoney', format: 'money', alt: ['money'] },
  { field: 'ownerUserName', label: 'owner' },
  { field: 'checkStatus', label: 'checkStatus', format: 'checkStatus' },
  { field: 'returnTime', label: 'returnTime' },
];

export const DETAIL_MODULES: Readonly<Record<DetailCrmType, DetailModule>> = {
  leads: {
    crmType: 'leads',
    nameFields: ['leadsName', 'name'],
    facts: [OWNER, { label: 'mobile', fields: ['mobile'] }, { label: 'transformed', fields: ['isTransform'], format: 'bool' }, { label: 'updateTime', fields: ['updateTime'] }],
    actions: [
      { id: 'edit', auth: 'crm.leads.update' },
      { id: 'transfer', auth: 'crm.leads.transfer' },
      { id: 'transform', auth: 'crm.leads.transform', when: (r) => Number(r.isTransform) !== 1 },
      { id: 'delete', auth: 'crm.leads.delete', danger: true },
    ],
    tabs: ['info', 'followup', 'files', 'log'],
  },
  customer: {
    crmType: 'customer',
    nameFields: ['customerName'],
    facts: [
      OWNER,
      { label: 'dealStatus', fields: ['dealStatus'], format: 'dealStatus' },
      { label: 'lock', fields: ['isLock'], format: 'lock' },
      { label: 'updateTime', fields: ['updateTime'] },
    ],
    actions: [
      { id: 'edit', auth: 'crm.customer.update', when: owned },
      { id: 'transfer', auth: 'crm.customer.transfer', when: owned },
      { id: 'lock', auth: 'crm.customer.lock', when: (r) => owned(r) && Number(r.isLock) !== 1 },
      { id: 'unlock', auth: 'crm.customer.lock', when: (r) => owned(r) && Number(r.isLock) === 1 },
      { id: 'putinpool', auth: 'crm.customer.putinpool', when: (r) => owned(r) && Number(r.isLock) !== 1 },
      { id: 'receive', auth: 'crm.pool.receive', when: isPool },
      { id: 'dealStatus', auth: 'crm.customer.dealStatus', when: owned },
      { id: 'delete', auth: 'crm.customer.delete', danger: true },
    ],
    tabs: ['info', 'followup', 'contacts', 'business', 'contract', 'receivables', 'team', 'files', 'log'],
    related: {
      contacts: [{ title: 'contacts', path: 'CrmCustomer/queryContacts', param: 'customerId', rowId: 'contactsId', columns: CONTACTS_COLUMNS, createType: 'contacts' }],
      business: [{ title: 'business', path: 'CrmCustomer/queryBusiness', param: 'customerId', rowId: 'businessId', columns: BUSINESS_COLUMNS, createType: 'business' }],
      contract: [{ title: 'contract', path: 'CrmCustomer/queryContract', param: 'customerId', rowId: 'contractId', columns: CONTRACT_COLUMNS, createType: 'contract' }],
      receivables: [
        { title: 'plans', path: 'CrmCustomer/queryReceivablesPlan', param: 'customerId', rowId: 'planId', columns: PLAN_COLUMNS, createType: 'receivables_plan' },
        { title: 'receivables', path: 'CrmCustomer/queryReceivables', param: 'customerId', rowId: 'receivablesId', columns: RECEIVABLES_COLUMNS, createType: 'receivables' },
      ],
    },
  },
  contacts: {
    crmType: 'contacts',
    nameFields: ['name'],
    facts: [{ label: 'customerName', fields: ['customerName'] }, OWNER, { label: 'mobile', fields: ['mobile'] }, { label: 'post', fields: ['post'] }],
    actions: [
      { id: 'edit', auth: 'crm.contacts.update' },
      { id: 'transfer', auth: 'crm.contacts.transfer' },
      { id: 'delete', auth: 'crm.contacts.delete', danger: true },
    ],
    tabs: ['info', 'followup', 'business', 'files', 'log'],
    related: {
      business: [{ title: 'business', path: 'CrmContacts/queryBusiness', param: 'contactsId', rowId: 'businessId', columns: BUSINESS_COLUMNS, createType: 'business', relate: 'business' }],
    },
  },
  business: {
    crmType: 'business',
    nameFields: ['businessName'],
    facts: [
      { label: 'customerName', fields: ['customerName'] },
      { label: 'businessMoney', fields: ['money'], format: 'money' },
      { label: 'statusName', fields: ['statusName'] },
      { label: 'isEnd', fields: ['isEnd'], format: 'isEnd' },
      OWNER,
    ],
    actions: [
      { id: 'edit', auth: 'crm.business.update' },
      { id: 'transfer', auth: 'crm.business.transfer' },
      { id: 'delete', auth: 'crm.business.delete', danger: true },
    ],
    tabs: ['info', 'followup', 'products', 'contacts', 'contract', 'team', 'files', 'log'],
    stageBar: true,
    productsPath: 'CrmBusiness/queryProduct',
    related: {
      contacts: [{ title: 'contacts', path: 'CrmBusiness/queryContacts', param: 'businessId', rowId: 'contactsId', columns: CONTACTS_COLUMNS, createType: 'contacts', relate: 'contacts' }],
      contract: [{ title: 'contract', path: 'CrmBusiness/queryContract', param: 'businessId', rowId: 'contractId', columns: CONTRACT_COLUMNS, createType: 'contract' }],
    },
  },
  contract: {
    crmType: 'contract',
    nameFields: ['name', 'contractName'],
    facts: [
      { label: 'contractNum', fields: ['num'] },
      { label: 'customerName', fields: ['customerName'] },
      { label: 'contractMoney', fields: ['money'], format: 'money' },
      { label: 'receivedMoney', fields: ['receivablesMoney', 'receivedMoney'], format: 'money' },
      { label: 'checkStatus', fields: ['checkStatus'], format: 'checkStatus' },
      OWNER,
    ],
    actions: [
      { id: 'edit', auth: 'crm.contract.update', when: editableByCheckStatus },
      { id: 'transfer', auth: 'crm.contract.transfer' },
      { id: 'discard', auth: 'crm.contract.discard', when: (r) => Number(r.checkStatus) !== 6, danger: true },
      { id: 'delete', auth: 'crm.contract.delete', danger: true },
    ],
    tabs: ['info', 'followup', 'products', 'receivables', 'team', 'files', 'log'],
    productsPath: 'CrmContract/qureyProductListByContractId',
    examine: true,
    related: {
      receivables: [
        { title: 'plans', path: 'CrmContract/qureyReceivablesPlanListByContractId', param: 'contractId', rowId: 'planId', columns: PLAN_COLUMNS, createType: 'receivables_plan' },
        { title: 'receivables', path: 'CrmContract/qureyReceivablesListByContractId', param: 'contractId', rowId: 'receivablesId', columns: RECEIVABLES_COLUMNS, createType: 'receivables' },
      ],
    },
  },
  receivables: {
    crmType: 'receivables',
    nameFields: ['number', 'receivablesNum'],
    facts: [
      { label: 'customerName', fields: ['customerName'] },
      { label: 'contractNum', fields: ['contractNum'] },
      { label: 'receivablesMoney', fields: ['money'], format: 'money' },
      { label: 'checkStatus', fields: ['checkStatus'], format: 'checkStatus' },
      OWNER,
    ],
    actions: [
      { id: 'edit', auth: 'crm.receivables.update', when: editableByCheckStatus },
      { id: 'delete', auth: 'crm.receivables.delete', danger: true },
    ],
    tabs: ['info', 'files', 'log'],
    examine: true,
  },
  product: {
    crmType: 'product',
    nameFields: ['name'],
    facts: [
      { label: 'categoryName', fields: ['categoryName'] },
      { label: 'price', fields: ['price'], format: 'money' },
      { label: 'shelf', fields: ['是否上下架'] },
      OWNER,
    ],
    actions: [
      { id: 'edit', auth: 'crm.product.update' },
      { id: 'shelve', auth: 'crm.product.status', when: (r) => r['是否上下架'] === '下架' || Number(r.status) === 0 },
      { id: 'unshelve', auth: 'crm.product.status', when: (r) => !(r['是否上下架'] === '下架' || Number(r.status) === 0) },
      { id: 'delete', auth: 'crm.product.delete', danger: true },
    ],
    tabs: ['info', 'files', 'log'],
  },
};

/** Every tab the drawer knows: its label and the right it needs (a related list needs that module's list right). */
export const TAB_DEFS: Readonly<Record<TabId, TabDef>> = {
  info: { id: 'info', label: 'info' },
  followup: { id: 'followup', label: 'followup' },
  contacts: { id: 'contacts', label: 'contacts', auth: 'crm.contacts.index' },
  business: { id: 'business', label: 'business', auth: 'crm.business.index' },
  contract: { id: 'contract', label: 'contract', auth: 'crm.contract.index' },
  receivables: { id: 'receivables', label: 'receivables', auth: 'crm.receivables.index' },
  products: { id: 'products', label: 'products' },
  team: { id: 'team', label: 'team' },
  files: { id: 'files', label: 'files' },
  log: { id: 'log', label: 'log' },
};

export const TAB_IDS: readonly TabId[] = Object.keys(TAB_DEFS) as TabId[];

/** The auth path of a module-level right: `crm.<module>.<key>`. */
export function moduleRight(crmType: CrmType, key: string): string {
  return `crm.${crmType === 'receivables_plan' ? 'receivables' : crmType}.${key}`;
}

/** The types with a team (团队成员). */
export const TEAM_TYPES: ReadonlySet<DetailCrmType> = new Set(['customer', 'business', 'contract']);
/** The types whose transfer asks keep-as-member + power (customer also asks which children go along). */
export const TRANSFER_KEEPS_MEMBER: ReadonlySet<DetailCrmType> = new Set(['customer', 'business', 'contract']);
