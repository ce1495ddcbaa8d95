// How a list cell shows a row value: the status codes as their names (the original client rewrote
// dealStatus 1/0 to 已成交/未成交), money with separators, arrays and objects as text, nothing for null.
const CHECK_STATUS = ['未审核', '审核通过', '审核拒绝', '审核中', '已撤回', '未提交', '已作废'];

/** A date field's value as the server sends every timestamp (`yyyy-MM-dd HH:mm:ss`), shown as its day. */
export function dateOnly(value: string): string {
  return /^\d{4}-\d{2}-\d{2} /.test(value) ? value.slice(0, 10) : value;
}

export function cellText(field: string, value: unknown, formType?: string | null): string {
  if (value === null || value === undefined) return '';
  if (formType === 'date' && typeof value === 'string') return dateOnly(value);
  // as 基本信息 shows it (formatValue.ts), so a list and a detail agree
  if (formType === 'floatnumber') return formatMoney(value);
  if (field === 'dealStatus' && (value === 0 || value === 1 || value === '0' || value === '1')) return Number(value) === 1 ? '已成交' : '未成交';
  if (field === 'checkStatus' && Number.isInteger(Number(value)) && CHECK_STATUS[Number(value)] !== undefined && value !== '') return CHECK_STATUS[Number(value)]!;
  if (field === 'isLock') return Number(value) === 1 ? '是' : '否';
  if (Array.isArray(value)) return value.map((item) => (item && typeof item === 'object' ? String((item as Record<string, unknown>).name ?? (item as Record<string, unknown>).realname ?? '') : String(item))).filter(Boolean).join(', ');
  if (typeof value === 'object') return String((value as Record<string, unknown>).name ?? JSON.stringify(value));
  return String(value);
}

/**
 * Money with thousands separators and two places: "1,234,567.50". Exact: worked on the decimal's
 * text, never through a binary float. Empty stays empty; a text that is not a number comes back
 * as it is.
 */
export function formatMoney(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value).replace(/,/g, '').trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return String(value);
  const [, sign, whole, fraction = ''] = match;
  const cents = (fraction + '00').slice(0, 2);
  return `${sign}${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** A money total: as formatMoney, and 0.00 when there is none (the contract list's 合同总金额). */
export function moneyText(value: unknown): string {
  return formatMoney(value) || '0.00';
}
