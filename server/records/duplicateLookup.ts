/**
 * `<Mod>/queryList` of leads, customers and contacts (contract 7.2): the duplicate lookup the create
 * screens offer (查重). Every given value must match (names and, for leads, phones by substring;
 * customer and contact phones exactly), as in the original's SQL; with nothing given the answer is
 * an empty page rather than the whole table.
 *
 * Who may ask, and what they learn (issue 16; docs/server.md "Duplicate lookups"): the caller needs
 * the module's list right (`crm.<module>.index`, declared on the endpoint), and the answer holds only
 * records the caller may read: owned within their data scope of the module, a pool customer (anyone
 * with the list right reads those), or a record whose team they belong to. The original answered
 * every record in the table; that let any user page through every lead's and customer's name and
 * owner (finance did). Even in scope it answers only the name, the owner's name (and a contact's
 * customer), never the record's contents.
 */
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { rightsOf } from '../crm/crmModules.ts';
import { endpoint, type Endpoint } from '../http/endpoint.ts';
import { optionalText, type Params, readPaging, toPage } from '../http/params.ts';
import { usersInScope } from '../permissions/dataScope.ts';
import { requestVersion } from '../permissions/permissionCache.ts';
import { partsOf } from './recordParts.ts';
import type { RecordModule } from './recordModules.ts';
import { loose } from './recordStore.ts';

type Match = 'contains' | 'equals';

interface LookupSpec {
  /** Request key(s) → column and how it matches; the first key given wins. */
  filters: readonly { keys: readonly string[]; label: string; column: string; match: Match }[];
  /** Columns answered besides the id, and joins that provide them. */
  columns: readonly string[];
  join?: (query: SelectQueryBuilder<any, any, any>) => SelectQueryBuilder<any, any, any>;
}

const SPECS: Partial<Record<RecordModule['key'], LookupSpec>> = {
  customer: {
    filters: [
      { keys: ['customerName'], label: '客户名称', column: 'r.customer_name', match: 'contains' },
      { keys: ['mobile'], label: '手机', column: 'r.mobile', match: 'equals' },
      { keys: ['telephone'], label: '电话', column: 'r.telephone', match: 'equals' },
    ],
    columns: ['r.customer_name'],
  },
  leads: {
    filters: [
      { keys: ['leadsName'], label: '线索名称', column: 'r.leads_name', match: 'contains' },
      { keys: ['telephone'], label: '电话', column: 'r.telephone', match: 'contains' },
      { keys: ['mobile'], label: '手机', column: 'r.mobile', match: 'contains' },
    ],
    columns: ['r.leads_name'],
  },
  contacts: {
    filters: [
      // The original reads `contactsName`; the contract's table calls it name.
      { keys: ['contactsName', 'name'], label: '姓名', column: 'r.name', match: 'contains' },
      { keys: ['customerName'], label: '客户名称', column: 'c.customer_name', match: 'contains' },
      { keys: ['telephone'], label: '电话', column: 'r.telephone', match: 'equals' },
      { keys: ['mobile'], label: '手机', column: 'r.mobile', match: 'equals' },
    ],
    columns: ['r.name', 'c.customer_name'],
    join: (query) => query.leftJoin('crm_customer as c', 'c.customer_id', 'r.customer_id'),
  },
};

function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The rows the caller may read (records/recordAccess.ts's rule as SQL), or undefined for everything. */
async function readable(db: Kysely<Database>, userId: number, module: RecordModule, knownVersion?: string) {
  if (!module.scoped) return undefined;
  const scope = await usersInScope(db, userId, module.auth, knownVersion);
  if (scope === 'all') return undefined;
  const visible = [scope.length ? sql`r.owner_user_id in (${sql.join(scope)})` : sql`false`];
  if (partsOf(module).pool) visible.push(sql`r.owner_user_id is null`);
  if (module.hasTeam) {
    const member = `%,${userId},%`;
    visible.push(sql`r.ro_user_id like ${member}`, sql`r.rw_user_id like ${member}`);
  }
  return sql<boolean>`(${sql.join(visible, sql` or `)})`;
}

export async function duplicateLookup(db: Kysely<Database>, userId: number, module: RecordModule, params: Params, knownVersion?: string) {
  const spec = SPECS[module.key];
  if (!spec) throw new Error(`no duplicate lookup for ${module.key}`);
  const paging = readPaging(params);
  const given = spec.filters.flatMap((filter) => {
    const value = filter.keys.map((key) => optionalText(params, key, filter.label, 255)).find((v) => v !== undefined && v !== '');
    return value === undefined ? [] : [{ ...filter, value }];
  });
  if (!given.length) return toPage([], 0, paging);

  let query = loose(db).selectFrom(`${module.table} as r`).leftJoin('admin_user as u', 'u.user_id', 'r.owner_user_id');
  if (spec.join) query = spec.join(query);
  const visible = await readable(db, userId, module, knownVersion);
  if (visible) query = query.where(visible);
  for (const filter of given) {
    query = filter.match === 'equals'
      ? query.where(filter.column, '=', filter.value)
      : query.where(sql<boolean>`${sql.ref(filter.column)} like ${containsPattern(filter.value)}`);
  }
  const counted = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  const rows = await query.select([`r.${module.idColumn}`, ...spec.columns, 'u.realname as owner_user_name'])
    .orderBy(`r.${module.idColumn}`, 'desc').offset((paging.page - 1) * paging.limit).limit(paging.limit).execute();
  return toPage(rows, Number(counted?.total ?? 0), paging);
}

/** `crm.leads.index`: the lookup answers from the module's list, so it needs that list's right. */
export function duplicateLookupEndpoint(module: RecordModule): Endpoint {
  return endpoint(`${module.prefix}/queryList`, rightsOf(module, 'index'), async ({ db, params, userId, request }) =>
    duplicateLookup(db, userId, module, params, requestVersion(request)));
}
