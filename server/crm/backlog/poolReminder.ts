/**
 * 待进入公海提醒 (contract 8.1 putInPoolRemind): my customers the auto-pool rule will take within
 * the reminder's days. It predicts what pool/poolJob.ts does, with the same clocks, so a reminded
 * customer is the one that goes: undealt, unlocked, and either
 *   - its last activity (the later of create_time and its last follow-up) lies between
 *     followupDays and followupDays − remindDays ago, or
 *   - its owner received it from the pool (last type-8 owner record naming them) between
 *     dealDays and dealDays − remindDays ago.
 * Nothing when the pool rule or its reminder is switched off (the list is then an empty page).
 */
import { sql } from 'kysely';
import { CRM_MODULES } from '../crmModules.ts';
import { POOL_OWNER_RECORD_TYPE } from '../pool/poolMoves.ts';
import { among, type Condition, type RuleInput } from './ownerRules.ts';

const DAY_MS = 86_400_000;

export function poolReminderOn({ rule }: Pick<RuleInput, 'rule'>): boolean {
  return rule.enabled && rule.remindEnabled;
}

/** `since` within (now − days, now − (days − remindDays)]: due in at most remindDays. */
function dueWithin(since: Condition, days: number, input: RuleInput): Condition {
  const now = input.today.now.getTime();
  const dueAt = new Date(now - days * DAY_MS);
  const remindFrom = new Date(now - Math.max(days - input.rule.remindDays, 0) * DAY_MS);
  return sql`(${since} > ${dueAt} and ${since} <= ${remindFrom})`;
}

export function putInPoolRemindRule(input: RuleInput): Condition {
  if (!poolReminderOn(input)) return sql`false`;
  const lastActivity = sql`greatest(r.create_time, (select max(a.create_time) from admin_record a where a.types = ${CRM_MODULES.customer.recordTypes} and a.types_id = r.customer_id))`;
  const receivedAt = sql`(select max(o.create_time) from crm_owner_record o where o.type = ${POOL_OWNER_RECORD_TYPE} and o.type_id = r.customer_id and o.post_owner_user_id = r.owner_user_id)`;
  return sql`(${among('r.owner_user_id', input.users)} and r.deal_status = 0 and r.is_lock = 0 and (${
    dueWithin(lastActivity, input.rule.followupDays, input)} or ${dueWithin(receivedAt, input.rule.dealDays, input)}))`;
}
