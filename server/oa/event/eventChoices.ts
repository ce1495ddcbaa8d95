/**
 * The schedule's two choices (contract 10.3): 重复 (`type` 0-4) and 提醒 (`remind_type` 0-8). The
 * contract sends their numbers; the create/edit form (eventForm.ts) offers them as select options,
 * and a select holds its option's text, so a save may carry either. Both name the same choice: one
 * list serves the form's options and the reading of a save.
 */
import { BusinessError } from '../../http/errors.ts';
import type { Params } from '../../http/params.ts';

export const REPEAT_CHOICES = ['不重复', '每天', '每周', '每月', '每年'] as const;
export const REMIND_CHOICES = ['准时', '5分钟前', '15分钟前', '30分钟前', '1小时前', '2小时前', '1天前', '2天前', '1周前'] as const;

/** The choice's number from its number or its text; undefined when not given. */
export function readChoice(params: Params, key: string, label: string, choices: readonly string[]): number | undefined {
  const raw = params[key];
  if (raw === undefined || raw === null || raw === '') return undefined;
  const text = String(raw).trim();
  const byText = choices.indexOf(text);
  if (byText >= 0) return byText;
  const n = /^\d{1,2}$/.test(text) ? Number(text) : Number.NaN;
  if (Number.isInteger(n) && n >= 0 && n < choices.length) return n;
  throw new BusinessError(`${label}格式不正确`);
}
