/**
 * Whose records a 待办 list shows (contract 8.2 `isSub`): 1 = mine, 2 = my subordinates, directly
 * or not, without me (the reporting line of admin_user.parent_id, recursive).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { userWithSubordinates } from '../../system/organisation.ts';

/** The users whose records count: [me], or my subordinates (possibly none). */
export async function backlogUsers(db: Kysely<Database>, userId: number, isSub: 1 | 2): Promise<number[]> {
  if (isSub === 1) return [userId];
  return (await userWithSubordinates(db, userId)).filter((id) => id !== userId).sort((a, b) => a - b);
}
