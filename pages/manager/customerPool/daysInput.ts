// A number of days as the pool-rule and reminder settings take it: a whole number from 1 to 3650,
// required only while its switch is on. The words are the server's (crm/pool/poolEndpoints.ts).
export const MAX_DAYS = 3650;

export function daysError(value: string, label: string, required: boolean): string | null {
  const text = value.trim();
  if (text === '') return required ? `${label}不能为空` : null;
  if (!/^\d{1,4}$/.test(text) || Number(text) < 1 || Number(text) > MAX_DAYS) return `${label}格式不正确`;
  return null;
}
