/**
 * CrmBackLog/num (contract 8.1): the sidebar's badges. A key is present only when the user holds
 * its module's `index` key (and, for putInPoolRemind and endContract, its reminder is switched
 * on), and `totalNum` sums the present ones. Each count is the `type 1` rule of the matching list
 * for the user alone (ownerRules.ts, approvalRules.ts, planReminders.ts), so a badge equals the
 * total of the list it opens. All counts in one statement.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { userPermissionKeys } from '../../permissions/authTree.ts';
import { cachedSetting } from '../../permissions/permissionCache.ts';
import { listSpecOfType } from '../../records/list/listSpec.ts';
import { type PoolRule, readPoolRule } from '../pool/poolRules.ts';
import { BACKLOG_LISTS, type BacklogListName } from './backlogLists.ts';
import { backlogToday } from './backlogToday.ts';
import type { Condition, RuleInput } from './ownerRules.ts';
import { PLAN_TYPE, planCondition, PLANS_OF_CONTRACTS } from './planReminders.ts';
import { poolReminderOn } from './poolReminder.ts';

export const BACKLOG_KEYS = [
  'todayCustomer', 'followCustomer', 'putInPoolRemind', 'followLeads', 'checkContract', 'endContract', 'checkReceivables',
  'remindReceivablesPlan',
] as const;
type BacklogKey = (typeof BACKLOG_KEYS)[number];

interface Counter {
  /** the permission key the badge needs */
  gate: string;
  /** a config switch beside the key */
  enabled?: (rule: PoolRule) => boolean;
  /** `count(*)` of the badge, as a scalar subquery */
  count: (input: RuleInput) => Condition;
}

/** The count of a list's `type 1` rows owned by / waiting for the user. */
function listCounter(name: BacklogListName, enabled?: (rule: PoolRule) => boolean): Counter {
  const list = BACKLOG_LISTS[name];
  const spec = listSpecOfType(list.listType)!;
  return {
    gate: `crm.${list.realm}.index`,
    enabled,
    count: (input) => sql`(select count(*)::int from ${sql.raw(spec.table)} r where ${sql.join([...spec.implicit, list.rules[1](input)], sql` and `)})`,
  };
}

const COUNTERS: Readonly<Record<BacklogKey, Counter>> = {
  todayCustomer: listCounter('todayCustomer'),
  followCustomer: listCounter('followCustomer'),
  putInPoolRemind: listCounter('putInPoolRemind', (rule) => poolReminderOn({ rule })),
  followLeads: listCounter('followLeads'),
  checkContract: listCounter('checkContract'),
  endContract: listCounter('endContract', (rule) => rule.contractEnabled),
  checkReceivables: listCounter('checkReceivables'),
  remindReceivablesPlan: {
    gate: 'crm.receivables.index',
    count: ({ users, today }) => sql`(select count(*)::int from ${PLANS_OF_CONTRACTS} where ${planCondition(PLAN_TYPE.due, users, today)})`,
  },
};

export async function backlogCounts(db: Kysely<Database>, userId: number, knownVersion?: string): Promise<Partial<Record<BacklogKey, number>> & { totalNum: number }> {
  const [keys, rule] = await Promise.all([
    userPermissionKeys(db, userId, knownVersion),
    cachedSetting(db, 'poolRule', () => readPoolRule(db), knownVersion),
  ]);
  const shown = BACKLOG_KEYS.filter((key) => keys.has(COUNTERS[key].gate) && (COUNTERS[key].enabled?.(rule) ?? true));
  if (!shown.length) return { totalNum: 0 };
  const input: RuleInput = { userId, users: [userId], today: backlogToday(), rule };
  const { rows } = await sql<Record<BacklogKey, number>>`
    select ${sql.join(shown.map((key) => sql`${COUNTERS[key].count(input)} as ${sql.id(key)}`))}
  `.execute(db);
  const counts: Partial<Record<BacklogKey, number>> = {};
  for (const key of shown) counts[key] = Number(rows[0]?.[key] ?? 0);
  return { ...counts, totalNum: shown.reduce((sum, key) => sum + (counts[key] ?? 0), 0) };
}
