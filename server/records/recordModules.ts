/**
 * What the record pipeline (save, read, delete) needs to know of a module: the lead's registry
 * (crm/crmModules.ts) plus the receivables plan, which is a record with a form (label 8) but no
 * list of its own.
 */
import type { CrmType } from '../../engine/fields/index.ts';
import { CRM_MODULES, type CrmModule, type CrmModuleKey, moduleOfDescriptor } from '../crm/crmModules.ts';
import type { RecordTable } from './recordColumns.ts';
import { authModuleOf, type ModuleDescriptor } from '../../engine/modules/index.ts';
import { descriptorOf } from '../modules/descriptors.ts';

export type RecordModuleKey = CrmModuleKey | 'receivablesPlan';

export interface RecordModule extends Omit<CrmModule, 'key' | 'table' | 'recordTypes'> {
  key: RecordModuleKey;
  table: RecordTable;
  /** admin_field label = type code (8 for plans). */
  label: number;
  /** The engine's form name (decides which linked fields start disabled). */
  crmType: CrmType;
  /** Whether the table has `custom` values and a `batch_id` (all but the plan). */
  hasCustom: boolean;
}

function fromRegistry(module: CrmModule): RecordModule {
  const { key, table, recordTypes: _types, ...rest } = module;
  return { ...rest, key, table: table as RecordTable, label: module.type, crmType: key, hasCustom: descriptorOf(key).record.custom };
}

/** The pipeline's view of any module with a list and a form: a module registered after the CRM's too. */
export function recordModuleOf(descriptor: ModuleDescriptor): RecordModule {
  return { ...fromRegistry(moduleOfDescriptor(descriptor)), crmType: descriptor.key as CrmType };
}

/** The receivables plan: a record with a form (label 8) but no list of its own (schemas/modules/crm/receivablesPlan.json). */
function planModule(): RecordModule {
  const module = descriptorOf('receivables_plan');
  const record = module.record;
  return {
    key: 'receivablesPlan', type: module.label, label: module.label, title: record.title, prefix: record.callPrefix,
    realm: authModuleOf(module), table: record.table as RecordTable, idColumn: record.idColumn, idKey: record.idKey,
    idsKey: record.idsKey, nameColumn: record.nameColumn, searchColumns: record.searchColumns, savePath: module.form!.save,
    hasTeam: record.team, scoped: record.scoped, crmType: 'receivables_plan', hasCustom: record.custom,
    auth: module.auth, ownRights: record.ownRights !== false,
  };
}

export const RECORD_MODULES: Readonly<Record<RecordModuleKey, RecordModule>> = {
  leads: fromRegistry(CRM_MODULES.leads),
  customer: fromRegistry(CRM_MODULES.customer),
  contacts: fromRegistry(CRM_MODULES.contacts),
  product: fromRegistry(CRM_MODULES.product),
  business: fromRegistry(CRM_MODULES.business),
  contract: fromRegistry(CRM_MODULES.contract),
  receivables: fromRegistry(CRM_MODULES.receivables),
  receivablesPlan: planModule(),
};

/** `该联系人不存在或已被删除` */
export function goneMessage(module: Pick<RecordModule, 'title'>): string {
  return `该${module.title}不存在或已被删除`;
}
