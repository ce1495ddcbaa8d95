/**
 * The CRM to-do calls (待办事项, contract 8): CrmBackLog/num, the module lists of 8.2 and the
 * receivables-plan reminders. Each list needs its module's `index` key; num only a session (its
 * badges are gated one by one). setLeadsFollowup and
 * setCustomerFollowup live with the follow-ups (activity/activityEndpoints.ts).
 */
import { endpoint, type Endpoint } from '../../http/endpoint.ts';
import { requestVersion } from '../../permissions/permissionCache.ts';
import { backlogCounts } from './backlogCounts.ts';
import { BACKLOG_LISTS, type BacklogListName, queryBacklogList } from './backlogLists.ts';
import { queryPlanReminders } from './planReminders.ts';

export const backlogEndpoints: Endpoint[] = [
  endpoint('CrmBackLog/num', async ({ db, userId, request }) => backlogCounts(db, userId, requestVersion(request))),
  ...(Object.keys(BACKLOG_LISTS) as BacklogListName[]).map((name) => endpoint(`CrmBackLog/${name}`, { rights: [`crm.${BACKLOG_LISTS[name].realm}.index`] }, async ({ db, params, userId, request }) =>
    queryBacklogList(db, userId, name, params, requestVersion(request)))),
  endpoint('CrmBackLog/remindReceivables', { rights: ['crm.receivables.index'] }, async ({ db, params, userId, request }) =>
    queryPlanReminders(db, userId, params, requestVersion(request))),
];
