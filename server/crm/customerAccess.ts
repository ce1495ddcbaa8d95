/**
 * What a user may do with one customer (contract 3.6, 7.2 team members, 7.4 pool):
 *   write  owner within the user's data scope (usersInScope), or a read-write team member;
 *   read   a read-only team member, or anyone for a pool customer (owner NULL);
 *   none   everyone else (queryById answers {dataAuth: 0}).
 * Pool customers are writable only with an unrestricted scope: taking one is receiveByIds' job.
 */
import type { Kysely } from 'kysely';
import type { CrmCustomer, Database } from '../db/schema.ts';
import { usersInScope } from '../permissions/dataScope.ts';
import { teamMembers } from './customerStore.ts';

export type RecordAccess = 'none' | 'read' | 'write';

export async function customerAccess(
  db: Kysely<Database>, userId: number, customer: Pick<CrmCustomer, 'owner_user_id' | 'ro_user_id' | 'rw_user_id'>,
): Promise<RecordAccess> {
  const scope = await usersInScope(db, userId, 'crm.customer');
  if (scope === 'all') return 'write';
  if (customer.owner_user_id === null) return 'read';
  if (scope.includes(customer.owner_user_id)) return 'write';
  if (teamMembers(customer.rw_user_id).includes(userId)) return 'write';
  if (teamMembers(customer.ro_user_id).includes(userId)) return 'read';
  return 'none';
}
