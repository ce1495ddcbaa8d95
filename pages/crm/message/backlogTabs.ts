// The CRM to-do page (待办事项, server-contract 8) as data: its eight lists, the counter that names
// each (CrmBackLog/num), the call, the options of each list's `type`, and the module page file
// whose columns, detail and batch actions its rows use. A to-do list is that module's list with
// another call and fixed parameters (toBacklogPage), so it needs no list code of its own; only the
// receivables-plan reminders are plans, not module rows, and have their own small table.
import type { PageAction, PageDef } from '../../../engine/pages/index.ts';
import type { BacklogKey } from '../../../server-adapter/crmBacklog.ts';

export type BacklogModule = 'customer' | 'leads' | 'contract' | 'receivables';

export interface BacklogTab {
  key: BacklogKey;
  /** i18n key of the menu entry and heading. */
  title: string;
  call: string;
  /** The module whose page file the rows use; none for the plan reminders. */
  module?: BacklogModule;
  /** The `type` options (i18n keys), values 1, 2, 3... in order; none = the call takes no type. */
  options: string[];
  /** 标记为已跟进 on the option that lists what is not followed yet. */
  followupCall?: string;
}

export const BACKLOG_TABS: readonly BacklogTab[] = [
  { key: 'todayCustomer', title: 'backlog.tab.todayCustomer', call: 'CrmBackLog/todayCustomer', module: 'customer', options: ['backlog.option.toContact', 'backlog.option.overdue', 'backlog.option.contacted'] },
  { key: 'followLeads', title: 'backlog.tab.followLeads', call: 'CrmBackLog/followLeads', module: 'leads', options: ['backlog.option.toFollow', 'backlog.option.followed'], followupCall: 'CrmBackLog/setLeadsFollowup' },
  { key: 'followCustomer', title: 'backlog.tab.followCustomer', call: 'CrmBackLog/followCustomer', module: 'customer', options: ['backlog.option.toFollow', 'backlog.option.followed'], followupCall: 'CrmBackLog/setCustomerFollowup' },
  { key: 'putInPoolRemind', title: 'backlog.tab.putInPoolRemind', call: 'CrmBackLog/putInPoolRemind', module: 'customer', options: [] },
  { key: 'checkContract', title: 'backlog.tab.checkContract', call: 'CrmBackLog/checkContract', module: 'contract', options: ['backlog.option.toCheck', 'backlog.option.checked'] },
  { key: 'checkReceivables', title: 'backlog.tab.checkReceivables', call: 'CrmBackLog/checkReceivables', module: 'receivables', options: ['backlog.option.toCheck', 'backlog.option.checked'] },
  { key: 'remindReceivablesPlan', title: 'backlog.tab.remindReceivablesPlan', call: 'CrmBackLog/remindReceivables', options: ['backlog.option.toReceive', 'backlog.option.received', 'backlog.option.overdue'] },
  { key: 'endContract', title: 'backlog.tab.endContract', call: 'CrmBackLog/endContract', module: 'contract', options: ['backlog.option.expiring', 'backlog.option.expired'] },
];

/** 1 = records I own (or approve), 2 = my subordinates'. */
export type IsSub = 1 | 2;

export interface BacklogChoice { type: number; isSub: IsSub }

/**
 * The module's list page turned into a to-do list: the back-log call with its option and isSub,
 * no scenes and no toolbar (nothing is created or imported from a to-do), the module's batch
 * actions with 标记为已跟进 first where it applies.
 */
export function toBacklogPage(modulePage: PageDef, tab: BacklogTab, choice: BacklogChoice): PageDef {
  const followup: PageAction[] = tab.followupCall && choice.type === 1
    ? [{ id: 'followup', label: 'backlog.action.followup', auth: `${modulePage.auth}.index`, kind: 'direct', call: tab.followupCall, idsKey: 'ids' }]
    : [];
  return {
    ...modulePage,
    module: `backlog-${tab.key}`,
    title: tab.title,
    listCall: tab.call,
    listParams: tab.options.length ? { type: choice.type, isSub: choice.isSub } : { isSub: choice.isSub },
    scenes: false,
    toolbar: [],
    extras: [],
    batchActions: [...followup, ...modulePage.batchActions],
  };
}

/** The badge of a count: nothing at 0, '99+' past the spec's maximum of 99. */
export const BADGE_MAX = 99;
export function badgeText(count: number | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}
