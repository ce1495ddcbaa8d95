// The to-do counters (CrmBackLog/num), shared by the sidebar's badge and the 待办事项 page through
// one SWR key: one request serves both, and a change of records in any CRM list (its environment's
// onRecordsChanged, pages/crm/list/listEnvironment.ts) asks again at once.
// Counts move as time passes (a contact date arrives), so they are asked again every minute
// while a CRM page is open, and when the window regains focus.
import useSWR from 'swr';
import { type BacklogCounts, queryBacklogCounts } from '../../../server-adapter/crmBacklog.ts';

export const BACKLOG_COUNTS_KEY = 'CrmBackLog/num';
const REFRESH_MS = 60_000;

export function useBacklogCounts(enabled = true): { counts: BacklogCounts; loaded: boolean } {
  const { data, error } = useSWR(enabled ? BACKLOG_COUNTS_KEY : null, () => queryBacklogCounts(), {
    refreshInterval: REFRESH_MS, shouldRetryOnError: false,
  });
  return { counts: data ?? {}, loaded: data !== undefined || error !== undefined };
}
