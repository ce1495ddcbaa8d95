// The 业绩目标设置 table's rules, pure: month cells are edited as text, checked as money (a number
// not below 0, at most two decimals), and the year target is their sum.
import { MONTH_KEYS, type AchievementRow, type MonthKey } from '../../../server-adapter/crmInstrument.ts';

export type GoalDraft = Omit<AchievementRow, MonthKey> & { months: Record<MonthKey, string> };

export function toDraft(row: AchievementRow): GoalDraft {
  const months = Object.fromEntries(MONTH_KEYS.map((key) => [key, String(Number(row[key] ?? 0) || 0)])) as Record<MonthKey, string>;
  return { ...row, months };
}

const MONEY = /^\d+(\.\d{1,2})?$/;

export function monthValid(text: string): boolean {
  return MONEY.test(text.trim());
}

/** The sum of the valid months, in cents to keep 0.1 + 0.2 exact. */
export function yearTarget(draft: GoalDraft): number {
  const cents = MONTH_KEYS.reduce((sum, key) => sum + (monthValid(draft.months[key]) ? Math.round(Number(draft.months[key]) * 100) : 0), 0);
  return cents / 100;
}

/** The first invalid cell and what is wrong with it (the server's two refusals), to name it in the message. */
export function firstInvalid(drafts: readonly GoalDraft[]): { name: string; month: MonthKey; problem: 'negative' | 'format' } | undefined {
  for (const draft of drafts) {
    for (const key of MONTH_KEYS) {
      const text = draft.months[key].trim();
      if (!monthValid(text)) return { name: draft.name, month: key, problem: text.startsWith('-') && monthValid(text.slice(1)) ? 'negative' : 'format' };
    }
  }
  return undefined;
}

export function toSaved(draft: GoalDraft) {
  const months = Object.fromEntries(MONTH_KEYS.map((key) => [key, Number(draft.months[key])])) as Record<MonthKey, number>;
  return { objId: draft.objId, type: draft.type, year: draft.year, status: draft.status, ...months };
}
