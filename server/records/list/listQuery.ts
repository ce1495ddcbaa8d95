/**
 * The list query of every CRM module (contract 6.2-6.4): one request → WHERE (implicit condition,
 * data scope, keyword, scene + request filters) and ORDER BY, then three statements:
 *
 *   page   select r.<id> from <table> r where … order by … limit/offset   (ids only: cheap to sort)
 *   count  select count(*) from (select 1 from <table> r where … limit CAP+1)
 *   rows   the page's rows with their joined names and extras (listRows.ts)
 *
 * The count is exact up to COUNT_CAP matches; beyond that it is the planner's estimate of the same
 * WHERE, unless the body asks `exactCount` (docs/crm-lists.md explains why). Exports (crm/export/) use the same WHERE and ORDER BY.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { AdminField, Database } from '../../db/schema.ts';
import { type TableColumn, tableColumns } from '../../db/tableColumns.ts';
import { loadFieldRows } from '../../fields/fieldRows.ts';
import { optionalInt, type Params, readPaging } from '../../http/params.ts';
import { usersInScope } from '../../permissions/dataScope.ts';
import { cachedSetting } from '../../permissions/permissionCache.ts';
import type { RiderRow, VersionRider } from '../../permissions/versionRider.ts';
import { sceneFilter } from '../../scenes/sceneStore.ts';
import { conditionSql, illegal, mergeData, numericExpr, resolveName, type Target } from './listFilters.ts';
import type { ListSpec } from './listSpec.ts';
import { gramConditionIfRare } from './searchGrams.ts';

/** Exact counts up to here (docs/crm-lists.md, "The count"): 1,000 = 67 pages of 15, 10 of 100. */
export const COUNT_CAP = 1_000;
/**
 * A rare keyword's cap: its rows come from the gram index (at most GRAM_MAX_CANDIDATES candidates,
 * 8 ms for 1,871 matches of a million), and the planner's estimate of such a WHERE reads far too
 * low (it takes the gram condition and the LIKE as independent): count them exactly further.
 */
export const GRAM_COUNT_CAP = 5_000;

export interface ListPlan {
  spec: ListSpec;
  fields: AdminField[];
  where: RawBuilder<unknown>;
  orderBy: RawBuilder<unknown>;
  userId: number;
  /** exact up to here, the planner's estimate beyond */
  countCap: number;
  /** the count kept ahead of the rows (ListNarrowing's `keptCount`), when nothing but its `where` narrows them */
  keptCount?: RawBuilder<unknown>;
}

function likeAny(columns: readonly string[], keyword: string): RawBuilder<unknown> {
  const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(${sql.join(columns.map((c) => sql`${sql.raw(`r.${c}`)} like ${pattern}`), sql` or `)})`;
}

/**
 * What a caller adds to a list request beyond its body (the 待办 lists, crm/backlog/), on alias `r`:
 * `where`: a condition every row must also meet; `alsoVisible`: rows the user may read outside the
 * data scope (an approver's records, as records/recordAccess.ts allows).
 */
export interface ListNarrowing {
  where?: RawBuilder<unknown>;
  alsoVisible?: RawBuilder<unknown>;
  /**
   * Count every match, however many: the 仪表盘's record lists (crm/instrument/bulletin.ts) must
   * answer the very figure that opened them, and their `where` is served by an index.
   */
  exactCount?: boolean;
  /**
   * The caller vouches that `where` admits only rows inside the user's data scope (the 仪表盘's
   * lists: owners of the requested users ∩ the scope, crm/instrument/audience.ts), so the scope's
   * own condition is left out. Only an optimisation: its `or` over team membership reads every
   * row's heap tuple, where the narrowing alone is answered from an index (330 → 30 ms for a
   * salesperson's year of customers).
   */
  scopeCovered?: boolean;
  /**
   * The number of rows `where` admits, kept ahead of them (a BI figure's monthly rollup: biDrill.ts),
   * as a scalar subquery: answered instead of counting when nothing else narrows the list (no
   * data-scope condition, keyword, scene or filter). The module's implicit condition must follow
   * from `where` (a customer counted for its owner has one).
   */
  keptCount?: RawBuilder<unknown>;
}

/**
 * The WHERE and ORDER BY of a list request (queryPageList body, or an export's).
 * `noDefaultFilter`: no leads `is_transform = 0` base without a scene (exports of chosen ids).
 * `knownVersion`: the permission version the guard read for this call (permissionCache.ts).
 */
export async function planList(
  db: Kysely<Database>, userId: number, spec: ListSpec, params: Params,
  options: { noDefaultFilter?: boolean; knownVersion?: string } & ListNarrowing = {},
): Promise<ListPlan> {
  // independent reads at once (several connections on PostgreSQL)
  const sceneId = optionalInt(params, 'sceneId', '场景');
  const search = params.search;
  let keyword = '';
  if (search !== undefined && search !== null && typeof search !== 'object') {
    keyword = String(search).trim();
    if (keyword.length > 100) illegal();
  }
  const [fields, scope, sceneData, grams, columns] = await Promise.all([
    cachedSetting(db, `fields:${spec.fieldLabel}`, () => loadFieldRows(db, spec.fieldLabel), options.knownVersion),
    spec.scoped ? usersInScope(db, userId, spec.scopeRealm, options.knownVersion) : Promise.resolve('all' as const),
    sceneId !== undefined && sceneId !== 0 ? sceneFilter(db, userId, sceneId, spec.type) : Promise.resolve(undefined),
    keyword !== '' ? gramConditionIfRare(db, spec.table, spec.module.searchColumns, keyword) : Promise.resolve(undefined),
    tableColumns(db, spec.table),
  ]);
  const parts: RawBuilder<unknown>[] = [...spec.implicit];

  if (scope !== 'all' && !options.scopeCovered) {
    const visible: RawBuilder<unknown>[] = [sql`r.owner_user_id in (${sql.join(scope)})`];
    if ('ro_user_id' in spec.columns) {
      const member = `%,${userId},%`;
      visible.push(sql`r.ro_user_id like ${member}`, sql`r.rw_user_id like ${member}`);
    }
    if (options.alsoVisible) visible.push(options.alsoVisible);
    parts.push(visible.length === 1 ? visible[0] : sql`(${sql.join(visible, sql` or `)})`);
  }
  if (options.where) parts.push(options.where);

  if (keyword !== '') {
    // the gram index narrows a rare keyword to its rows; the LIKE stays as the exact test
    if (grams) parts.push(grams);
    parts.push(likeAny(spec.module.searchColumns, keyword));
  }

  let base: unknown = sceneData;
  if (sceneData === undefined && spec.type === 1 && !options.noDefaultFilter) base = { is_transform: { name: 'is_transform', condition: 'is', value: '0' } };
  for (const condition of Object.values(mergeData(base, params.data))) {
    const clause = conditionSql(spec, fields, condition);
    if (clause) parts.push(clause);
  }

  // `exactCount` in the body: the user asked for the exact figure (a click on 约 N 条), paid once
  const exact = options.exactCount || exactCountAsked(params.exactCount);
  const onlyWhere = options.where !== undefined && parts.length === spec.implicit.length + 1;
  return {
    spec, fields, where: parts.length ? sql.join(parts, sql` and `) : sql`true`, orderBy: orderOf(spec, fields, params, columns), userId,
    countCap: exact ? Number.MAX_SAFE_INTEGER - 1 : grams ? GRAM_COUNT_CAP : COUNT_CAP,
    ...(onlyWhere && options.keptCount ? { keptCount: options.keptCount } : {}),
  };
}

/** The body's `exactCount`: true, 1, '1' or 'true' ask for it; anything else (absent, false, 0) does not. */
function exactCountAsked(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/**
 * The requested sort, or the newest change first. Empty values sort as in the original's MySQL:
 * first going up, last going down, so a column's first click (down, order 1) shows its values,
 * not pages of blanks. PostgreSQL's own default is the opposite; the indexes of nullable sort
 * columns are built NULLS FIRST to match (migration 0014), so the sort still walks an index.
 * NOT NULL columns get no NULLS clause: their plain indexes serve both directions as they are.
 */
function orderOf(spec: ListSpec, fields: AdminField[], params: Params, columns: Map<string, TableColumn>): RawBuilder<unknown> {
  const id = sql.raw(`r.${spec.idColumn}`);
  const sortField = params.sortField;
  const order = params.order;
  if (typeof sortField === 'string' && sortField !== '' && order !== undefined && order !== null && order !== '') {
    const target: Target = resolveName(spec, fields, sortField);
    const ascending = String(order) === '2';
    const nullable = target.column === undefined || columns.get(target.column)?.notNull !== true;
    const direction = sql.raw(`${ascending ? 'asc' : 'desc'}${nullable ? (ascending ? ' nulls first' : ' nulls last') : ''}`);
    // No id tie-breaker here: with a low-cardinality key (a select field, deal_status) it would
    // force an incremental sort of a whole group of equal values (100,000s of rows) instead of
    // stopping after `limit` index entries. Equal values keep the index order.
    return sql`${numericExpr(target)} ${direction}`;
  }
  return sql`r.update_time desc, ${id} desc`;
}

const from = (plan: ListPlan) => sql`${sql.raw(plan.spec.table)} r`;

/** Ids of one page in list order; `limit` undefined = all (exports, `excel`). */
export async function pageIds(db: Kysely<Database>, plan: ListPlan, limit?: number, offset = 0): Promise<number[]> {
  const id = sql.raw(`r.${plan.spec.idColumn}`);
  const paging = limit === undefined ? sql`` : sql` limit ${limit} offset ${offset}`;
  const { rows } = await sql<{ id: number }>`select ${id} as id from ${from(plan)} where ${plan.where} order by ${plan.orderBy}${paging}`.execute(db);
  return rows.map((r) => Number(r.id));
}

/**
 * Exact up to the plan's cap, the planner's estimate beyond (never below cap + 1). The count always
 * answers one row, so it carries the guard's confirming read when the call has one to carry (`rider`).
 */
export async function countRows(db: Kysely<Database>, plan: ListPlan, rider?: VersionRider): Promise<number> {
  const cap = plan.countCap;
  const riding = rider ? sql`, ${rider.columns}` : sql``;
  const { rows } = await (plan.keptCount
    ? sql<{ n: number } & RiderRow>`select (${plan.keptCount})::int as n${riding}`
    : sql<{ n: number } & RiderRow>`select count(*)::int as n${riding} from (select 1 from ${from(plan)} where ${plan.where} limit ${cap + 1}) capped`
  ).execute(db);
  rider?.carried(rows[0]);
  const exact = Number(rows[0]?.n ?? 0);
  if (exact <= cap) return exact;
  const explained = await sql<{ 'QUERY PLAN': unknown }>`explain (format json) select 1 from ${from(plan)} where ${plan.where}`.execute(db);
  const planJson = explained.rows[0]?.['QUERY PLAN'];
  const doc = typeof planJson === 'string' ? JSON.parse(planJson) : planJson;
  const estimate = Number((doc as Array<{ Plan?: { 'Plan Rows'?: number } }>)?.[0]?.Plan?.['Plan Rows'] ?? 0);
  return Math.max(cap + 1, Math.round(estimate));
}

/** Page and limit of contract 6.2 (defaults 1 / 10); `excel` present and non-empty = everything. */
export function pagingOf(params: Params): { limit?: number; offset: number } {
  const { page, limit } = readPaging(params);
  const excel = params.excel;
  if (excel !== undefined && excel !== null && excel !== '' && excel !== false) return { offset: 0 };
  return { limit, offset: (page - 1) * limit };
}
