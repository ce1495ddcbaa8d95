// The sales targets the CRM 仪表盘 measures against (业绩目标设置, server-contract 12.3,
// `achievement/*`). The 仪表盘's own calls (13, `Crm/Instrument/*`) are named by its chart file
// (schemas/charts/crm/workbench.json) and go through the chart environment
// (pages/crm/workbench/chartEnvironment.ts). Form-encoded, as the original client sent them.
import { request, requestData } from './request.ts';

type Money = number | string | null | undefined;

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
