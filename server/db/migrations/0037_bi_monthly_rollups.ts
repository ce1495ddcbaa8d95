/**
 * BI's figures kept ahead of their reads (issue 21): per month and person (and a few small keys),
 * the count and the exact sums of the records BI counts, kept by the writes. A year of a million
 * customers is 450,000 customers, 45,000 contracts, 90,000 businesses to read; its rollup is 12
 * months × the people × the small keys, whatever the number of records, so the figures that bucket by
 * month (本年, 去年, 本季度, ..., the 12 months of 员工业绩分析, the targets) stop growing with the data
 * (docs/benchmarks.md, bench:bi). The records themselves are still read for daily buckets (a month
 * at most) and for ranges that cut a month (server/bi/rollups.ts decides).
 *
 *   bi_money_month     approved contracts (by order date) and receivables (by return date), per owner
 *   bi_business_month  businesses by creation, per owner, group, stage and end state, with their money
 *   bi_customer_month  customers by creation, per owner, creator, deal state and first part of 地区
 *   bi_contacts_month  contacts by creation, per creator
 *   bi_record_month    follow-ups by creation, per writer, record type and kind (跟进方式, 未知 when empty)
 *   bi_examine_month   approvals by creation, per applicant, category and state
 *   bi_customer_field_month  customers by creation, per owner, 客户行业 / 客户级别 / 客户来源 value and deal state
 *   bi_contract_product_month product lines of approved contracts by order date, per owner and product: lines and units
 *
 * Kept in the writing transaction by one statement-level trigger per event on each source table,
 * reading the statement's transition tables: each statement's rows grouped once (a batch of 100,000
 * demo rows is one GROUP BY, not 100,000 upserts), the old rows taken out and the new ones put in,
 * so an owner transfer, an approval, a stage move, a changed amount or date and a delete all move the
 * figures, and an update that changes none of the keys or measures writes nothing. Upserts go in key
 * order, so two transactions touching the same months lock them in the same order. A null person or
 * key is 0 or '' (primary keys hold no nulls; no user has id 0, so no user set counts it).
 *
 * Frozen with this migration: a later rollup gets its own migration (and may copy `Rollup`).
 */
import { type Kysely, sql } from 'kysely';

const APPROVED = 1; // records/checkStatus.ts CHECK_STATUS.approved (a migration keeps its own copy)

interface Rollup {
  /** the rollup table, and the constant that tells its sources apart when it has several */
  table: string;
  kind?: string;
  source: string;
  /** the rollup's key columns: name, SQL type, value over the source row `r` */
  keys: Array<[string, string, string]>;
  /** the summed columns: name, SQL type, value over the source row `r` */
  measures: Array<[string, string, string]>;
  /** which source rows count */
  where?: string;
  /** the FROM clause over the statement's rows (default `${rows} r`): a join when the keys live in another table */
  from?: (rows: string) => string;
  /**
   * A source that only moves what another source of the same table counts (a contract's approval,
   * date or owner moves its product lines): not counted at the start, nor when recounting.
   */
  moves?: true;
}

const month = (column: string, alias = 'r'): [string, string, string] => ['month', 'date', `date_trunc('month', ${alias}.${column})::date`];
const person = (column: string): [string, string, string] => [column, 'bigint', `coalesce(r.${column}, 0)`];
const count: [string, string, string] = ['n', 'bigint', '1'];
const money: [string, string, string] = ['money', 'numeric', 'coalesce(r.money, 0)'];

/** The customer fields 客户画像 groups by, and the id each is stored under (the first label-2 field of that name). */
const PORTRAIT_FIELDS = ['客户行业', '客户级别', '客户来源'];
const fieldIdOf = (name: string) => `(select x.field_id::text from admin_field x where x.label = 2 and x.name = '${name}' order by x.field_id limit 1)`;

const PRODUCT_LINES = {
  keys: [month('order_date', 'k'), ['owner_user_id', 'bigint', 'coalesce(k.owner_user_id, 0)'], ['product_id', 'bigint', 'r.product_id']] as Array<[string, string, string]>,
  measures: [count, ['num', 'numeric', 'coalesce(r.num, 0)']] as Array<[string, string, string]>,
  where: `k.check_status = ${APPROVED} and k.order_date is not null`,
};

const ROLLUPS: Rollup[] = [
  { table: 'bi_money_month', kind: 'contract', source: 'crm_contract', keys: [month('order_date'), person('owner_user_id')], measures: [count, money],
    where: `r.check_status = ${APPROVED} and r.order_date is not null` },
  { table: 'bi_money_month', kind: 'receivables', source: 'crm_receivables', keys: [month('return_time'), person('owner_user_id')], measures: [count, money],
    where: `r.check_status = ${APPROVED} and r.return_time is not null` },
  { table: 'bi_business_month', source: 'crm_business',
    keys: [month('create_time'), person('owner_user_id'), ['type_id', 'bigint', 'coalesce(r.type_id, 0)'], ['status_id', 'bigint', 'coalesce(r.status_id, 0)'],
      ['is_end', 'integer', 'coalesce(r.is_end, 0)']],
    measures: [count, money], where: 'r.create_time is not null' },
  { table: 'bi_customer_month', source: 'crm_customer',
    keys: [month('create_time'), person('owner_user_id'), person('create_user_id'), ['deal_status', 'integer', 'coalesce(r.deal_status, 0)'],
      ['first_part', 'text', `coalesce(split_part(r.address, ',', 1), '')`]],
    measures: [count], where: 'r.create_time is not null' },
  { table: 'bi_contacts_month', source: 'crm_contacts', keys: [month('create_time'), person('create_user_id')], measures: [count], where: 'r.create_time is not null' },
  { table: 'bi_record_month', source: 'admin_record',
    keys: [month('create_time'), person('create_user_id'), ['types', 'text', `coalesce(r.types, '')`], ['category', 'text', `coalesce(nullif(r.category, ''), '未知')`]],
    measures: [count], where: 'r.create_time is not null' },
  // 客户画像: each customer counted once per field (客户行业, 客户级别, 客户来源: custom values keyed by
  // the field's id, resolved by name as biSql.ts customerField does; bi_customer_field_ids keeps the
  // ids counted with, and a change of them recounts the table: see up())
  { table: 'bi_customer_field_month', source: 'crm_customer',
    from: (rows) => `${rows} r cross join lateral (values ${PORTRAIT_FIELDS.map((name) => `('${name}', r.custom ->> ${fieldIdOf(name)})`).join(', ')}) f(field, value)`,
    keys: [month('create_time'), person('owner_user_id'), ['field', 'text', 'f.field'], ['value', 'text', `coalesce(nullif(f.value, ''), '未知')`],
      ['deal_status', 'integer', 'coalesce(r.deal_status, 0)']],
    measures: [count], where: 'r.create_time is not null' },
  // units sold: product lines of approved contracts, by the contract's order date and owner; written
  // with their lines, moved with their contract (either may be deleted first: whichever goes first
  // takes the lines out, the other then finds nothing to join)
  { table: 'bi_contract_product_month', source: 'crm_contract_product', from: (rows) => `${rows} r join crm_contract k on k.contract_id = r.contract_id`,
    ...PRODUCT_LINES },
  { table: 'bi_contract_product_month', source: 'crm_contract', from: (rows) => `${rows} k join crm_contract_product r on r.contract_id = k.contract_id`,
    ...PRODUCT_LINES, moves: true },
  { table: 'bi_examine_month', source: 'oa_examine',
    keys: [month('create_time'), person('create_user_id'), ['category_id', 'bigint', 'coalesce(r.category_id, 0)'], ['check_status', 'integer', 'coalesce(r.check_status, 0)']],
    measures: [count], where: 'r.create_time is not null' },
];

const keyColumns = (rollup: Rollup) => [...(rollup.kind ? ['kind'] : []), ...rollup.keys.map(([name]) => name)];

/** `sign` × each counted row of `rows`, as the rollup's keys and measures. */
function contribution(rollup: Rollup, rows: string, sign: string): string {
  const keys = rollup.keys.map(([name, , value]) => `${value} as ${name}`);
  const measures = rollup.measures.map(([name, , value]) => `${sign} * ${value} as ${name}`);
  return `select ${[...keys, ...measures].join(', ')} from ${rollup.from ? rollup.from(rows) : `${rows} r`}${rollup.where ? ` where ${rollup.where}` : ''}`;
}

/** The upsert of a grouped delta; groups that cancel out (an update that moved nothing counted) are not written. */
function apply(rollup: Rollup, delta: string): string {
  const keys = rollup.keys.map(([name]) => `d.${name}`);
  const sums = rollup.measures.map(([name]) => `sum(d.${name})`);
  const columns = keyColumns(rollup);
  const measures = rollup.measures.map(([name]) => name);
  return `insert into ${rollup.table} as t (${[...columns, ...measures].join(', ')})
    select ${[...(rollup.kind ? [`'${rollup.kind}'`] : []), ...keys, ...sums].join(', ')} from (${delta}) d
    group by ${keys.join(', ')} having ${sums.map((s) => `${s} <> 0`).join(' or ')}
    order by ${keys.join(', ')}
    on conflict (${columns.join(', ')}) do update set ${measures.map((m) => `${m} = t.${m} + excluded.${m}`).join(', ')}`;
}

/**
 * A rollup table's rows counted afresh from its sources (kind, keys, measures; groups that sum to
 * nothing left out): what the triggers must keep it equal to (tests/api/bi-rollups.test.ts).
 */
export function recountedRows(table: string): string {
  const parts = ROLLUPS.filter((rollup) => rollup.table === table && !rollup.moves).map((rollup) => {
    const keys = rollup.keys.map(([name]) => `d.${name}`);
    const sums = rollup.measures.map(([name]) => `sum(d.${name}) as ${name}`);
    return `select ${[...(rollup.kind ? [`'${rollup.kind}' as kind`] : []), ...keys, ...sums].join(', ')}
      from (${contribution(rollup, rollup.source, '1')}) d group by ${keys.join(', ')}`;
  });
  return parts.join(' union all ');
}

export const ROLLUP_TABLES = [...new Set(ROLLUPS.map((rollup) => rollup.table))];

export async function up(db: Kysely<any>): Promise<void> {
  const created = new Set<string>();
  for (const rollup of ROLLUPS) {
    if (!created.has(rollup.table)) {
      created.add(rollup.table);
      const columns = [...(rollup.kind ? [['kind', 'text']] : []), ...rollup.keys, ...rollup.measures].map(([name, type]) => `${name} ${type} not null`);
      await sql.raw(`create table ${rollup.table} (${columns.join(', ')}, primary key (${keyColumns(rollup).join(', ')}))`).execute(db);
    }
    const fn = `${rollup.table}_${rollup.kind ?? rollup.source}`;
    await sql.raw(`create function ${fn}() returns trigger language plpgsql as $$
      begin
        -- each branch names only the transition tables its event has (plpgsql plans a statement when it first runs)
        if tg_op = 'INSERT' then
          ${apply(rollup, contribution(rollup, 'new_rows', '1'))};
        elsif tg_op = 'DELETE' then
          ${apply(rollup, contribution(rollup, 'old_rows', '-1'))};
        elsif tg_op = 'UPDATE' then
          ${apply(rollup, `${contribution(rollup, 'old_rows', '-1')} union all ${contribution(rollup, 'new_rows', '1')}`)};
        else -- TRUNCATE
          delete from ${rollup.table}${rollup.kind ? ` where kind = '${rollup.kind}'` : ''};
        end if;
        return null;
      end $$`).execute(db);
    const on = `on ${rollup.source}`;
    await sql.raw(`create trigger ${fn}_insert after insert ${on} referencing new table as new_rows for each statement execute function ${fn}()`).execute(db);
    await sql.raw(`create trigger ${fn}_update after update ${on} referencing old table as old_rows new table as new_rows for each statement execute function ${fn}()`).execute(db);
    await sql.raw(`create trigger ${fn}_delete after delete ${on} referencing old table as old_rows for each statement execute function ${fn}()`).execute(db);
    await sql.raw(`create trigger ${fn}_truncate after truncate ${on} for each statement execute function ${fn}()`).execute(db);
    // what is already there (the triggers keep it from here on, in the same transaction)
    if (!rollup.moves) await sql.raw(apply(rollup, contribution(rollup, rollup.source, '1'))).execute(db);
    await sql.raw(`analyze ${rollup.table}`).execute(db);
  }
  // 客户画像's field ids as counted; a field change that resolves a name to another id (none of the
  // shipped field saves does: system fields keep their names) recounts bi_customer_field_month
  const portrait = ROLLUPS.find((rollup) => rollup.table === 'bi_customer_field_month')!;
  await sql`create table bi_customer_field_ids (field text primary key, field_id text)`.execute(db);
  await sql.raw(`insert into bi_customer_field_ids (field, field_id) values ${PORTRAIT_FIELDS.map((name) => `('${name}', ${fieldIdOf(name)})`).join(', ')}`).execute(db);
  const resolved = `(select x.field_id::text from admin_field x where x.label = 2 and x.name = s.field order by x.field_id limit 1)`;
  await sql.raw(`create function bi_customer_field_recount() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from bi_customer_field_ids s where s.field_id is distinct from ${resolved}) then
        update bi_customer_field_ids s set field_id = ${resolved};
        delete from bi_customer_field_month;
        ${apply(portrait, contribution(portrait, 'crm_customer', '1'))};
      end if;
      return null;
    end $$`).execute(db);
  await sql`create trigger bi_customer_field_recount after insert or update or delete or truncate on admin_field
    for each statement execute function bi_customer_field_recount()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists bi_customer_field_recount on admin_field`.execute(db);
  await sql`drop function if exists bi_customer_field_recount()`.execute(db);
  await sql`drop table if exists bi_customer_field_ids`.execute(db);
  for (const rollup of ROLLUPS) {
    const fn = `${rollup.table}_${rollup.kind ?? rollup.source}`;
    for (const event of ['insert', 'update', 'delete', 'truncate']) await sql.raw(`drop trigger if exists ${fn}_${event} on ${rollup.source}`).execute(db);
    await sql.raw(`drop function if exists ${fn}()`).execute(db);
  }
  for (const table of new Set(ROLLUPS.map((rollup) => rollup.table))) await sql.raw(`drop table if exists ${table}`).execute(db);
}
