// How the drawer shows a value: the 基本信息 rows (field/information, by formType: user names,
// departments, files, addresses, money, relations, options) and the header facts and list cells
// (money, deal/check/stage status names). Pure: the tests and the components share it.
import i18n from '../../../i18n/index.ts';
import type { ValueFormat } from './detailModules.ts';
import { dateOnly, formatMoney } from '../list/cellFormat.ts';

export type DisplayValue =
  | { kind: 'text'; text: string }
  | { kind: 'files'; files: Array<{ fileId: unknown; name: string; size: unknown; url: string; fileType?: string }> };

const t = (key: string) => i18n.t(key);

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** "1,234.50", the list cells' own formatter (exact on the decimal's text). */
export { formatMoney };

/** The name of a related record / user / department / category object. */
function nameOf(item: unknown): string {
  if (item === null || item === undefined) return '';
  if (typeof item !== 'object') return String(item);
  const o = item as Record<string, unknown>;
  for (const key of ['realname', 'customerName', 'businessName', 'contactsName', 'contractNum', 'contractName', 'categoryName', 'statusName', 'typeName', 'name', 'num']) {
    if (typeof o[key] === 'string' && o[key] !== '') return o[key] as string;
    if (typeof o[key] === 'number') return String(o[key]);
  }
  return '';
}

function names(value: unknown): string {
  const list = Array.isArray(value) ? value : [value];
  return list.map(nameOf).filter(Boolean).join('、');
}

function address(value: unknown): string {
  if (typeof value === 'string') return value.split(',').filter(Boolean).join(' ');
  if (!value || typeof value !== 'object') return '';
  const o = value as Record<string, unknown>;
  const area = typeof o.address === 'string' ? o.address.split(',').filter(Boolean).join(' ') : '';
  return [area, o.detailAddress].filter((part) => typeof part === 'string' && part !== '').join(' ');
}

export function dealStatusText(value: unknown): string {
  if (value === 1 || value === '1' || value === '已成交') return t('detail.dealStatus.1');
  if (value === 0 || value === '0' || value === '未成交') return t('detail.dealStatus.0');
  return isBlank(value) ? '' : String(value);
}

export function checkStatusText(value: unknown): string {
  if (isBlank(value)) return '';
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 6 ? t(`detail.checkStatus.${n}`) : String(value);
}

export function isEndText(value: unknown): string {
  if (isBlank(value)) return '';
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 3 ? t(`detail.isEnd.${n}`) : String(value);
}

/** A header fact or list cell as text. */
export function formatValue(value: unknown, format: ValueFormat = 'text'): string {
  switch (format) {
    case 'money':
      return formatMoney(value);
    case 'dealStatus':
      return dealStatusText(value);
    case 'checkStatus':
      return checkStatusText(value);
    case 'isEnd':
      return isEndText(value);
    case 'bool':
      return isBlank(value) ? '' : Number(value) === 1 || value === true ? t('detail.yes') : t('detail.no');
    case 'lock':
      return isBlank(value) ? '' : Number(value) === 1 ? t('detail.locked') : t('detail.unlocked');
    case 'percent':
      return isBlank(value) ? '' : `${String(value)}%`;
    default:
      if (isBlank(value)) return '';
      return typeof value === 'object' ? names(value) : String(value);
  }
}

function fileItems(value: unknown): DisplayValue {
  const list = Array.isArray(value) ? value : [];
  return {
    kind: 'files',
    files: list.filter((f) => f && typeof f === 'object').map((f) => {
      const o = f as Record<string, unknown>;
      return { fileId: o.fileId, name: String(o.name ?? ''), size: o.size, url: String(o.filePath ?? o.url ?? ''), fileType: typeof o.fileType === 'string' ? o.fileType : undefined };
    }),
  };
}

/** One 基本信息 row (field/information: `{name, value, formType}`) as the drawer shows it. */
export function formatInformation(row: { value: unknown; formType?: string | null }): DisplayValue {
  const { value } = row;
  const text = (s: string): DisplayValue => ({ kind: 'text', text: s });
  switch (row.formType) {
    case 'file':
      return fileItems(value);
    case 'floatnumber':
      return text(formatMoney(value));
    case 'date':
      return text(isBlank(value) ? '' : dateOnly(String(value)));
    case 'user':
    case 'structure':
    case 'customer':
    case 'business':
    case 'contacts':
    case 'contract':
    case 'category':
    case 'statusName':
    case 'typeName':
    case 'business_type':
    case 'business_status':
      return text(isBlank(value) ? '' : typeof value === 'object' ? names(value) : String(value));
    case 'receivables_plan':
      return text(isBlank(value) ? '' : typeof value === 'object' ? names(value) : String(value));
    case 'checkbox':
      return text(Array.isArray(value) ? value.filter((v) => !isBlank(v)).map(String).join('、') : isBlank(value) ? '' : String(value).split(',').filter(Boolean).join('、'));
    case 'map_address':
      return text(address(value));
    case 'deal_status':
    case 'dealStatus':
      return text(dealStatusText(value));
    case 'checkStatus':
      return text(checkStatusText(value));
    default:
      if (isBlank(value)) return text('');
      if (Array.isArray(value)) return text(value.map((v) => (typeof v === 'object' ? nameOf(v) : String(v))).filter(Boolean).join('、'));
      if (typeof value === 'object') return text(nameOf(value));
      return text(String(value));
  }
}

/** The first present key of a row. */
export function pick(row: Readonly<Record<string, unknown>>, fields: readonly string[]): unknown {
  for (const field of fields) if (row[field] !== undefined && row[field] !== null && row[field] !== '') return row[field];
  return undefined;
}
