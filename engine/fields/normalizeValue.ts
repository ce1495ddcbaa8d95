// Turns whatever the server sent as a field's value (create mode: "" or a default; edit mode: the
// record's value, pre-shaped for relations; a save payload's encoded string on the server) into the
// one shape the form works with for that form type. Widgets, rules and the payload encoder can then
// trust the shape instead of re-checking it.

import type {
  DetailItem,
  FileItem,
  FileValue,
  MapAddressValue,
  PickedRecord,
  ProductLine,
  ProductValue,
  RecordId,
} from './definition.ts';
import { RELATION_ID_KEYS, VALUE_KIND, isRelationFormType, type FormType } from './formTypes.ts';

export function toText(raw: unknown): string {
  if (raw === null || raw === undefined) return '';
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' || typeof raw === 'bigint') return String(raw);
  if (typeof raw === 'boolean') return raw ? '1' : '0';
  return '';
}

/** Ids stay numbers when they look like numbers (the server's ids are ints), strings otherwise. */
export function toId(raw: unknown): RecordId | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null;
  const text = toText(raw).trim();
  if (text === '') return null;
  return /^\d{1,15}$/.test(text) ? Number(text) : text;
}

function splitList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function isPlainObject(raw: unknown): raw is Record<string, unknown> {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw);
}

/** The key that identifies a picked record of this form type. */
export function recordIdKey(formType: FormType): string {
  if (formType === 'user') return 'userId';
  if (formType === 'structure') return 'id';
  if (isRelationFormType(formType)) return RELATION_ID_KEYS[formType];
  throw new Error(`formType ${formType} has no record id`);
}

function normalizeRecordList(formType: FormType, raw: unknown): PickedRecord[] {
  const idKey = recordIdKey(formType);
  const fromId = (id: unknown): PickedRecord | null => {
    const value = toId(id);
    return value === null ? null : { [idKey]: value };
  };
  const fromItem = (item: unknown): PickedRecord | null => {
    if (!isPlainObject(item)) return fromId(item);
    const copy: PickedRecord = { ...item };
    // Edit mode returns departments as {deptId, name}; the department picker speaks {id, name}.
    if (formType === 'structure' && copy.id === undefined && copy.deptId !== undefined) copy.id = copy.deptId;
    return copy;
  };
  let items: unknown[];
  if (Array.isArray(raw)) items = raw;
  else if (isPlainObject(raw)) items = [raw];
  else items = splitList(toText(raw));
  return items.map(fromItem).filter((item): item is PickedRecord => item !== null);
}

function normalizeIdPath(raw: unknown): RecordId[] {
  const items = Array.isArray(raw) ? raw : splitList(toText(raw));
  return items.map(toId).filter((id): id is RecordId => id !== null);
}

function normalizeFile(raw: unknown): FileValue {
  if (Array.isArray(raw)) {
    const files = raw.filter(isPlainObject) as FileItem[];
    return { batchId: toText(files[0]?.batchId), files };
  }
  if (isPlainObject(raw)) {
    const files = Array.isArray(raw.files) ? (raw.files.filter(isPlainObject) as FileItem[]) : [];
    return { batchId: toText(raw.batchId) || toText(files[0]?.batchId), files };
  }
  // A bare batch id (a save payload, or a record whose files were not expanded).
  return { batchId: toText(raw), files: [] };
}

function normalizeProductLine(raw: Record<string, unknown>): ProductLine {
  return {
    ...raw,
    price: toText(raw.price),
    salesPrice: toText(raw.salesPrice),
    num: toText(raw.num),
    discount: toText(raw.discount),
    subtotal: toText(raw.subtotal),
  };
}

function normalizeProduct(raw: unknown): ProductValue {
  if (!isPlainObject(raw)) return { product: [], totalPrice: '', discountRate: '' };
  const lines = Array.isArray(raw.product) ? raw.product.filter(isPlainObject).map(normalizeProductLine) : [];
  return { product: lines, totalPrice: toText(raw.totalPrice), discountRate: toText(raw.discountRate) };
}

function normalizeMapAddress(raw: unknown): MapAddressValue {
  const source = isPlainObject(raw) ? raw : {};
  const address = Array.isArray(source.address) ? source.address.map(toText).filter((part) => part !== '') : splitList(toText(source.address));
  return {
    address,
    location: toText(source.location),
    detailAddress: toText(source.detailAddress),
    lat: toText(source.lat),
    lng: toText(source.lng),
  };
}

function normalizeItemList(raw: unknown): DetailItem[] {
  // The original client wrapped the list as {list: [...]}; accept both.
  const list = isPlainObject(raw) && Array.isArray(raw.list) ? raw.list : raw;
  return Array.isArray(list) ? list.filter(isPlainObject).map((item) => ({ ...item })) : [];
}

/** yyyy-MM-dd; DATE columns may arrive as a full datetime. */
export function normalizeDate(raw: unknown): string {
  const text = toText(raw).trim();
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(text);
  return match ? match[1]! : text;
}

/** yyyy-MM-dd HH:mm:ss; accepts ISO's "T" and a missing seconds part. */
export function normalizeDateTime(raw: unknown): string {
  const text = toText(raw).trim();
  const full = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?/.exec(text);
  if (full) return `${full[1]} ${full[2]}${full[3] ?? ':00'}`;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return `${text} 00:00:00`;
  return text;
}

export function normalizeValue(formType: FormType, raw: unknown): unknown {
  switch (VALUE_KIND[formType]) {
    case 'string':
      if (formType === 'date') return normalizeDate(raw);
      if (formType === 'datetime') return normalizeDateTime(raw);
      return toText(raw);
    case 'stringList':
      return Array.isArray(raw) ? raw.map(toText).filter((item) => item !== '') : splitList(toText(raw));
    case 'recordList':
      return normalizeRecordList(formType, raw);
    case 'idPath':
      return normalizeIdPath(raw);
    case 'id':
      return toId(raw);
    case 'file':
      return normalizeFile(raw);
    case 'product':
      return normalizeProduct(raw);
    case 'mapAddress':
      return normalizeMapAddress(raw);
    case 'itemList':
      return normalizeItemList(raw);
  }
}

/** Create mode sends value "" and the admin default in defaultValue; edit mode sends the value. */
export function hasMeaningfulRaw(raw: unknown): boolean {
  if (raw === null || raw === undefined || raw === '') return false;
  if (Array.isArray(raw)) return raw.length > 0;
  return true;
}
