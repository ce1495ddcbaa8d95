/**
 * 上架 / 下架 of a product is the seeded custom field 是否上下架 (contract 5.3, field id 36, options
 * 上架,下架); the status column means "deleted or not" (contract 7.9). An admin may rename the field,
 * so it is found by its id, never by its name; reads carry the state as the system key `onSale`
 * (1 on the shelf, 0 off it), which the product descriptor's conditions name.
 */
export const ON_SALE_FIELD_ID = 36;

export const ON_SALE = '上架';
export const OFF_SALE = '下架';

/** The 是否上下架 value of a product's custom values ('' when unset). */
export function onSaleText(custom: unknown): string {
  const value = (custom as Record<string, unknown> | null | undefined)?.[String(ON_SALE_FIELD_ID)];
  return typeof value === 'string' ? value : '';
}

/** `onSale` of a read: 0 for a product marked 下架 (or an old row with status 0); unset counts as on the shelf. */
export function onSaleFlag(row: { custom?: unknown; status?: unknown }): 0 | 1 {
  return onSaleText(row.custom) === OFF_SALE || Number(row.status) === 0 ? 0 : 1;
}
