/**
 * Whose figures a BI page counts (contract 12.1): `userId` when sent, else every user of `deptId`
 * and of the departments below it; neither = nobody (the original answers empty or 0). The set is
 * then cut to the caller's reach for that BI group: the data scope of the roles granting its
 * `bi.<group>.read` (dataScope.ts, action `read`), so a salesperson who names the top department
 * still counts only the people they may see.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { optionalInt, type Params } from '../http/params.ts';
import { usersInScope } from '../permissions/dataScope.ts';
import { usersOfDepts } from '../system/organisation.ts';

/** The BI groups of the permission tree (`bi.<group>.read`). */
export type BiGroup = 'customer' | 'business' | 'contract' | 'portrait' | 'product' | 'ranking' | 'oa' | 'achievement';

export const DEPT_REQUIRED = '部门id不能为空';

/** The rule of the pages that need a department or an employee (员工客户分析, 员工业绩分析). */
export const NEEDS_DEPT = { deptRequired: true } as const;

export interface BiUsersOptions {
  /** the customer pages refuse a call without a department (`部门id不能为空`) */
  deptRequired?: boolean;
  /** the rankings rank a department and take no `userId` */
  ignoreUser?: boolean;
  knownVersion?: string;
}

/** The users counted, ascending; [] = nobody. */
export async function biUsers(db: Kysely<Database>, callerId: number, group: BiGroup, params: Params, options: BiUsersOptions = {}): Promise<number[]> {
  const deptId = optionalInt(params, 'deptId', '部门');
  const userId = options.ignoreUser ? undefined : optionalInt(params, 'userId', '员工');
  if (options.deptRequired && deptId === undefined && userId === undefined) throw new BusinessError(DEPT_REQUIRED);
  const requested = userId !== undefined ? [userId] : deptId !== undefined ? await usersOfDepts(db, [deptId]) : [];
  if (!requested.length) return [];
  const scope = await usersInScope(db, callerId, `bi.${group}`, options.knownVersion, 'read');
  const visible = scope === 'all' ? undefined : new Set(scope);
  return [...new Set(requested)].filter((id) => !visible || visible.has(id)).sort((a, b) => a - b);
}
