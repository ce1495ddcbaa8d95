// map_address: the customer's 地区定位, {address: [province, city, district], detailAddress,
// location, lat, lng}. The payload spreads it over `entity` (the regions comma-joined).

import type { MapAddressValue } from '../definition.ts';
import { isBlank, isPlainObject, splitList, toText } from '../valueText.ts';
import { addressDisplay } from './displayText.ts';
import { TEXT_FILTER } from './filterFacets.ts';
import type { FormTypeModule } from './types.ts';
import { NO_FORMAT_RULES, PLAIN_UI } from './valueParts.ts';

export interface WireMapAddress {
  address: string;
  detailAddress: string;
  location: string;
  lng: string;
  lat: string;
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

/** Empty without regions, detail and location (lat/lng alone say nothing a person entered). */
function isEmptyMapAddress(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  const address = value as Partial<MapAddressValue>;
  const regions = Array.isArray(address.address) ? address.address : [];
  return regions.length === 0 && isBlank(address.detailAddress) && isBlank(address.location);
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

export const mapAddressModule: FormTypeModule = {
  formType: 'map_address',
  valueSchema: () => ({ type: ['object', 'null'] }),
  normalize: normalizeMapAddress,
  isEmpty: isEmptyMapAddress,
  wire: {
    kind: 'payloadPart',
    split: (value, payload) => {
      Object.assign(payload.entity, encodeMapAddress(value));
    },
    join: (payload) => normalizeMapAddress(payload.entity ?? {}),
  },
  ui: { ...PLAIN_UI, customField: true, fullRow: true },
  formatRules: NO_FORMAT_RULES,
  filter: TEXT_FILTER,
  detail: addressDisplay,
};
