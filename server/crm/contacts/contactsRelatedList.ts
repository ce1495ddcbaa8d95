/**
 * The contacts tab of a customer or a business (`CrmCustomer/queryContacts`, contract 7.4, and
 * `CrmBusiness/queryContacts`, 7.6): contact rows with the column the related list shows beside
 * name, mobile, telephone and post, 是否关键决策人 (a seeded custom field of 联系人, read from the
 * row's custom values by its current id). The contract lists it for the customer's tab only; the
 * business's tab shows the same columns (spec "Related-record list"), so both answer it.
 */
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Params } from '../../http/params.ts';
import { relatedList } from '../../records/relatedList.ts';

type ContactsQuery = SelectQueryBuilder<any, any, any>;

/** `query` selects from crm_contacts as `ct`, already limited to the parent's contacts. */
export async function contactsRelatedList(db: Kysely<Database>, params: Params, query: ContactsQuery) {
  const field = await db.selectFrom('admin_field').select('field_id').where('label', '=', 3).where('name', '=', '是否关键决策人').executeTakeFirst();
  const selected = query.select(['ct.contacts_id', 'ct.name', 'ct.mobile', 'ct.post', 'ct.telephone', 'ct.customer_id', 'ct.custom']);
  const result = await relatedList<Record<string, unknown>>(params, selected, (q) => q.orderBy('ct.contacts_id', 'desc'));
  const shape = ({ custom, ...row }: Record<string, unknown>) => ({
    ...row, 是否关键决策人: field ? ((custom as Record<string, string> | null)?.[String(field.field_id)] ?? '') : '',
  });
  return Array.isArray(result) ? result.map(shape) : { ...result, list: result.list.map(shape) };
}
