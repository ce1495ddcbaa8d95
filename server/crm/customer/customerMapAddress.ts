/**
 * The customer's 地区定位 (the map_address field, contract 5.4/5.5): one field for the user, five
 * columns of crm_customer. The engine splits the field into entity keys; the save writes each to
 * its column, and the edit form and 基本信息 read the five back as one value.
 */
import type { RecordRow } from '../../records/recordStore.ts';
import type { EntityParts } from '../../records/recordValues.ts';

const NAME = '地区定位';

/** Entity key → column, the characters it holds, and the field a refusal names (地区定位不能超过255个字符). */
export const MAP_ADDRESS_PARTS: EntityParts = {
  address: ['address', 255, NAME], detailAddress: ['detail_address', 255, NAME], location: ['location', 255, NAME],
  lng: ['lng', 50, NAME], lat: ['lat', 50, NAME],
};

/** The map_address value; `address` stays the comma text the client splits. */
export function mapAddressOf(row: RecordRow) {
  return {
    location: row.location ?? '', address: row.address ?? '', detailAddress: row.detail_address ?? '',
    lng: row.lng ?? '', lat: row.lat ?? '',
  };
}
