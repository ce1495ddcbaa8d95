// What "not filled in" means for each form type. Required fails on it; every format rule passes on
// it (forms.md 5: "Empty values always pass the format checks"); the uniqueness check skips it.

import type { FileValue, MapAddressValue, ProductValue } from './definition.ts';
import { VALUE_KIND, type FormType } from './formTypes.ts';

function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  return false;
}

export function isEmptyValue(formType: FormType, value: unknown): boolean {
  if (value === null || value === undefined) return true;
  switch (VALUE_KIND[formType]) {
    case 'string':
    case 'id':
      return isBlank(value);
    case 'stringList':
    case 'recordList':
    case 'idPath':
    case 'itemList':
      return Array.isArray(value) ? value.length === 0 : isBlank(value);
    case 'file': {
      const files = (value as Partial<FileValue>).files;
      return !Array.isArray(files) || files.length === 0;
    }
    case 'product': {
      // An order without product lines is empty, whatever its total says.
      const lines = (value as Partial<ProductValue>).product;
      return !Array.isArray(lines) || lines.length === 0;
    }
    case 'mapAddress': {
      const address = value as Partial<MapAddressValue>;
      const regions = Array.isArray(address.address) ? address.address : [];
      return regions.length === 0 && isBlank(address.detailAddress) && isBlank(address.location);
    }
  }
}
