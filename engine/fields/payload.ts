// Form values ↔ the save payload (server-contract 7.1, forms.md 3.5 and 3.10):
//   entity   system fields by column, plus the product totals and the map address parts
//   field    custom fields: the definition object with its encoded `value` (stored by fieldId)
//   product  the product lines (business, contract)
//   travelList  the OA detail items (sent as `oaExamineTravelList`, with `entity` as `oaExamine`)
// splitPayload is the browser's way out; joinPayload is the server's way back in, so it can
// validate a save with the same compiled form the browser used.

import type { CompiledForm } from './compileFields.ts';
import type { DetailItem, FieldDefinition, FileValue, FormData, ProductLine } from './definition.ts';
import { encodeMapAddress, encodeProduct, encodeScalar, type WireScalar } from './encodeValue.ts';
import { normalizeValue, toText } from './normalizeValue.ts';

export type CustomFieldPayload = FieldDefinition & { value: WireScalar };

export interface SavePayload {
  entity: Record<string, unknown>;
  field: CustomFieldPayload[];
  product?: ProductLine[];
  travelList?: DetailItem[];
}

export interface SplitOptions {
  /** Merged into `entity`: the record id and batchId on update, `checkStatus: 5` for a draft... */
  entityExtras?: Record<string, unknown>;
}

/** The expense editor keeps invoice previews in `imgList`; the server links images by the item's batchId. */
function travelItem(formType: string, item: DetailItem): DetailItem {
  if (formType !== 'examine_cause') return { ...item };
  const { imgList: _previews, ...rest } = item;
  return rest;
}

export function splitPayload(formData: FormData, compiled: CompiledForm, options: SplitOptions = {}): SavePayload {
  const payload: SavePayload = { entity: {}, field: [] };
  for (const { key, definition, system } of compiled.fields) {
    const value = formData[key];
    switch (definition.formType) {
      case 'product': {
        const product = encodeProduct(value);
        payload.product = product.product;
        payload.entity.totalPrice = product.totalPrice || '0.00';
        payload.entity.discountRate = product.discountRate || '0.00';
        break;
      }
      case 'map_address':
        Object.assign(payload.entity, encodeMapAddress(value));
        break;
      case 'examine_cause':
      case 'business_cause': {
        const items = Array.isArray(value) ? (value as DetailItem[]) : [];
        payload.travelList = [...(payload.travelList ?? []), ...items.map((item) => travelItem(definition.formType, item))];
        break;
      }
      default:
        if (system) payload.entity[key] = encodeScalar(definition.formType, value);
        else payload.field.push({ ...definition, value: encodeScalar(definition.formType, value) });
    }
  }
  Object.assign(payload.entity, options.entityExtras ?? {});
  return payload;
}

/** The server binds entity keys in snake_case or camelCase (server-contract 7.1); so do we. */
function camelCase(column: string): string {
  return column.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

function entityValue(entity: Record<string, unknown>, column: string): unknown {
  if (Object.prototype.hasOwnProperty.call(entity, column)) return entity[column];
  return entity[camelCase(column)];
}

function decodeScalar(definition: FieldDefinition, wire: unknown): unknown {
  if (definition.formType === 'file') {
    // The payload only carries the batch id; the client sends '' when no file is attached, so a
    // batch id means "files attached". One placeholder item stands for them.
    const batchId = toText(wire);
    const value: FileValue = { batchId, files: batchId === '' ? [] : [{ batchId }] };
    return value;
  }
  return normalizeValue(definition.formType, wire);
}

export function joinPayload(payload: Partial<SavePayload>, compiled: CompiledForm): FormData {
  const entity = payload.entity ?? {};
  const customById = new Map((payload.field ?? []).map((field) => [String(field.fieldId), field]));
  const formData: FormData = {};
  for (const { key, definition, system } of compiled.fields) {
    switch (definition.formType) {
      case 'product':
        formData[key] = normalizeValue('product', {
          product: payload.product ?? [],
          totalPrice: entity.totalPrice,
          discountRate: entity.discountRate,
        });
        break;
      case 'map_address':
        formData[key] = normalizeValue('map_address', entity);
        break;
      case 'examine_cause':
      case 'business_cause':
        formData[key] = normalizeValue(definition.formType, payload.travelList ?? []);
        break;
      default: {
        const wire = system ? entityValue(entity, key) : customById.get(String(definition.fieldId))?.value;
        formData[key] = decodeScalar(definition, wire);
      }
    }
  }
  return formData;
}
