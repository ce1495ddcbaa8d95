// The CRM to-do calls (待办事项, server-contract 8): the counters of CrmBackLog/num (the sidebar's
// badge and the page's menu) and the receivables-plan reminders, which are plans rather than a
// module's list rows. The other to-do lists answer like queryPageList and go through crmList.ts.
// Both are count and list calls: they fail quietly (spec section 8).
import { requestData, type RequestOptions } from './request.ts';

/** What CrmBackLog/num counts; a key is absent when the user may not see that list. */
export const BACKLOG_KEYS = [
  'todayCustomer', 'followLeads', 'followCustomer', 'putInPoolRemind', 'checkContract', 'checkReceivables',
  'remindReceivablesPlan', 'endContract',
] as const;
export type BacklogKey = (typeof BACKLOG_KEYS)[number];

export type BacklogCounts = Partial<Record<BacklogKey, number>> & { totalNum?: number };

export async function queryBacklogCounts(options?: RequestOptions): Promise<BacklogCounts> {
  const data = await requestData<BacklogCounts | null>('CrmBackLog/num', {}, { silent: true, ...options, encoding: 'json' });
  return data ?? {};
}

/** A row of CrmBackLog/remindReceivables. */
export interface PlanReminder {
  planId: number;
  num: string | number | null;
  customerId: number | null;
  customerName: string | null;
  contractId: number | null;
  contractNum: string | null;
  money: string | number | null;
  returnDate: string | null;
  returnType: string | null;
  remind: number | string | null;
  remark: string | null;
}

export interface PlanReminderQuery { page: number; limit: number; type: number; isSub: number }

export async function queryPlanReminders(body: PlanReminderQuery, options?: RequestOptions): Promise<{ list: PlanReminder[]; totalRow: number }> {
  const data = await requestData<{ list?: PlanReminder[]; totalRow?: number } | null>('CrmBackLog/remindReceivables', { ...body }, { silent: true, ...options, encoding: 'json' });
  return { list: Array.isArray(data?.list) ? data!.list : [], totalRow: Number(data?.totalRow ?? 0) || 0 };
}
