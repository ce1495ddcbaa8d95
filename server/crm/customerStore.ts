/**
 * The crm_customer table as the customer endpoints use it: which columns the form may write,
 * reading one record, new batch ids.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CrmCustomer, Database } from '../db/schema.ts';

/**
 * The fixed fields of the customer form (contract 5.3, field_type 1) that are columns. A fixed
 * field the admin table names but this list does not (there is none today) is refused on save
 * rather than written to a column nobody checked.
 */
export const CUSTOMER_FORM_COLUMNS = ['customer_name', 'mobile', 'telephone', 'website', 'next_time', 'remark'] as const;
export type CustomerFormColumn = (typeof CUSTOMER_FORM_COLUMNS)[number];

export function isCustomerFormColumn(column: string): column is CustomerFormColumn {
  return (CUSTOMER_FORM_COLUMNS as readonly string[]).includes(column);
}

/** The map_address pseudo-field's columns (contract 5.4: address, detailAddress, location, lng, lat). */
export const CUSTOMER_MAP_COLUMNS = ['address', 'detail_address', 'location', 'lng', 'lat'] as const;

export async function findCustomer(db: Kysely<Database>, customerId: number, options: { forUpdate?: boolean } = {}): Promise<CrmCustomer | undefined> {
  let query = db.selectFrom('crm_customer').selectAll().where('customer_id', '=', customerId);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** 32 hex characters, the original's dashless UUID; also the record's attachment batch. */
export function newBatchId(): string {
  return randomUUID().replaceAll('-', '');
}

/** `,3,7,` → [3, 7] */
export function teamMembers(column: string | null): number[] {
  return (column ?? '').split(',').filter((part) => /^\d+$/.test(part)).map(Number);
}
