/**
 * Custom field storage at a million customers on PostgreSQL: our layout (a `custom jsonb` column
 * keyed by field id, one btree expression index per custom field, a GIN index) against the
 * original's EAV (`fieldv` rows by batch_id, pivoted per query; contract 5.8), in the same process
 * on the same server. Prints p50/p99 of a list page ("filter by a custom select = X, sort by a
 * custom text, limit 15") and of its count, and the EAV/JSONB ratio.
 *
 *   node --import tsx tests/bench/custom-field-storage.ts
 *   DATABASE_URL=postgres://user@host/db BENCH_ROWS=200000 node --import tsx tests/bench/custom-field-storage.ts
 *
 * Works in a scratch database `lingxi_bench_<random>` created through DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres) and dropped at the end, also on Ctrl-C.
 * Results: docs/custom-fields.md.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const SCRATCH = `lingxi_bench_${randomBytes(4).toString('hex')}`;

// Field ids / names as seeded (17 客户级别, 18 客户来源) plus two admin-added ones.
const LEVELS = ['A（重点客户）', 'B（普通客户）', 'C（非优先客户）'];
const SOURCES = ['促销', '搜索引擎', '广告', '转介绍', '线上注册', '线上询价', '预约上门', '陌拜', '电话咨询', '邮件咨询'];
const FILTER_VALUE = LEVELS[1]!; // a third of the rows
const sqlArray = (items: string[]) => `array[${items.map((i) => `'${i}'`).join(',')}]`;
// The same value for row g in both layouts.
const LEVEL_OF = `(${sqlArray(LEVELS)})[1 + g % 3]`;
const SOURCE_OF = `(${sqlArray(SOURCES)})[1 + (g * 7) % 10]`;
const NOTE_OF = `'备注-' || md5(g::text)`;
const PARTNER_OF = `'伙伴-' || (g % 1000)`; // only on every 10th row: the field we delete later

function log(line: string) {
  process.stdout.write(`${line}\n`);
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  log(`  ${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  return result;
}

const percentile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;

interface Figures { p50: number; p99: number; runs: number }

async function measure(client: pg.Client, text: string, values: unknown[], runs: number, warmup: number): Promise<Figures> {
  for (let i = 0; i < warmup; i++) await client.query(text, values);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await client.query(text, values);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), runs };
}

async function planOf(client: pg.Client, text: string, values: unknown[]): Promise<string> {
  const { rows } = await client.query(`explain ${text}`, values);
  return rows.map((r) => r['QUERY PLAN']).filter((line: string) => /Scan|Sort|Limit|Aggregate/.test(line)).slice(0, 4)
    .map((line: string) => line.trim().replace(/\s+\(cost.*$/, '')).join(' / ');
}

async function fillJsonb(client: pg.Client) {
  log('JSONB layout (ours): crm_customer-like table, custom jsonb keyed by field id');
  await client.query(`create table cust_jsonb (
    customer_id serial primary key, customer_name varchar(255) not null, owner_user_id bigint, update_time timestamp not null,
    batch_id varchar(50) not null, custom jsonb not null default '{}', level_column text)`);
  // level_column: the same 客户级别 as a real column, to show what the alternative layout (a column
  // per custom field) would change for counts.
  await timed(`insert ${ROWS} rows`, () => client.query(`
    insert into cust_jsonb (customer_name, owner_user_id, update_time, batch_id, level_column, custom)
    select '客户' || g, 3 + g % 5, timestamp '2024-01-01' + g * interval '1 second', md5(g::text), ${LEVEL_OF},
      jsonb_strip_nulls(jsonb_build_object('17', ${LEVEL_OF}, '18', ${SOURCE_OF}, '98', ${NOTE_OF},
        '99', case when g % 10 = 0 then ${PARTNER_OF} end))
    from generate_series(1, ${ROWS}) g`));
  await timed('expression indexes (one per field) + GIN', async () => {
    for (const id of [17, 18, 98, 99]) await client.query(`create index cust_jsonb_cf_${id} on cust_jsonb ((custom->>'${id}'))`);
    await client.query('create index cust_jsonb_custom_gin on cust_jsonb using gin (custom jsonb_path_ops)');
    await client.query('create index cust_jsonb_level_column on cust_jsonb (level_column)');
  });
  await timed('vacuum analyze', () => client.query('vacuum analyze cust_jsonb'));
}

async function fillEav(client: pg.Client) {
  log('EAV layout (original 72crm_admin_fieldv): one row per value, found by batch_id');
  await client.query(`create table cust_eav (
    customer_id serial primary key, customer_name varchar(255) not null, owner_user_id bigint, update_time timestamp not null,
    batch_id varchar(32) not null)`);
  await client.query(`create table fieldv (
    id serial primary key, field_id int not null, name varchar(50) not null, value text, create_time timestamp not null,
    batch_id varchar(32) not null)`);
  await timed(`insert ${ROWS} customers + their value rows`, async () => {
    await client.query(`insert into cust_eav (customer_name, owner_user_id, update_time, batch_id)
      select '客户' || g, 3 + g % 5, timestamp '2024-01-01' + g * interval '1 second', md5(g::text) from generate_series(1, ${ROWS}) g`);
    await client.query(`insert into fieldv (field_id, name, value, create_time, batch_id)
      select f.id, f.name, f.value, timestamp '2024-01-01', md5(g::text)
      from generate_series(1, ${ROWS}) g,
      lateral (values (17, '客户级别', ${LEVEL_OF}), (18, '客户来源', ${SOURCE_OF}), (98, '备注2', ${NOTE_OF}),
                      (99, '合作伙伴', case when g % 10 = 0 then ${PARTNER_OF} end)) as f(id, name, value)
      where f.value is not null`);
  });
  await timed('indexes: batch_id (the original\'s), plus (name, value) for the tuned variant', async () => {
    await client.query('create index fieldv_batch_id on fieldv (batch_id)');
    await client.query('create index cust_eav_batch_id on cust_eav (batch_id)');
    await client.query('create index fieldv_name_value on fieldv (name, value)');
  });
  await timed('vacuum analyze', () => client.query('vacuum analyze cust_eav, fieldv'));
}

const QUERIES = {
  jsonbPage: `select customer_id, customer_name, custom from cust_jsonb
    where (custom->>'17') = $1 order by (custom->>'98') limit 15`,
  jsonbRarePage: `select customer_id, customer_name, custom from cust_jsonb
    where (custom->>'99') = $1 order by (custom->>'98') limit 15`,
  jsonbCount: `select count(*) from cust_jsonb where (custom->>'17') = $1`,
  jsonbCappedCount: `select count(*) from (select 1 from cust_jsonb where (custom->>'17') = $1 limit 10001) as capped`,
  columnCount: `select count(*) from cust_jsonb where level_column = $1`,
  jsonbCountGin: `select count(*) from cust_jsonb where custom @> jsonb_build_object('17', $1::text)`,
  // The original's list: every custom field pivoted into a column, then filtered and sorted.
  eavPivot: `with v as (
      select batch_id, max(case when name = '客户级别' then value end) as "客户级别",
        max(case when name = '客户来源' then value end) as "客户来源", max(case when name = '备注2' then value end) as "备注2",
        max(case when name = '合作伙伴' then value end) as "合作伙伴"
      from fieldv group by batch_id)
    select c.customer_id, c.customer_name, v.* from cust_eav c left join v on v.batch_id = c.batch_id`,
  // EAV at its best: one join per used field, an index on (name, value).
  eavJoinPage: `select c.customer_id, c.customer_name, l.value, n.value from cust_eav c
    join fieldv l on l.batch_id = c.batch_id and l.name = '客户级别' and l.value = $1
    left join fieldv n on n.batch_id = c.batch_id and n.name = '备注2'
    order by n.value limit 15`,
  eavJoinCount: `select count(*) from fieldv where name = '客户级别' and value = $1`,
};

function row(label: string, f: Figures) {
  log(`  ${label.padEnd(44)} p50 ${f.p50.toFixed(2).padStart(9)} ms   p99 ${f.p99.toFixed(2).padStart(9)} ms   (${f.runs} runs)`);
}

async function run(client: pg.Client) {
  const total = performance.now();
  await fillJsonb(client);
  await fillEav(client);
  const v = [FILTER_VALUE];

  log(`\nQueries (filter 客户级别 = ${FILTER_VALUE}, a third of the rows; sort by a custom text; limit 15)`);
  log(`  plan, JSONB page: ${await planOf(client, QUERIES.jsonbPage, v)}`);
  log(`  plan, JSONB page, rare filter (~100 rows): ${await planOf(client, QUERIES.jsonbRarePage, ['伙伴-10'])}`);
  log(`  plan, JSONB count: ${await planOf(client, QUERIES.jsonbCount, v)}`);
  log(`  plan, real-column count: ${await planOf(client, QUERIES.columnCount, v)}`);
  const jsonbPage = await measure(client, QUERIES.jsonbPage, v, 200, 10);
  const jsonbRarePage = await measure(client, QUERIES.jsonbRarePage, ['伙伴-10'], 200, 10);
  const jsonbCount = await measure(client, QUERIES.jsonbCount, v, 30, 3);
  const jsonbCappedCount = await measure(client, QUERIES.jsonbCappedCount, v, 30, 3);
  const jsonbCountGin = await measure(client, QUERIES.jsonbCountGin, v, 30, 3);
  const columnCount = await measure(client, QUERIES.columnCount, v, 30, 3);
  // Seconds per run: three runs, no warm-up, or the script would not finish in three minutes.
  const eavPivotPage = await measure(client, `${QUERIES.eavPivot} where v."客户级别" = $1 order by v."备注2" limit 15`, v, 3, 0);
  const eavPivotCount = await measure(client, `select count(*) from (${QUERIES.eavPivot} where v."客户级别" = $1) as page`, v, 3, 0);
  const eavJoinPage = await measure(client, QUERIES.eavJoinPage, v, 10, 2);
  const eavJoinCount = await measure(client, QUERIES.eavJoinCount, v, 10, 2);

  log('\nResults');
  row('JSONB + expression index: page', jsonbPage);
  row('JSONB + expression index: page, rare filter', jsonbRarePage);
  row('JSONB + expression index: count', jsonbCount);
  row('JSONB + expression index: count capped 10001', jsonbCappedCount);
  row('JSONB + GIN (@>): count', jsonbCountGin);
  row('real column + btree (alternative): count', columnCount);
  row('EAV pivot (original): page', eavPivotPage);
  row('EAV pivot (original): count', eavPivotCount);
  row('EAV joins + (name, value) index: page', eavJoinPage);
  row('EAV joins + (name, value) index: count', eavJoinCount);
  log(`\n  ratio page  p50: EAV pivot / JSONB = ${(eavPivotPage.p50 / jsonbPage.p50).toFixed(0)}x, EAV joins / JSONB = ${(eavJoinPage.p50 / jsonbPage.p50).toFixed(0)}x`);
  log(`  ratio count p50: EAV pivot / JSONB = ${(eavPivotCount.p50 / jsonbCount.p50).toFixed(1)}x, EAV joins / JSONB = ${(eavJoinCount.p50 / jsonbCount.p50).toFixed(1)}x`);

  log('\nWhat field/save pays on the JSONB layout (inside its transaction)');
  await timed(`add a field: create its expression index over ${ROWS} rows`, () => client.query(`create index cust_jsonb_cf_100 on cust_jsonb ((custom->>'100'))`));
  const removed = await timed(`delete a field held by ${ROWS / 10} rows: remove its values`, () =>
    client.query(`update cust_jsonb set custom = custom - '99' where (custom->>'99') is not null`));
  log(`    (${removed.rowCount} rows rewritten)`);
  await timed('  ... and drop its index', () => client.query('drop index cust_jsonb_cf_99'));
  const sizes = await client.query(`select relname, pg_size_pretty(pg_total_relation_size(oid)) as size from pg_class
    where relname in ('cust_jsonb', 'cust_eav', 'fieldv') order by relname`);
  log(`\nSizes with indexes: ${sizes.rows.map((r) => `${r.relname} ${r.size}`).join(', ')}`);
  log(`Total ${((performance.now() - total) / 1000).toFixed(0)} s for ${ROWS} customers.`);
}

async function main() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${SCRATCH}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${SCRATCH}`;
  const client = new pg.Client({ connectionString: url.toString() });
  const dropScratch = async () => {
    await client.end().catch((error: unknown) => log(`closing the scratch connection: ${String(error)}`));
    await admin.query(`drop database if exists ${SCRATCH} with (force)`);
    await admin.end();
  };
  process.once('SIGINT', () => {
    log('\ninterrupted: dropping the scratch database');
    dropScratch().finally(() => process.exit(130));
  });
  try {
    await client.connect();
    log(`PostgreSQL ${(await client.query('show server_version')).rows[0].server_version}, scratch database ${SCRATCH}, ${ROWS} customers\n`);
    await run(client);
  } finally {
    await dropScratch();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
