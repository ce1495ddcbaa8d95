/**
 * Users a CRM call hands records to (new owner, team member, distributed pool customer, the owner
 * named in a lead or contact create): they must exist and be enabled.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';

/** Enabled users by id, in the order asked; refuses an unknown or disabled one with `message`. */
export async function requireActiveUsers(db: Kysely<Database>, userIds: number[], message: string) {
  if (!userIds.length) return [];
  const users = await db.selectFrom('admin_user').select(['user_id', 'realname', 'dept_id', 'img'])
    .where('user_id', 'in', userIds).where('status', '!=', 0).execute();
  if (users.length !== new Set(userIds).size) throw new BusinessError(message);
  return userIds.map((id) => users.find((u) => u.user_id === id)!);
}
