/**
 * Owned / locked customer limits (contract 7.4, crm_customer_setting + crm_customer_settinguser):
 * a rule naming the user wins over a rule naming their department; a user under no rule is
 * unlimited. `customer_deal = 0` leaves dealt customers out of the count.
 *
 * Counting and then writing is a race (two receives at once could both fit): the check takes a
 * per-user transaction lock first, so callers run it inside the transaction that writes.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';

export const LIMIT_TYPE = { OWNED: 1, LOCKED: 2 } as const;
export type LimitType = (typeof LIMIT_TYPE)[keyof typeof LIMIT_TYPE];

export async function limitRuleOf(db: Kysely<Database>, userId: number, type: LimitType) {
  const user = await db.selectFrom('admin_user').select('dept_id').where('user_id', '=', userId).executeTakeFirst();
  const rules = await db.selectFrom('crm_customer_setting as s')
    .innerJoin('crm_customer_settinguser as su', 'su.setting_id', 's.setting_id')
    .select(['s.setting_id', 's.customer_num', 's.customer_deal', 'su.type as member_type'])
    .where('s.type', '=', type)
    .where((eb) => eb.or([
      eb.and([eb('su.type', '=', 1), eb('su.user_id', '=', userId)]),
      ...(user?.dept_id != null ? [eb.and([eb('su.type', '=', 2), eb('su.dept_id', '=', user.dept_id)])] : []),
    ]))
    .execute();
  return rules.find((r) => r.member_type === 1) ?? rules[0];
}

/**
 * Whether `adding` more customers (owned, or locked) would take the user past their limit.
 * Call inside the writing transaction.
 */
export async function wouldExceedLimit(trx: Kysely<Database>, userId: number, type: LimitType, adding: number): Promise<boolean> {
  if (adding <= 0) return false;
  return adding > await roomUnderLimit(trx, userId, type);
}

/**
 * How many more customers (owned, or locked) the user may take: Infinity under no rule, else the
 * limit minus the count, after the per-user lock (a batch save checks its rows against this).
 * Call inside the writing transaction.
 */
export async function roomUnderLimit(trx: Kysely<Database>, userId: number, type: LimitType): Promise<number> {
  const rule = await limitRuleOf(trx, userId, type);
  if (!rule) return Infinity;
  await sql`select pg_advisory_xact_lock(hashtext('crm_customer_limit'), ${userId}::int)`.execute(trx);
  let query = trx.selectFrom('crm_customer').select((eb) => eb.fn.countAll<number>().as('n')).where('owner_user_id', '=', userId);
  if (type === LIMIT_TYPE.LOCKED) query = query.where('is_lock', '=', 1);
  if (rule.customer_deal === 0) query = query.where('deal_status', '=', 0);
  const { n } = await query.executeTakeFirstOrThrow();
  return rule.customer_num - Number(n);
}

/** Refuses with `该员工拥有客户数已达上限` when the new owner cannot take `adding` more customers. */
export async function checkOwnedLimit(trx: Kysely<Database>, userId: number, adding: number, message = '该员工拥有客户数已达上限') {
  if (await wouldExceedLimit(trx, userId, LIMIT_TYPE.OWNED, adding)) throw new BusinessError(message);
}
