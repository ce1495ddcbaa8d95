// How a list cell shows a row value: the status codes as their names (the original client rewrote
// dealStatus 1/0 to 已成交/未成交), money with separators, arrays and objects as text, nothing for null.
// What a form type decides (a date as its day, money with separators) is its module's
// (engine/fields/formTypes), so a list and a detail agree.
import { dateOnly, formatMoney, formTypeModule, isFormType, nameOf } from '../../fields/index.ts';

/** Re-exported for the list and workbench screens, which have always found them here. */
export { dateOnly, formatMoney };

const CHECK_STATUS = ['未审核', '审核通过', '审核拒绝', '审核中', '已撤回', '未提交', '已作废'];

export function cellText(field: string, value: unknown, formType?: string | null): string {
  if (value === null || value === undefined) return '';
  const byType = isFormType(formType) ? formTypeModule(formType).listCell?.(value) : undefined;
  if (byType !== undefined) return byType;
  if (field === 'dealStatus' && (value === 0 || value === 1 || value === '0' || value === '1')) return Number(value) === 1 ? '已成交' : '未成交';
  if (field === 'checkStatus' && Number.isInteger(Number(value)) && CHECK_STATUS[Number(value)] !== undefined && value !== '') return CHECK_STATUS[Number(value)]!;
  if (field === 'isLock') return Number(value) === 1 ? '是' : '否';
  // named objects (people, departments, a task's labels) by their name
  if (Array.isArray(value)) return value.map((item) => (item && typeof item === 'object' ? nameOf(item) : String(item))).filter(Boolean).join(', ');
  if (typeof value === 'object') return String((value as Record<string, unknown>).name ?? JSON.stringify(value));
  return String(value);
}

/** A money total: as formatMoney, and 0.00 when there is none (the contract list's 合同总金额). */
export function moneyText(value: unknown): string {
  return formatMoney(value) || '0.00';
}
