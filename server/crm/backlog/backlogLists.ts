/**
 * The 待办 lists of contract 8.2: each is its module's queryPageList (same rows, columns, custom
 * values, names, extras, data scope, keyword, `data` filters, scene and sort: list/listEndpoints.ts
 * queryList) narrowed by the rule of the chosen `type` for the chosen users (`isSub`). The total is
 * the total of that narrowed list (the original counted only the page's ids). A page without rows
 * answers `data: []`, not an empty list object, as the original's did (contract 8.2: it returned
 * early when its id query found nothing), except putInPoolRemind, which answers the empty list.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Params } from '../../http/params.ts';
import { cachedSetting } from '../../permissions/permissionCache.ts';
import { type ListResult, queryList } from '../../records/list/listEndpoints.ts';
import { listSpecOfType } from '../../records/list/listSpec.ts';
import { readPoolRule } from '../pool/poolRules.ts';
import { approvalRules, approverOf } from './approvalRules.ts';
import { backlogToday } from './backlogToday.ts';
import { readIsSub, readType } from './backlogParams.ts';
import { backlogUsers } from './backlogUsers.ts';
import { endContractRules, followCustomerRules, followLeadsRules, type Rule, todayCustomerRules } from './ownerRules.ts';
import { putInPoolRemindRule } from './poolReminder.ts';

export interface BacklogList {
  /** the list type (contract 6.1) whose queryPageList this is */
  listType: number;
  /** the permission realm: the call needs `crm.<realm>.index` (declared in backlogEndpoints.ts) */
  realm: 'customer' | 'leads' | 'contract' | 'receivables';
  /** `type` option → rule */
  rules: Readonly<Record<number, Rule>>;
  /** approvals: an approver sees the records outside their data scope too */
  approval?: boolean;
}

export const BACKLOG_LISTS = {
  todayCustomer: { listType: 2, realm: 'customer', rules: todayCustomerRules },
  followLeads: { listType: 1, realm: 'leads', rules: followLeadsRules },
  followCustomer: { listType: 2, realm: 'customer', rules: followCustomerRules },
  putInPoolRemind: { listType: 2, realm: 'customer', rules: { 1: putInPoolRemindRule } },
  checkContract: { listType: 6, realm: 'contract', rules: approvalRules, approval: true },
  checkReceivables: { listType: 7, realm: 'receivables', rules: approvalRules, approval: true },
  endContract: { listType: 6, realm: 'contract', rules: endContractRules },
} as const satisfies Record<string, BacklogList>;

export type BacklogListName = keyof typeof BACKLOG_LISTS;

export async function queryBacklogList(
  db: Kysely<Database>, userId: number, name: BacklogListName, params: Params, knownVersion?: string,
): Promise<ListResult | []> {
  const list: BacklogList = BACKLOG_LISTS[name];
  const isSub = readIsSub(params);
  const rule = list.rules[readType(params, list.rules)];
  const [users, poolRule] = await Promise.all([
    backlogUsers(db, userId, isSub),
    cachedSetting(db, 'poolRule', () => readPoolRule(db), knownVersion),
  ]);
  const where = rule({ userId, users, today: backlogToday(), rule: poolRule });
  const result = await queryList(db, userId, listSpecOfType(list.listType)!, params, knownVersion, {
    where, ...(list.approval ? { alsoVisible: approverOf(userId) } : {}),
  });
  return result.list.length || name === 'putInPoolRemind' ? result : [];
}
