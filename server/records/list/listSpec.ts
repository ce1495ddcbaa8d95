/**
 * What the list engine knows about each list type (contract 6.1-6.4), on top of crmModules.ts:
 * the table's columns and their kinds from the module's descriptor (so a filter value is checked
 * before it reaches SQL), the joined names a list shows and may filter/sort by (`customer_name` on
 * contacts...), the implicit conditions (customer: has an owner; pool: has none; product: not deleted).
 *
 * Every identifier that reaches SQL comes from these tables, never from the request.
 */
import { type RawBuilder, sql } from 'kysely';
import type { ColumnKind } from '../../../engine/modules/index.ts';
import { CRM_MODULES, type CrmModule, crmModuleOfType, POOL_TYPE } from '../../crm/crmModules.ts';
import { recordColumnsOf } from '../recordColumns.ts';

export type { ColumnKind };

/** A name the list shows beside the columns, computed from another table (alias `r` = the list's table). */
export interface JoinedColumn { kind: ColumnKind; sql: RawBuilder<unknown> }

const scalar = (text: string): RawBuilder<unknown> => sql.raw(`(${text})`);
const userName = (column: string): JoinedColumn => ({ kind: 'text', sql: scalar(`select u.realname from admin_user u where u.user_id = r.${column}`) });
const customerName: JoinedColumn = { kind: 'text', sql: scalar('select c.customer_name from crm_customer c where c.customer_id = r.customer_id') };

const COMMON_JOINED: Record<string, JoinedColumn> = {
  owner_user_name: userName('owner_user_id'),
  create_user_name: userName('create_user_id'),
};

const JOINED: Readonly<Record<string, Readonly<Record<string, JoinedColumn>>>> = {
  crm_contacts: { customer_name: customerName },
  crm_product: {
    category_name: { kind: 'text', sql: scalar('select g.name from crm_product_category g where g.category_id = r.category_id') },
  },
  crm_business: {
    customer_name: customerName,
    type_name: { kind: 'text', sql: scalar('select t.name from crm_business_type t where t.type_id = r.type_id') },
    status_name: { kind: 'text', sql: scalar('select s.name from crm_business_status s where s.status_id = r.status_id') },
  },
  crm_contract: {
    customer_name: customerName,
    business_name: { kind: 'text', sql: scalar('select b.business_name from crm_business b where b.business_id = r.business_id') },
    contacts_name: { kind: 'text', sql: scalar('select n.name from crm_contacts n where n.contacts_id = r.contacts_id') },
    company_user_name: userName('company_user_id'),
    received_money: {
      kind: 'num',
      sql: scalar('select coalesce(sum(v.money), 0)::numeric(18,2) from crm_receivables v where v.contract_id = r.contract_id and v.check_status = 1'),
    },
  },
  crm_receivables: {
    customer_name: customerName,
    contract_name: { kind: 'text', sql: scalar('select k.name from crm_contract k where k.contract_id = r.contract_id') },
    contract_num: { kind: 'text', sql: scalar('select k.num from crm_contract k where k.contract_id = r.contract_id') },
    contract_money: { kind: 'num', sql: scalar('select k.money from crm_contract k where k.contract_id = r.contract_id') },
    plan_num: { kind: 'text', sql: scalar('select p.num from crm_receivables_plan p where p.plan_id = r.plan_id') },
  },
};

/** Contract 6.3: names always filtered as entity columns (when this table has them). */
export const ALWAYS_FIXED = new Set([
  'owner_user_id', 'create_user_id', 'create_time', 'update_time', 'is_transform', 'deal_status', 'customer_id', 'contract_id',
  'contacts_id', 'leads_id', 'receivables_id', 'product_id', 'business_id',
]);

export interface ListSpec {
  /** 1-7, or 9 for the pool */
  type: number;
  module: CrmModule;
  /** admin_field label of the module's fields (the pool shows customer fields) */
  fieldLabel: number;
  /** list head label (field/queryListHead): 9 for the pool */
  headLabel: number;
  table: string;
  idColumn: string;
  columns: Readonly<Record<string, ColumnKind>>;
  joined: Readonly<Record<string, JoinedColumn>>;
  /** conditions every row of this list meets, on alias `r` */
  implicit: RawBuilder<unknown>[];
  /** data scope applies (3.6): not for product and pool */
  scoped: boolean;
  /** the permission realm of the data scope, `crm.customer` */
  scopeRealm: string;
  /** Chinese file name of exports */
  title: string;
}

const SPECS = new Map<number, ListSpec>();

function buildSpec(type: number): ListSpec | undefined {
  const pool = type === POOL_TYPE;
  const module = pool ? CRM_MODULES.customer : crmModuleOfType(type);
  if (!module) return undefined;
  const implicit: RawBuilder<unknown>[] = [];
  if (pool) implicit.push(sql`r.owner_user_id is null`);
  else if (module.key === 'customer') implicit.push(sql`r.owner_user_id is not null`);
  if (module.key === 'product') implicit.push(sql`r.status <> 3`);
  return {
    type, module, fieldLabel: module.type, headLabel: type, table: module.table, idColumn: module.idColumn,
    columns: recordColumnsOf(module.table), joined: { ...COMMON_JOINED, ...JOINED[module.table] }, implicit,
    scoped: module.scoped && !pool, scopeRealm: module.auth, title: pool ? '公海' : module.title,
  };
}

/** The spec of a list type (1-7, 9), or undefined for anything else. */
export function listSpecOfType(type: number): ListSpec | undefined {
  if (!SPECS.has(type)) {
    const spec = buildSpec(type);
    if (!spec) return undefined;
    SPECS.set(type, spec);
  }
  return SPECS.get(type);
}

export const LIST_TYPES = [1, 2, 3, 4, 5, 6, 7, POOL_TYPE] as const;
