/**
 * 业绩目标 (contract 12.3, table crm_achievement): the words of the table, shared by the settings
 * calls (achievementEndpoints.ts) and the workbench's target of a period (instrument/performance.ts).
 */

/** The month columns, January first, with the names refusals use. */
export const MONTHS = [
  ['january', '一月'], ['february', '二月'], ['march', '三月'], ['april', '四月'], ['may', '五月'], ['june', '六月'],
  ['july', '七月'], ['august', '八月'], ['september', '九月'], ['october', '十月'], ['november', '十一月'], ['december', '十二月'],
] as const;

export type MonthColumn = (typeof MONTHS)[number][0];

/** `type`: what obj_id is (1 公司 is the original's; the settings page sets 2 and 3). */
export const TARGET_OF = { company: 1, dept: 2, user: 3 } as const;

/** `status`: which money the target is about. */
export const TARGET_KIND = { contract: 1, receivables: 2 } as const;

/** The month column of month 1-12. */
export function monthColumn(month: number): MonthColumn {
  return MONTHS[month - 1][0];
}
