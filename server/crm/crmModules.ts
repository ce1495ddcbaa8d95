/**
 * The CRM record modules (contract 6.1, 7.1-7.9) as the server's CRM code reads them, taken from
 * their descriptors (schemas/modules/crm/*.json, server/modules/descriptors.ts), so that the list
 * engine, the save pipeline, detail reads, team members, transfers and exports all agree with the
 * browser on a module's table, id keys, permission realm, keyword columns and call prefix.
 *
 * The pool (type 9) is not a module of its own: it is the customer table with `owner_user_id IS NULL`.
 */
import { authModuleOf } from '../../engine/modules/index.ts';
import type { ModuleDescriptor } from '../../engine/modules/index.ts';
import { descriptorOf, moduleDescriptors, serverKeyOf } from '../modules/descriptors.ts';

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
  /** The descriptor's permission prefix (`crm.contract`): every standard call's right is a key under it. */
  auth: string;
  /** The standard calls check the module's own keys; false for the plan, whose handler checks its contract instead. */
  ownRights: boolean;
}

/** The right of a standard call: `crm.contract.save`; none for a module without rights of its own. */
export function rightsOf(module: Pick<CrmModule, 'auth' | 'ownRights'>, ...keys: string[]): { rights?: readonly string[] } {
  return module.ownRights ? { rights: keys.map((key) => `${module.auth}.${key}`) } : {};
}

/** A descriptor (schemas/modules) as the list engine, save pipeline, reads and exports use it. */
export function moduleOfDescriptor(module: ModuleDescriptor): CrmModule {
  const record = module.record;
  if (!module.form) throw new Error(`schemas/modules: ${module.key} has no form`);
  return {
    key: serverKeyOf(module) as CrmModuleKey, type: module.label, title: record.title, prefix: record.callPrefix, realm: authModuleOf(module), table: record.table,
    idColumn: record.idColumn, idKey: record.idKey, idsKey: record.idsKey, nameColumn: record.nameColumn,
    searchColumns: record.searchColumns, savePath: module.form.save, hasTeam: record.team, scoped: record.scoped,
    recordTypes: record.recordTypes ?? record.table, auth: module.auth, ownRights: record.ownRights !== false,
  };
}

const KEYS: readonly CrmModuleKey[] = ['leads', 'customer', 'contacts', 'product', 'business', 'contract', 'receivables'];

export const CRM_MODULES: Readonly<Record<CrmModuleKey, CrmModule>> = Object.fromEntries(KEYS.map((key) => [key, moduleOfDescriptor(descriptorOf(key))])) as Record<CrmModuleKey, CrmModule>;

export const POOL_TYPE = 9;

const byType = new Map<number, CrmModule>();

/** The module of a list type: the CRM's, or any other descriptor's with a list (a registered one too). */
export function crmModuleOfType(type: number): CrmModule | undefined {
  const crm = Object.values(CRM_MODULES).find((m) => m.type === type);
  if (crm) return crm;
  if (!byType.has(type)) {
    const descriptor = moduleDescriptors().find((m) => m.label === type && m.lists && m.form);
    if (!descriptor) return undefined;
    byType.set(type, moduleOfDescriptor(descriptor));
  }
  return byType.get(type);
}
