// A form value → what the save payload (and the uniqueness check) carries for it, per
// server-contract 5.4 "Value normalisation": user/structure ids comma-joined, relations the first
// picked id, category the leaf id, checkbox comma-joined, file the batch id, dates as text.

import type { FileValue, MapAddressValue, PickedRecord, ProductValue, RecordId } from './definition.ts';
import { VALUE_KIND, type FormType } from './formTypes.ts';
import { normalizeDate, normalizeDateTime, recordIdKey, toText } from './normalizeValue.ts';

export type WireScalar = string | number;

export interface WireMapAddress {
  address: string;
  detailAddress: string;
  location: string;
  lng: string;
  lat: string;
}

function pickedIds(formType: FormType, value: unknown): RecordId[] {
  if (!Array.isArray(value)) return [];
  const idKey = recordIdKey(formType);
  return value
    .map((record: PickedRecord) => {
      const id = record?.[idKey] ?? (formType === 'structure' ? record?.deptId : undefined);
      return typeof id === 'number' || typeof id === 'string' ? id : null;
    })
    .filter((id): id is RecordId => id !== null && id !== '');
}

/** Scalar encoding for every form type whose value fits one payload cell. */
export function encodeScalar(formType: FormType, value: unknown): WireScalar {
  switch (VALUE_KIND[formType]) {
    case 'string':
      if (formType === 'date') return normalizeDate(value);
      if (formType === 'datetime') return normalizeDateTime(value);
      return toText(value);
    case 'stringList':
      return Array.isArray(value) ? value.map(toText).filter((item) => item !== '').join(',') : toText(value);
    case 'recordList': {
      const ids = pickedIds(formType, value);
      // People and departments may be many; a relation field links one record.
      if (formType === 'user' || formType === 'structure') return ids.join(',');
      return ids[0] ?? '';
    }
    case 'idPath': {
      const path = Array.isArray(value) ? value : [];
      const leaf = path[path.length - 1];
      return typeof leaf === 'number' || typeof leaf === 'string' ? leaf : '';
    }
    case 'id':
      return typeof value === 'number' || typeof value === 'string' ? value : '';
    case 'file': {
      // An emptied file field sends '' even if its batch exists: the original did, and it keeps
      // "required" meaningful on the server (a batch id on the wire means files are attached).
      const file = value as Partial<FileValue> | null;
      return file && Array.isArray(file.files) && file.files.length > 0 ? toText(file.batchId) : '';
    }
    case 'product':
    case 'mapAddress':
    case 'itemList':
      throw new Error(`formType ${formType} has no scalar encoding`);
  }
}

export function encodeMapAddress(value: unknown): WireMapAddress {
  const address = (value ?? {}) as Partial<MapAddressValue>;
  return {
    address: Array.isArray(address.address) ? address.address.join(',') : toText(address.address),
    detailAddress: toText(address.detailAddress),
    location: toText(address.location),
    lng: toText(address.lng),
    lat: toText(address.lat),
  };
}

export function encodeProduct(value: unknown): ProductValue {
  const product = (value ?? {}) as Partial<ProductValue>;
  return {
    product: Array.isArray(product.product) ? product.product : [],
    totalPrice: toText(product.totalPrice),
    discountRate: toText(product.discountRate),
  };
}
