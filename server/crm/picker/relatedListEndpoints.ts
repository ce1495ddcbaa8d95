/**
 * `Crm<Type>/queryList` of customer, contacts, business and contract: the list behind the
 * related-record picker of the forms (forms.md 3.9, shell-and-calls.md "Related-record picker") and,
 * per contract 7 ("<Mod>/queryList"), the duplicate lookup by name/mobile/telephone.
 *
 * Picker mode is the module's own list (records/list/listEndpoints.ts `queryList`) with the same data
 * scope, keyword and scene, narrowed by the linkage scope the form sends: `customerId` (a contract's
 * business, a receivable's contract), `checkStatus` (receivables pick approved contracts only), and
 * `businessId`. A customer or contacts call carrying a lookup key (customerName, name, mobile,
 * telephone) is the duplicate lookup instead (records/duplicateLookup.ts), as the contract has it.
 *
 * Both need the module's list right (`crm.<module>.index`, declared on the endpoint) and answer
 * only records within the caller's data scope.
 */
import { endpoint, type EndpointContext } from '../../http/endpoint.ts';
import type { Params } from '../../http/params.ts';
import { requestVersion } from '../../permissions/permissionCache.ts';
import { CRM_MODULES, type CrmModule, rightsOf } from '../crmModules.ts';
import { queryList } from '../../records/list/listEndpoints.ts';
import { duplicateLookup } from '../../records/duplicateLookup.ts';
import { RECORD_MODULES, type RecordModuleKey } from '../../records/recordModules.ts';
import { listSpecOfType } from '../../records/list/listSpec.ts';

/** Linkage scope keys the picker may send, and the column each narrows. */
const SCOPE_COLUMNS: Readonly<Record<string, string>> = {
  customerId: 'customer_id',
  businessId: 'business_id',
  checkStatus: 'check_status',
};

/** The keys that make a call the duplicate lookup rather than the picker's list. */
const DUPLICATE_KEYS = ['customerName', 'contactsName', 'name', 'mobile', 'telephone'];

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

function conditionsOf(module: CrmModule, params: Params): Record<string, unknown> {
  const spec = listSpecOfType(module.type)!;
  const data: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(SCOPE_COLUMNS)) {
    // A key of another module (checkStatus on customers) is ignored, not an error: the picker sends
    // the linkage scope as it is.
    if (blank(params[key]) || !(column in spec.columns)) continue;
    data[column] = { name: column, condition: 'is', value: String(params[key]).trim() };
  }
  return data;
}

async function relatedList(module: CrmModule, { db, params, userId, request }: EndpointContext) {
  const lookup = RECORD_MODULES[module.key as RecordModuleKey];
  if (DUPLICATE_MODULES.has(module.key) && DUPLICATE_KEYS.some((key) => key in params)) {
    return duplicateLookup(db, userId, lookup, params, requestVersion(request));
  }
  // The picker shows the module's own list (its right is the endpoint's, below).
  const spec = listSpecOfType(module.type)!;
  const { sceneId, search, page, limit, sortField, order } = params;
  return queryList(db, userId, spec, { sceneId, search, page, limit: limit ?? 10, sortField, order, data: conditionsOf(module, params) });
}

/** Modules whose queryList is also the duplicate lookup (leads has only that: records/duplicateLookup.ts). */
const DUPLICATE_MODULES = new Set(['customer', 'contacts']);

export const relatedListEndpoints = (['customer', 'contacts', 'business', 'contract'] as const).map((key) =>
  endpoint(`${CRM_MODULES[key].prefix}/queryList`, rightsOf(CRM_MODULES[key], 'index'), (context) => relatedList(CRM_MODULES[key], context)));
