/**
 * 销售简报 (contract 13 queryBulletin, queryBulletinInfo). The counts are the rules of
 * bulletinRules.ts counted within each module list's implicit conditions, all in one statement;
 * beside them the approved (check_status 1) money of the counted contracts and receivables
 * (`contractMoney`, `receivablesMoney`, numeric(18,2) texts). A figure's list is the module's
 * queryPageList (columns, names, custom values, data scope, sort, paging: list/listEndpoints.ts)
 * narrowed by the same rule, so its total is the figure: counted exactly, past the list engine's
 * usual cap (list/listQuery.ts COUNT_CAP), on the (create_time, owner) indexes of migration 0013.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { BusinessError } from '../../http/errors.ts';
import { optionalInt, type Params } from '../../http/params.ts';
import { type ListResult, queryList } from '../../records/list/listEndpoints.ts';
import { listSpecOfType } from '../../records/list/listSpec.ts';
import { CHECK_STATUS } from '../../records/checkStatus.ts';
import type { Audience } from './audience.ts';
import { BULLETIN_MODULES, type BulletinModule, bulletinRule, stageChangeRule } from './bulletinRules.ts';
import { followUpCondition } from './followUpStats.ts';
import type { Period } from './period.ts';

export type Bulletin = Record<string, number | string>;

/** The module's counted rows: its list's implicit conditions and the bulletin rule. */
async function countedRows(audience: Audience, module: BulletinModule, period: Period): Promise<RawBuilder<unknown>> {
  const spec = listSpecOfType(module.listType)!;
  const rule = bulletinRule(module, await audience.usersOf(module.realm), period);
  return sql`from ${sql.raw(spec.table)} r where ${sql.join([...spec.implicit, rule], sql` and `)}`;
}

export async function queryBulletin(db: Kysely<Database>, audience: Audience, period: Period): Promise<Bulletin> {
  const modules = Object.values(BULLETIN_MODULES);
  const [counted, records, businessUsers] = await Promise.all([
    Promise.all(modules.map((m) => countedRows(audience, m, period))),
    followUpCondition(audience, period),
    audience.usersOf('business'),
  ]);
  const money = (listType: number) => {
    const rows = counted[modules.findIndex((m) => m.listType === listType)];
    return sql`(select coalesce(sum(r.money) filter (where r.check_status = ${CHECK_STATUS.approved}), 0)::numeric(18,2) ${rows})`;
  };
  const { rows } = await sql<Bulletin>`select
    ${sql.join(modules.map((m, i) => sql`(select count(*)::int ${counted[i]}) as ${sql.id(m.countKey)}`))},
    (select count(*)::int from admin_record r where ${records}) as "recordCount",
    (select count(*)::int from crm_business_change r where ${stageChangeRule(businessUsers, period)}) as "recordStatusCount",
    ${money(6)} as "contractMoney",
    ${money(7)} as "receivablesMoney"
  `.execute(db);
  return rows[0];
}

/** `label` (1-7, contract 6.1) → its module; anything else refused. */
function readLabel(params: Params): BulletinModule {
  const label = optionalInt(params, 'label', '模块类型');
  if (label === undefined) throw new BusinessError('模块类型不能为空');
  const module = BULLETIN_MODULES[label];
  if (!module) throw new BusinessError('模块类型格式不正确');
  return module;
}

/**
 * The list's paging and sort, and the keyword and filters the user types into the list (which
 * narrow the figure's records further, as they would on the module's page). No scene: a scene
 * would silently change what the figure's list holds before the user asked for anything.
 */
const LIST_PARAMS = ['page', 'limit', 'sortField', 'order', 'search', 'data'] as const;

/** What a figure's list takes of the request (LIST_PARAMS); the BI drill-down's too (bi/biDrill.ts). */
export function figureListParams(params: Params): Params {
  return Object.fromEntries(LIST_PARAMS.filter((k) => params[k] !== undefined).map((k) => [k, params[k]]));
}

export async function queryBulletinInfo(
  db: Kysely<Database>, userId: number, audience: Audience, period: Period, params: Params, knownVersion?: string,
): Promise<ListResult> {
  const module = readLabel(params);
  // nobody counted (no right to the module, nobody of the caller's scope): the rule is `false`.
  // The users are always inside the caller's scope of the module (audience.ts), hence scopeCovered.
  const users = await audience.usersOf(module.realm);
  return queryList(db, userId, listSpecOfType(module.listType)!, figureListParams(params), knownVersion, { where: bulletinRule(module, users, period), exactCount: true, scopeCovered: true });
}
