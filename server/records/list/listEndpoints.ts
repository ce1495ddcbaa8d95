/**
 * queryPageList of every CRM module, the pool's queryPoolPageList, and the generic
 * scene/queryPageList (contract 6.1-6.4): one implementation (listQuery.ts + listRows.ts) driven by
 * crmModules.ts and listSpec.ts. The module endpoints ignore the body's `type` (the original's
 * controllers overwrite it too); scene/queryPageList takes it from the body.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { endpoint, type EndpointContext } from '../../http/endpoint.ts';
import { BusinessError } from '../../http/errors.ts';
import type { Params } from '../../http/params.ts';
import { requirePermission } from '../../permissions/authTree.ts';
import { cachedSetting, requestVersion } from '../../permissions/permissionCache.ts';
import { claimRider, type VersionRider } from '../../permissions/versionRider.ts';
import { CRM_MODULES, POOL_TYPE, rightsOf } from '../../crm/crmModules.ts';
import { readPoolRule } from '../../crm/pool/poolRules.ts';
import { countRows, type ListNarrowing, pageIds, pagingOf, type ListPlan, planList } from './listQuery.ts';
import { loadRows, type RowContext } from './listRows.ts';
import { type ListSpec, listSpecOfType } from './listSpec.ts';

export interface ListResult {
  list: Record<string, unknown>[];
  totalRow: number;
  /**
   * Present (false) only when totalRow is the planner's estimate past the exact cap: the client says
   * 约 and can ask `exactCount`. Absent = exact, as the contract's totalRow always was, so the
   * answer's shape is the contract's for every exact count.
   */
  totalRowExact?: false;
  money?: { contractMoney: string; receivedMoney: string };
  putInPoolTodayNum?: number;
}

export async function rowContext(db: Kysely<Database>, spec: ListSpec, knownVersion?: string): Promise<RowContext> {
  if (spec.type !== 2) return {};
  const rule = await cachedSetting(db, 'poolRule', () => readPoolRule(db), knownVersion);
  return { poolRule: { enabled: rule.enabled, followupDays: rule.followupDays, dealDays: rule.dealDays } };
}

/** Contract totals of the whole matching result (the original summed the current page only). */
async function contractMoney(db: Kysely<Database>, plan: ListPlan): Promise<{ contractMoney: string; receivedMoney: string }> {
  const { rows } = await sql<{ contract_money: string; received_money: string }>`
    select coalesce(sum(r.money), 0)::numeric(18,2) as contract_money,
           coalesce((select sum(v.money) from crm_receivables v where v.check_status = 1 and v.contract_id in (
             select r.contract_id from crm_contract r where ${plan.where} and r.check_status = 1)), 0)::numeric(18,2) as received_money
    from crm_contract r where ${plan.where} and r.check_status = 1
  `.execute(db);
  return { contractMoney: rows[0]?.contract_money ?? '0.00', receivedMoney: rows[0]?.received_money ?? '0.00' };
}

async function putInPoolToday(db: Kysely<Database>): Promise<number> {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  const row = await db.selectFrom('crm_owner_record').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('type', '=', 8).where('pre_owner_user_id', 'is not', null).where('create_time', '>=', today).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Past the exact cap the total is the planner's estimate, which can read low (statistics older
 * than a bulk change: the pool job moving thousands of customers). The pager must still reach every
 * row: a full page past the estimate raises the total to one more row than seen, so 下一页 stays
 * open until a page comes back short. Exact counts are answered as they are.
 */
function reachableTotal(totalRow: number, cap: number, paging: { limit?: number; offset: number }, pageRows: number): number {
  if (totalRow <= cap || paging.limit === undefined) return totalRow;
  const seen = paging.offset + pageRows + (pageRows === paging.limit ? 1 : 0);
  return Math.max(totalRow, seen);
}

/**
 * `narrowing`: the 待办 lists' extra condition and approver visibility (listQuery.ts). `rider`: the
 * guard's confirming read, carried by the count (permissions/versionRider.ts).
 */
export async function queryList(
  db: Kysely<Database>, userId: number, spec: ListSpec, params: Params, knownVersion?: string, narrowing: ListNarrowing = {}, rider?: VersionRider,
): Promise<ListResult> {
  const paging = pagingOf(params);
  // independent statements at once: on PostgreSQL each runs on its own pooled connection
  const [plan, context] = await Promise.all([planList(db, userId, spec, params, { knownVersion, ...narrowing }), rowContext(db, spec, knownVersion)]);
  // the rows follow the page ids at once, beside the count (and its estimate past the cap)
  const [list, totalRow, money, putInPoolTodayNum] = await Promise.all([
    pageIds(db, plan, paging.limit, paging.offset).then((ids) => loadRows(db, spec, plan.fields, ids, context)),
    countRows(db, plan, rider),
    spec.type === 6 ? contractMoney(db, plan) : undefined, spec.type === POOL_TYPE ? putInPoolToday(db) : undefined,
  ]);
  const result: ListResult = { list, totalRow: reachableTotal(totalRow, plan.countCap, paging, list.length) };
  if (totalRow > plan.countCap) result.totalRowExact = false;
  if (money) result.money = money;
  if (putInPoolTodayNum !== undefined) result.putInPoolTodayNum = putInPoolTodayNum;
  return result;
}

/** The list call of a list type (contract 6.1: `<Prefix>/queryPageList`). */
export const listOf = (type: number) => async ({ db, params, userId, request }: EndpointContext) =>
  queryList(db, userId, listSpecOfType(type)!, params, requestVersion(request), {}, claimRider(request));

export const listEndpoints = [
  ...Object.values(CRM_MODULES).map((m) => endpoint(`${m.prefix}/queryPageList`, { ...rightsOf(m, 'index'), carriesVersions: true }, listOf(m.type))),
  endpoint('CrmCustomer/queryPoolPageList', { rights: ['crm.pool.index'], carriesVersions: true }, listOf(POOL_TYPE)),
  /** The generic list: `type` from the body, permission `crm.<realm>.index` of that type (pool: crm.pool.index). */
  endpoint('scene/queryPageList', { carriesVersions: true }, async ({ db, params, userId, request }) => {
    const raw = params.type;
    const type = typeof raw === 'number' || (typeof raw === 'string' && /^\d{1,2}$/.test(raw)) ? Number(raw) : NaN;
    const spec = listSpecOfType(type);
    if (!spec) throw new BusinessError('type不符合要求');
    const key = spec.type === POOL_TYPE ? 'crm.pool.index' : `${spec.module.auth}.index`;
    const version = requestVersion(request);
    await requirePermission(db, userId, key, version);
    return queryList(db, userId, spec, params, version, {}, claimRider(request));
  }),
];
