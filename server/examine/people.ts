/**
 * The people of an approval flow: the ",1,2," user lists the flow tables keep, in both directions,
 * and the `{userId, realname, img}` briefs every answer shows. Shared by the CRM flows and the
 * office approval categories.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';

/** ",1,2," → [1, 2] */
export function idsOf(csv: string | null | undefined): number[] {
  return (csv ?? '').split(',').filter((part) => /^\d+$/.test(part)).map(Number);
}

/** [1, 2] → ",1,2," (the empty list stays ","). */
export function csvOf(ids: readonly number[]): string {
  return ids.length ? `,${ids.join(',')},` : ',';
}

export interface UserBrief { userId: number; realname: string; img: string | null }

export async function usersById(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, UserBrief>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await db.selectFrom('admin_user').select(['user_id', 'realname', 'img']).where('user_id', 'in', wanted).execute();
  return new Map(rows.map((u) => [u.user_id, { userId: u.user_id, realname: u.realname ?? '', img: u.img }]));
}

export function briefs(users: Map<number, UserBrief>, ids: readonly number[]): UserBrief[] {
  return ids.flatMap((id) => {
    const user = users.get(id);
    return user ? [user] : [];
  });
}

/** An approver named by a request must be an enabled user: `审批人不存在`, `下一审批人不存在`. */
export async function requireEnabledUser(db: Kysely<Database>, userId: number, label: string): Promise<void> {
  const user = await db.selectFrom('admin_user').select('user_id').where('user_id', '=', userId).where('status', '=', 1).executeTakeFirst();
  if (!user) throw new BusinessError(`${label}不存在`);
}
