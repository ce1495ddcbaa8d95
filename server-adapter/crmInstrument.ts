// The CRM 仪表盘 (server-contract 13, `Crm/Instrument/*`) and the sales targets it measures against
// (业绩目标设置, 12.3, `achievement/*`). Every workbench call takes the same filter: a time preset
// (or a custom yyyy-MM-dd range) and the employees / departments it covers; the server limits
// them to the caller's data scope. Form-encoded, as the original client sent them.
import type { FollowUpRecord } from './crmDetail.ts';
import { request, requestData } from './request.ts';

/** contract 12.1's presets; `custom` sends startTime + endTime instead. */
export const TIME_PRESETS = ['today', 'yesterday', 'week', 'lastWeek', 'month', 'lastMonth', 'quarter', 'lastQuarter', 'year', 'lastYear'] as const;
export type TimePreset = (typeof TIME_PRESETS)[number];

export interface WorkbenchFilter {
  type: TimePreset | 'custom';
  /** yyyy-MM-dd, with type custom */
  startTime?: string;
  endTime?: string;
  userIds: number[];
  deptIds: number[];
}

/** The form fields of a filter: csv ids, and either a preset or a range. */
export function filterParams(filter: WorkbenchFilter): Record<string, string> {
  const params: Record<string, string> = {};
  if (filter.type === 'custom') {
    params.startTime = filter.startTime ?? '';
    params.endTime = filter.endTime ?? '';
  } else {
    params.type = filter.type;
  }
  if (filter.userIds.length) params.userIds = filter.userIds.join(',');
  if (filter.deptIds.length) params.deptIds = filter.deptIds.join(',');
  return params;
}

type Money = number | string | null | undefined;

/** Crm/Instrument/queryBulletin: what the chosen people added in the period. */
export interface Bulletin {
  customerCount?: number;
  contactsCount?: number;
  businessCount?: number;
  contractCount?: number;
  receivablesCount?: number;
  leadsCount?: number;
  productCount?: number;
  recordCount?: number;
  recordStatusCount?: number;
  contractMoney?: Money;
  receivablesMoney?: Money;
}

export function queryBulletin(filter: WorkbenchFilter): Promise<Bulletin> {
  return requestData<Bulletin>('Crm/Instrument/queryBulletin', filterParams(filter));
}

export interface SellMonth {
  list: Array<{ type: string; contractMoneys: Money; receivablesMoneys: Money }>;
  /** sic: the contract's spelling */
  totlaContractMoney: Money;
  totlaReceivablesMoney: Money;
}

export function querySellMonth(filter: WorkbenchFilter): Promise<SellMonth> {
  return requestData<SellMonth>('Crm/Instrument/sellMonth', filterParams(filter));
}

/** 1 合同金额, 2 回款金额 */
export type PerformanceStatus = 1 | 2;

export interface Performance { contractMoneys: Money; receivablesMoneys: Money; achievementMoneys: Money; proportion: Money }

export function queryPerformance(filter: WorkbenchFilter, status: PerformanceStatus): Promise<Performance> {
  return requestData<Performance>('Crm/Instrument/queryPerformance', { ...filterParams(filter), status: String(status) });
}

export interface FunnelStage { count: number; name: string; orderNum?: number; money: Money; typeId: number; statusId?: number }
export interface Funnel { list: FunnelStage[]; sumMoney: Money; sumShu: Money; sumYing: Money }

export function queryFunnel(filter: WorkbenchFilter, typeId?: number): Promise<Funnel> {
  const params = filterParams(filter);
  return requestData<Funnel>('Crm/Instrument/queryBusiness', typeId ? { ...params, typeId: String(typeId) } : params);
}

export const RECORD_CRM_TYPES = ['crm_customer', 'crm_leads', 'crm_contacts', 'crm_business', 'crm_contract'] as const;
export type RecordCrmType = (typeof RECORD_CRM_TYPES)[number];

export async function queryRecordCounts(filter: WorkbenchFilter): Promise<Record<RecordCrmType, number>> {
  const data = await requestData<Array<{ crmType: string; count: number }> | null>('Crm/Instrument/queryRecordConunt', filterParams(filter));
  const counts = Object.fromEntries(RECORD_CRM_TYPES.map((type) => [type, 0])) as Record<RecordCrmType, number>;
  for (const row of Array.isArray(data) ? data : []) {
    if ((RECORD_CRM_TYPES as readonly string[]).includes(row.crmType)) counts[row.crmType as RecordCrmType] = Number(row.count) || 0;
  }
  return counts;
}

/** A follow-up record of Crm/Instrument/queryRecordList: the CrmRecord list's shape, and the record it is on. */
export type WorkbenchRecord = FollowUpRecord;

export async function queryRecordList(filter: WorkbenchFilter, crmType: RecordCrmType, page: number, limit: number): Promise<{ list: WorkbenchRecord[]; totalRow: number }> {
  const data = await requestData<{ list?: WorkbenchRecord[]; totalRow?: number } | null>('Crm/Instrument/queryRecordList',
    { ...filterParams(filter), crmType, page: String(page), limit: String(limit) });
  return { list: Array.isArray(data?.list) ? data!.list : [], totalRow: Number(data?.totalRow ?? 0) || 0 };
}

// 业绩目标 (contract 12.3)

export const MONTH_KEYS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'] as const;
export type MonthKey = (typeof MONTH_KEYS)[number];

/** 2 部门, 3 员工 */
export type AchievementObjType = 2 | 3;
/** 1 合同目标, 2 回款目标 */
export type AchievementStatus = 1 | 2;

export type AchievementRow = Record<MonthKey, Money> & {
  objId: number;
  name: string;
  type: AchievementObjType;
  year: string;
  status: AchievementStatus;
  yeartarget?: Money;
  deptId?: number;
  userId?: number;
  achievementId?: number | null;
};

export async function queryAchievementList(query: { type: AchievementObjType; year: string; status: AchievementStatus; deptId?: number; userId?: number }): Promise<AchievementRow[]> {
  const params: Record<string, string> = { type: String(query.type), year: query.year, status: String(query.status) };
  if (query.deptId) params.deptId = String(query.deptId);
  if (query.userId) params.userId = String(query.userId);
  const data = await requestData<AchievementRow[] | null>('achievement/queryAchievementList', params);
  return Array.isArray(data) ? data : [];
}

export async function setAchievement(rows: Array<Pick<AchievementRow, 'objId' | 'type' | 'year' | 'status' | MonthKey>>): Promise<void> {
  await request('achievement/setAchievement', rows as unknown as Record<string, unknown>, { encoding: 'json' });
}
