/** CrmLeads/addOrUpdate, queryById, deleteByIds, queryList (contract 7.2, 7.3): the shared record calls, nothing of its own. */
import { duplicateLookupEndpoint } from '../../records/duplicateLookup.ts';
import { deleteEndpoint, queryByIdEndpoint, saveEndpoint } from '../../records/recordEndpoints.ts';
import { RECORD_MODULES } from '../../records/recordModules.ts';

const leads = RECORD_MODULES.leads;

export const leadsEndpoints = [
  saveEndpoint(leads),
  // `name` is the original's alias of leads_name.
  queryByIdEndpoint(leads, async (_db, row) => ({ name: row.leads_name })),
  deleteEndpoint(leads),
  duplicateLookupEndpoint(leads),
];
