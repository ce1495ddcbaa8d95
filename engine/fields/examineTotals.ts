// OA approval totals (forms.md 4): an expense item's money is traffic + stay + diet + other; an
// expense claim's (type 5) money is the sum of its items; a trip request's (type 3) duration is
// the sum of its items' days. Both totals are read-only fields (see compileFields).

import type { DetailItem } from './definition.ts';
import { ZERO, decimal, toMoney } from './decimal.ts';

const EXPENSE_AMOUNT_KEYS = ['traffic', 'stay', 'diet', 'other'] as const;

export function expenseItemMoney(item: DetailItem): string {
  return toMoney(EXPENSE_AMOUNT_KEYS.reduce((sum, key) => sum.plus(decimal(item[key])), ZERO));
}

export function expenseTotalMoney(items: readonly DetailItem[]): string {
  return toMoney(items.reduce((sum, item) => sum.plus(decimal(expenseItemMoney(item))), ZERO));
}

export function tripTotalDuration(items: readonly DetailItem[]): string {
  return toMoney(items.reduce((sum, item) => sum.plus(decimal(item.duration)), ZERO));
}

/** The read-only total an approval category derives from its detail items, if any. */
export function examineDerivedTotal(
  examineType: number,
  items: readonly DetailItem[],
): { fieldName: 'money' | 'duration'; value: string } | null {
  if (examineType === 5) return { fieldName: 'money', value: expenseTotalMoney(items) };
  if (examineType === 3) return { fieldName: 'duration', value: tripTotalDuration(items) };
  return null;
}
