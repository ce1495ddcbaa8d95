// How a stored value reads on screen, as far as its form type decides it: money with separators, a
// date as its day, picked records by name, files as a list. Pure and language-free (status words
// need i18n and stay in engine/react/detail/formatValue.ts); list cells and the drawer's 基本信息
// rows both use these, so a list and a detail agree.

/**
 * One 基本信息 value: text, the file list the drawer draws as links, or an approval's detail lines
 * (行程明细, 费用明细) the drawer draws as a table with their total.
 */
export type DisplayValue =
  | { kind: 'text'; text: string }
  | { kind: 'files'; files: Array<{ fileId: unknown; name: string; size: unknown; url: string; fileType?: string }> }
  | { kind: 'lines'; formType: 'examine_cause' | 'business_cause'; items: Array<Record<string, unknown>> };

/** Detail lines as shown: the items that are objects (a server's text or null shows as none). */
export function linesDisplay(formType: 'examine_cause' | 'business_cause') {
  return (value: unknown): DisplayValue => ({
    kind: 'lines', formType, items: Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object') : [],
  });
}

/** Nothing to show: no value, an empty text or an empty list. */
export function isBlankShown(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** A date field's value as the server sends every timestamp (`yyyy-MM-dd HH:mm:ss`), shown as its day. */
export function dateOnly(value: string): string {
  return /^\d{4}-\d{2}-\d{2} /.test(value) ? value.slice(0, 10) : value;
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

/** The name of a related record / user / department / category object. */
export function nameOf(item: unknown): string {
  if (item === null || item === undefined) return '';
  if (typeof item !== 'object') return String(item);
  const o = item as Record<string, unknown>;
  for (const key of ['realname', 'customerName', 'businessName', 'contactsName', 'contractNum', 'contractName', 'categoryName', 'statusName', 'typeName', 'labelName', 'name', 'num']) {
    if (typeof o[key] === 'string' && o[key] !== '') return o[key] as string;
    if (typeof o[key] === 'number') return String(o[key]);
  }
  return '';
}

/** One record or a list of them, by name, joined with 、. */
export function names(value: unknown): string {
  const list = Array.isArray(value) ? value : [value];
  return list.map(nameOf).filter(Boolean).join('、');
}

const text = (s: string): DisplayValue => ({ kind: 'text', text: s });

/** Any value without a form type of its own: text, a list of names or texts, a named object. */
export function plainDisplay(value: unknown): DisplayValue {
  if (isBlankShown(value)) return text('');
  if (Array.isArray(value)) return text(value.map((v) => (typeof v === 'object' ? nameOf(v) : String(v))).filter(Boolean).join('、'));
  if (typeof value === 'object') return text(nameOf(value));
  return text(String(value));
}

/** Picked records (people, departments, customers, categories, stages...) by name; an id as it is. */
export function namesDisplay(value: unknown): DisplayValue {
  return text(isBlankShown(value) ? '' : typeof value === 'object' ? names(value) : String(value));
}

export function moneyDisplay(value: unknown): DisplayValue {
  return text(formatMoney(value));
}

export function dateDisplay(value: unknown): DisplayValue {
  return text(isBlankShown(value) ? '' : dateOnly(String(value)));
}

/** Checkbox choices, an array (a form value) or comma text (a stored value). */
export function choicesDisplay(value: unknown): DisplayValue {
  if (Array.isArray(value)) return text(value.filter((v) => !isBlankShown(v)).map(String).join('、'));
  return text(isBlankShown(value) ? '' : String(value).split(',').filter(Boolean).join('、'));
}

/** Regions (comma text) and the detail address, space-separated. */
export function addressDisplay(value: unknown): DisplayValue {
  if (typeof value === 'string') return text(value.split(',').filter(Boolean).join(' '));
  if (!value || typeof value !== 'object') return text('');
  const o = value as Record<string, unknown>;
  const area = typeof o.address === 'string' ? o.address.split(',').filter(Boolean).join(' ') : '';
  return text([area, o.detailAddress].filter((part) => typeof part === 'string' && part !== '').join(' '));
}

export function filesDisplay(value: unknown): DisplayValue {
  const list = Array.isArray(value) ? value : [];
  return {
    kind: 'files',
    files: list.filter((f) => f && typeof f === 'object').map((f) => {
      const o = f as Record<string, unknown>;
      return { fileId: o.fileId, name: String(o.name ?? ''), size: o.size, url: String(o.filePath ?? o.url ?? ''), fileType: typeof o.fileType === 'string' ? o.fileType : undefined };
    }),
  };
}
