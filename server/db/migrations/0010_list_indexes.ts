/**
 * Keyword search of the CRM lists (`search`, LIKE %s% over each module's searchColumns) served by
 * an index. A btree cannot answer `%s%`, and pg_trgm finds nothing in Chinese text under a C
 * locale (its trigrams keep alphanumerics only, and PGlite would need the extension loaded). So:
 * a GIN index over the 1- and 2-character grams of the searched columns, joined by spaces.
 * listQuery.ts adds `grams(columns) @> grams(keyword)` beside the LIKE (the LIKE stays, as the
 * exact recheck): a rare keyword reads its few rows instead of the whole table, a common one
 * still walks the sort index (the planner knows the gram frequencies from ANALYZE).
 *
 * The function and the index expression must match records/list/searchGrams.ts character for
 * character, or the planner will not use the index. docs/crm-lists.md, "Keyword search".
 *
 * Also the permission version every list call's guard reads (permissions/permissionCache.ts):
 * one row, bumped by statement triggers on every table the auth tree and the data scope are made
 * of, in the writing transaction, so every server process sees the change when it commits.
 */
import { type Kysely, sql } from 'kysely';

/** table → searched columns, as crmModules.ts searchColumns on the day of this migration (0015 rebuilds the same) */
export const SEARCHED: Record<string, string[]> = {
  crm_leads: ['leads_name', 'telephone', 'mobile'],
  crm_customer: ['customer_name', 'telephone', 'mobile'],
  crm_contacts: ['name', 'telephone', 'mobile'],
  crm_product: ['name'],
  crm_business: ['business_name'],
  crm_contract: ['name'],
  crm_receivables: ['number'],
};

/**
 * Tables whose every change may change someone's auth tree or data scope, and the settings every
 * list call reads (admin_field: the field rows; admin_config: module switches and the pool rule).
 */
const PERMISSION_TABLES = ['admin_role', 'admin_role_menu', 'admin_user_role', 'admin_menu', 'admin_config', 'admin_dept', 'admin_field'];

const gramsOf = (columns: string[]) => `lingxi_search_grams(${columns.map((c) => `coalesce(${c}, '')`).join(` || ' ' || `)})`;

export async function up(db: Kysely<any>): Promise<void> {
  // plpgsql: ~5x faster than the same in an SQL function with generate_series (index builds);
  // duplicates are left in, GIN keeps each key once per row anyway.
  await sql`
    create or replace function lingxi_search_grams(t text) returns text[]
    language plpgsql immutable strict parallel safe as $$
    declare
      grams text[] := '{}';
      n int := length(t);
    begin
      for i in 1..n loop
        grams := grams || substr(t, i, 1);
        if i < n then grams := grams || substr(t, i, 2); end if;
      end loop;
      return grams;
    end $$
  `.execute(db);
  for (const [table, columns] of Object.entries(SEARCHED)) {
    await sql.raw(`create index ${table}_search_grams on ${table} using gin (${gramsOf(columns)})`).execute(db);
    // the gram frequencies (statistics of the index expression) exist only after an ANALYZE;
    // without them the planner guesses 0.5 % for any keyword and reads 60,000 rows of a common one
    await sql.raw(`analyze ${table}`).execute(db);
  }

  await sql`create table lingxi_permission_version (id integer primary key check (id = 1), version bigint not null)`.execute(db);
  await sql`insert into lingxi_permission_version (id, version) values (1, 1)`.execute(db);
  await sql`
    create or replace function lingxi_bump_permission_version() returns trigger language plpgsql as $$
    begin
      update lingxi_permission_version set version = version + 1 where id = 1;
      return null;
    end $$
  `.execute(db);
  for (const table of PERMISSION_TABLES) {
    await sql.raw(`create trigger ${table}_permission_version after insert or update or delete or truncate on ${table}
      for each statement execute function lingxi_bump_permission_version()`).execute(db);
  }
  // users: only what moves someone in the reporting line or a department, or switches them off,
  // and only when the value really changes (every login writes `status`, usually unchanged)
  await sql.raw(`create trigger admin_user_permission_version after insert or delete or truncate on admin_user
    for each statement execute function lingxi_bump_permission_version()`).execute(db);
  await sql.raw(`create trigger admin_user_permission_version_update after update of parent_id, dept_id, status on admin_user
    for each row when (old.parent_id is distinct from new.parent_id or old.dept_id is distinct from new.dept_id
      or old.status is distinct from new.status)
    execute function lingxi_bump_permission_version()`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [...PERMISSION_TABLES, 'admin_user']) await sql.raw(`drop trigger if exists ${table}_permission_version on ${table}`).execute(db);
  await sql`drop trigger if exists admin_user_permission_version_update on admin_user`.execute(db);
  await sql`drop function if exists lingxi_bump_permission_version()`.execute(db);
  await sql`drop table if exists lingxi_permission_version`.execute(db);
  for (const table of Object.keys(SEARCHED)) await sql.raw(`drop index if exists ${table}_search_grams`).execute(db);
  await sql`drop function if exists lingxi_search_grams(text)`.execute(db);
}
