/**
 * The 待办 rules about records the user (or their subordinates) own (contract 8.1, 8.2), each a
 * condition on alias `r` of the module's table, so the same text narrows the module's list
 * (queryList) and is counted by CrmBackLog/num: a badge and its list cannot disagree.
 *
 *   todayCustomer  1 今日需联系  next_time today, no follow-up record created today
 *                  2 已逾期      next_time before today, no follow-up record since next_time
 *                  3 已联系      next_time today and a follow-up record created today
 *   followCustomer 1 待跟进 followup 0 · 2 已跟进 followup 1
 *   followLeads    the same on leads, both not converted (is_transform 0)
 *   endContract    approved contracts; 1 即将到期 end_time in [today, today + N days] of the
 *                  expiring-contract reminder · 2 已到期 end_time before today
 */
import { type RawBuilder, sql } from 'kysely';
import type { PoolRule } from '../pool/poolRules.ts';
import { CHECK_STATUS } from '../../records/checkStatus.ts';
import type { BacklogToday } from './backlogToday.ts';

export type Condition = RawBuilder<unknown>;

export interface RuleInput {
  /** the current user */
  userId: number;
  /** whose records: [me] or my subordinates (backlogUsers.ts) */
  users: readonly number[];
  today: BacklogToday;
  rule: PoolRule;
}

export type Rule = (input: RuleInput) => Condition;

/** `column in (users)` on a fixed column; no users → false (an empty IN is not SQL). */
export function among(column: 'r.owner_user_id' | 'l.examine_user' | 'k.owner_user_id', users: readonly number[]): Condition {
  return users.length ? sql`${sql.raw(column)} in (${sql.join(users)})` : sql`false`;
}

const all = (...parts: Condition[]): Condition => sql`(${sql.join(parts, sql` and `)})`;

/** A follow-up record of the customer created at or after `since` (and before `until`). */
function followedUp(since: Condition | Date, until?: Date): Condition {
  const upper = until ? sql` and a.create_time < ${until}` : sql``;
  return sql`exists (select 1 from admin_record a where a.types = 'crm_customer' and a.types_id = r.customer_id and a.create_time >= ${since}${upper})`;
}

const nextTimeToday = ({ today }: RuleInput) => sql`r.next_time >= ${today.start} and r.next_time < ${today.end}`;

export const todayCustomerRules: Readonly<Record<number, Rule>> = {
  1: (input) => all(among('r.owner_user_id', input.users), nextTimeToday(input), sql`not ${followedUp(input.today.start, input.today.end)}`),
  2: (input) => all(among('r.owner_user_id', input.users), sql`r.next_time < ${input.today.start}`, sql`not ${followedUp(sql`r.next_time`)}`),
  3: (input) => all(among('r.owner_user_id', input.users), nextTimeToday(input), followedUp(input.today.start, input.today.end)),
};

export const followCustomerRules: Readonly<Record<number, Rule>> = {
  1: ({ users }) => all(among('r.owner_user_id', users), sql`r.followup = 0`),
  2: ({ users }) => all(among('r.owner_user_id', users), sql`r.followup = 1`),
};

export const followLeadsRules: Readonly<Record<number, Rule>> = {
  1: ({ users }) => all(among('r.owner_user_id', users), sql`r.followup = 0`, sql`r.is_transform = 0`),
  2: ({ users }) => all(among('r.owner_user_id', users), sql`r.followup = 1`, sql`r.is_transform = 0`),
};

const approved = sql`r.check_status = ${CHECK_STATUS.approved}`;

export const endContractRules: Readonly<Record<number, Rule>> = {
  1: ({ users, today, rule }) => all(among('r.owner_user_id', users), approved,
    sql`r.end_time >= ${today.date}::date`, sql`r.end_time <= ${today.plusDays(rule.contractDays)}::date`),
  2: ({ users, today }) => all(among('r.owner_user_id', users), approved, sql`r.end_time < ${today.date}::date`),
};
