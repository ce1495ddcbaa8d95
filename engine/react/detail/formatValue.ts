// How the drawer shows a value: the 基本信息 rows (field/information, by formType: user names,
// departments, files, addresses, money, relations, options) and the header facts and list cells
// (money, deal/check/stage status names). Pure: the tests and the components share it. What a form
// type decides is its module's (engine/fields/formTypes); the status words need i18n and stay here.
import i18n from '../../../i18n/index.ts';
import type { ValueFormat } from './detailModules.ts';
import { valueAt } from '../../modules/conditions.ts';
import { dateOnly, formatMoney, formTypeModule, isBlankShown, isFormType, names, namesDisplay, plainDisplay, type DisplayValue } from '../../fields/index.ts';

export type { DisplayValue };

const t = (key: string) => i18n.t(key);

const isBlank = isBlankShown;

/** "1,234.50", the list cells' own formatter (exact on the decimal's text). */
export { formatMoney };

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

/** An office approval's state (contract 9.2 examineStatus): 0 待审核, 1 通过, 2 拒绝, 3 审核中, 4 撤回. */
export function examineStatusText(value: unknown): string {
  if (isBlank(value)) return '';
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= 4 ? t(`detail.examineStatus.${n}`) : String(value);
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
    case 'examineStatus':
      return examineStatusText(value);
    case 'isEnd':
      return isEndText(value);
    case 'bool':
      return isBlank(value) ? '' : Number(value) === 1 || value === true ? t('detail.yes') : t('detail.no');
    case 'lock':
      return isBlank(value) ? '' : Number(value) === 1 ? t('detail.locked') : t('detail.unlocked');
    case 'onSale':
      return isBlank(value) ? '' : Number(value) === 0 ? t('detail.onSale.0') : t('detail.onSale.1');
    case 'readState':
      return isBlank(value) ? '' : Number(value) === 1 ? t('detail.readState.1') : t('detail.readState.0');
    case 'percent':
      return isBlank(value) ? '' : `${String(value)}%`;
    case 'date': // a datetime as its day (a task's start and due days, kept as times by the server)
      return typeof value === 'string' ? dateOnly(value) : formatValue(value, 'text');
    default:
      if (isBlank(value)) return '';
      return typeof value === 'object' ? names(value) : String(value);
  }
}

const text = (s: string): DisplayValue => ({ kind: 'text', text: s });

/** 基本信息 rows of the server's own pseudo types (not form types): stage and type names, status words. */
const INFORMATION_PSEUDO_TYPES: ReadonlyMap<string, (value: unknown) => DisplayValue> = new Map([
  ['statusName', namesDisplay],
  ['typeName', namesDisplay],
  ['deal_status', (value: unknown) => text(dealStatusText(value))],
  ['dealStatus', (value: unknown) => text(dealStatusText(value))],
  ['checkStatus', (value: unknown) => text(checkStatusText(value))],
]);

/** One 基本信息 row (field/information: `{name, value, formType}`) as the drawer shows it. */
export function formatInformation(row: { value: unknown; formType?: string | null }): DisplayValue {
  const { value, formType } = row;
  if (isFormType(formType)) return formTypeModule(formType).detail(value);
  return (INFORMATION_PSEUDO_TYPES.get(formType ?? '') ?? plainDisplay)(value);
}

/** A row's value at a key; a dotted path reads inside it (`createUser.realname`). */
export const valueOf = valueAt;

/** The first present key of a row (dotted paths read inside it). */
export function pick(row: Readonly<Record<string, unknown>>, fields: readonly string[]): unknown {
  for (const field of fields) {
    const value = valueOf(row, field);
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return undefined;
}
