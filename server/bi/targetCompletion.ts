/**
 * 业绩目标完成情况 (contract 12.2 bi/taskCompleteStatistics, `bi.achievement.read`): a department's
 * (type 2) or an employee's (type 3) monthly targets of `year` for contract money (`type` 1) or
 * received money (2), beside what was reached: approved contracts by order date or approved
 * receivables by return date, of the employee or of every user of the department and those below
 * it (within the caller's reach for bi.achievement). No target saved: `请先设置业绩目标`.
 *
 *   rows   十二 months `{month: "一月"…, achievement (target), receivables (reached), rate}`, rate =
 *          reached × 100 / target with 2 decimals, "0.00" when the target is 0 (numeric, exact)
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { optionalChoice, optionalInt, type Params } from '../http/params.ts';
import { MONTHS, TARGET_KIND, TARGET_OF } from '../crm/achievement/achievementTargets.ts';
import { CONTRACT_MONEY, RECEIVABLES_MONEY } from '../crm/instrument/salesMoney.ts';
import { CHECK_STATUS } from '../records/checkStatus.ts';
import { DEPT_REQUIRED } from './biUsers.ts';
import { ofUsers } from './biSql.ts';

export const NO_TARGET = '请先设置业绩目标';

export interface TargetRequest { kind: number; objectType: number; objectId: number }

/** `type` (1 合同金额 / 2 回款金额, required) and `userId` or `deptId`. */
export function readTargetRequest(params: Params): TargetRequest {
  const kind = optionalChoice(params, 'type', '目标类型', [TARGET_KIND.contract, TARGET_KIND.receivables]);
  if (kind === undefined) throw new BusinessError('目标类型不能为空');
  const userId = optionalInt(params, 'userId', '员工');
  const deptId = optionalInt(params, 'deptId', '部门');
  if (userId !== undefined) return { kind, objectType: TARGET_OF.user, objectId: userId };
  if (deptId !== undefined) return { kind, objectType: TARGET_OF.dept, objectId: deptId };
  throw new BusinessError(DEPT_REQUIRED);
}

export async function taskCompleteStatistics(db: Kysely<Database>, request: TargetRequest, year: number, users: readonly number[]) {
  const target = await db.selectFrom('crm_achievement').selectAll()
    .where('type', '=', request.objectType).where('obj_id', '=', request.objectId).where('year', '=', String(year)).where('status', '=', request.kind)
    .executeTakeFirst();
  if (!target) throw new BusinessError(NO_TARGET);
  const source = request.kind === TARGET_KIND.contract ? CONTRACT_MONEY : RECEIVABLES_MONEY;
  const day = sql.ref(source.day);
  const { rows } = await sql<{ month: number; reached: string }>`
    select extract(month from ${day})::int as month, coalesce(sum(r.money), 0)::numeric(18,2)::text as reached
    from ${sql.raw(source.table)} r
    where r.check_status = ${CHECK_STATUS.approved} and ${ofUsers('r.owner_user_id', users)}
      and ${day} >= make_date(${year}::int, 1, 1) and ${day} < make_date(${year + 1}::int, 1, 1)
    group by 1`.execute(db);
  const reached = new Map(rows.map((row) => [row.month, row.reached]));
  const targets = MONTHS.map(([column]) => String((target as Record<string, unknown>)[column] ?? '0'));
  // the rates in numeric: one statement over the twelve pairs
  const { rows: rates } = await sql<{ n: number; rate: string }>`
    select n, case when t = 0 then '0.00' else round(v * 100 / t, 2)::numeric(18,2)::text end as rate
    from unnest(${`{${targets.join(',')}}`}::numeric[], ${`{${MONTHS.map((_, i) => reached.get(i + 1) ?? '0.00').join(',')}}`}::numeric[]) with ordinality as x(t, v, n)
    order by n`.execute(db);
  return MONTHS.map(([, name], index) => ({
    month: name,
    achievement: formatMoney(targets[index]!),
    receivables: reached.get(index + 1) ?? '0.00',
    rate: rates[index]!.rate,
  }));
}

/** A numeric text as 2 decimals without a float: "1200" → "1200.00", "3.5" → "3.50". */
function formatMoney(text: string): string {
  const [whole, fraction = ''] = text.split('.');
  return `${whole}.${(fraction + '00').slice(0, 2)}`;
}
