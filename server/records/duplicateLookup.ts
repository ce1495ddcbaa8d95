/**
 * `<Mod>/queryList` of leads, customers and contacts (contract 7.2): the duplicate lookup the create
 * screens offer (查重). Every given value must match (names and, for leads, phones by substring;
 * customer and contact phones exactly), as in the original's SQL; with nothing given the answer is
 * an empty page rather than the whole table.
 *
 * Not limited by the data scope, like the original: its point is to find the record a colleague
 * already owns, so it answers only the name, the owner's name (and a contact's customer) to ask
 * them about it, never the record's contents.
 */
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { endpoint, type Endpoint } from '../http/endpoint.ts';
import { optionalText, type Params, readPaging, toPage } from '../http/params.ts';
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

export async function duplicateLookup(db: Kysely<Database>, module: RecordModule, params: Params) {
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

export function duplicateLookupEndpoint(module: RecordModule): Endpoint {
  return endpoint(`${module.prefix}/queryList`, async ({ db, params }) => duplicateLookup(db, module, params));
}
