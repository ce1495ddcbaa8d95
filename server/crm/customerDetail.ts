/**
 * CrmCustomer/queryById (contract 7.2, 7.4): the row (columns camelCased on the way out), owner and
 * creator names, `isPool`, and every custom field as `<field name>: "<value text>"` ('' when not
 * filled in). Outside the user's data scope: `{dataAuth: 0}` (a success, not an error; contract 17).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { LABEL } from '../fields/fieldLabels.ts';
import { BusinessError } from '../http/errors.ts';
import { recordAccess } from '../records/recordAccess.ts';
import { RECORD_MODULES } from '../records/recordModules.ts';
import { CUSTOMER_GONE } from './customerFormRecord.ts';
import { findCustomer } from './customerStore.ts';

export async function customerDetail(db: Kysely<Database>, userId: number, customerId: number): Promise<Record<string, unknown>> {
  const customer = await findCustomer(db, customerId);
  if (!customer) throw new BusinessError(CUSTOMER_GONE);
  if ((await recordAccess(db, userId, RECORD_MODULES.customer, customer)) === 'none') return { dataAuth: 0 };

  const userIds = [customer.owner_user_id, customer.create_user_id].filter((id): id is number => id !== null);
  const users = await db.selectFrom('admin_user').select(['user_id', 'realname']).where('user_id', 'in', userIds).execute();
  const realname = (id: number | null) => users.find((u) => u.user_id === id)?.realname ?? null;

  const customFields = await db.selectFrom('admin_field').select(['field_id', 'name'])
    .where('label', '=', LABEL.customer).where('field_type', '=', 0).orderBy('sorting').execute();
  const customByName = Object.fromEntries(customFields.map((f) => [f.name, customer.custom[String(f.field_id)] ?? '']));

  const { custom: _byId, ...columns } = customer;
  // Columns last: a custom field named like a column must not hide the record's own data.
  return {
    ...customByName, ...columns,
    ownerUserName: realname(customer.owner_user_id), createUserName: realname(customer.create_user_id),
    isPool: customer.owner_user_id === null ? 1 : 0,
  };
}
