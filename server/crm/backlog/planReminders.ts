/**
 * 回款提醒 (contract 8.1 remindReceivablesPlan, 8.2 CrmBackLog/remindReceivables): receivables
 * plans of contracts owned by me (or my subordinates, as far as my data scope of contracts
 * reaches: a plan is as visible as its contract, records/recordAccess.ts):
 *   1 待回款  unpaid, return_date within [today, today + the plan's remind days]
 *   2 已回款  a receivable references it (receivables_id set), newest return_date first
 *   3 已逾期  unpaid, return_date before today
 * Plans are not a list module, so this is its own small query: the page and its count, answered
 * as a JFinal Page (contract 8.2; `page` 1 and `limit` 10 by default, contract 1.5), or every row
 * as an array with `pageType: 0`.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { type Page, type Params, readPaging, toPage } from '../../http/params.ts';
import { usersInScope } from '../../permissions/dataScope.ts';
import { backlogToday, type BacklogToday } from './backlogToday.ts';
import { readIsSub, readType } from './backlogParams.ts';
import { backlogUsers } from './backlogUsers.ts';
import { among, type Condition } from './ownerRules.ts';

export const PLAN_TYPE = { due: 1, paid: 2, overdue: 3 } as const;
type PlanType = (typeof PLAN_TYPE)[keyof typeof PLAN_TYPE];

/** The plans of one type, on aliases `p` (crm_receivables_plan) and `k` (its contract). */
export function planCondition(type: PlanType, users: readonly number[], today: BacklogToday): Condition {
  const owned = among('k.owner_user_id', users);
  if (type === PLAN_TYPE.paid) return sql`(${owned} and p.receivables_id is not null)`;
  if (type === PLAN_TYPE.overdue) return sql`(${owned} and p.receivables_id is null and p.return_date < ${today.date}::date)`;
  return sql`(${owned} and p.receivables_id is null and p.return_date >= ${today.date}::date
    and p.return_date <= ${today.date}::date + coalesce(p.remind, 0))`;
}

export const PLANS_OF_CONTRACTS = sql`crm_receivables_plan p join crm_contract k on k.contract_id = p.contract_id`;

export interface PlanReminderRow {
  plan_id: number;
  num: string;
  customer_id: number;
  customer_name: string | null;
  contract_id: number;
  contract_num: string;
  /** 2 decimals, as text */
  money: string | null;
  /** yyyy-MM-dd */
  return_date: string | null;
  return_type: string | null;
  remind: number | null;
  remark: string | null;
}

const PLAN_TYPES = { 1: true, 2: true, 3: true } as const;

export async function queryPlanReminders(
  db: Kysely<Database>, userId: number, params: Params, knownVersion?: string,
): Promise<Page<PlanReminderRow> | PlanReminderRow[]> {
  const isSub = readIsSub(params);
  const type = readType(params, PLAN_TYPES) as PlanType;
  const paging = readPaging(params);
  const { page, limit } = paging;
  const all = paging.pageType === 0;
  const [subjects, scope] = await Promise.all([backlogUsers(db, userId, isSub), usersInScope(db, userId, 'crm.contract', knownVersion)]);
  const users = scope === 'all' ? subjects : subjects.filter((id) => scope.includes(id));
  const where = planCondition(type, users, backlogToday());
  const order = type === PLAN_TYPE.paid ? sql`p.return_date desc nulls last, p.plan_id desc` : sql`p.return_date asc nulls last, p.plan_id asc`;
  const [rows, count] = await Promise.all([
    sql<PlanReminderRow>`
      select p.plan_id, p.num, p.customer_id, c.customer_name, p.contract_id, k.num as contract_num,
             p.money::numeric(18,2) as money, p.return_date, p.return_type, p.remind, p.remark
      from ${PLANS_OF_CONTRACTS} left join crm_customer c on c.customer_id = p.customer_id
      where ${where} order by ${order} ${all ? sql`` : sql`limit ${limit} offset ${(page - 1) * limit}`}
    `.execute(db),
    all ? undefined : sql<{ n: number }>`select count(*)::int as n from ${PLANS_OF_CONTRACTS} where ${where}`.execute(db),
  ]);
  return all ? rows.rows : toPage(rows.rows, Number(count?.rows[0]?.n ?? 0), paging);
}
