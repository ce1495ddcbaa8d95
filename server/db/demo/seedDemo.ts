/**
 * Demo data at scale: N customers with realistic Chinese names, owners spread over the seed users
 * (about 5 % in the pool), the seeded custom fields filled (客户级别 / 客户来源 / 客户行业), and
 * proportional contacts (N/2, with their custom 是否关键决策人 / 性别), businesses (N/5), contracts
 * (N/10), receivables (N/20) and follow-up records (N/2, so 最后跟进时间 has values). Rows are
 * generated inside the database with generate_series, in batches of 100,000 (one multi-row
 * statement each, no round trip per row). For a large load (LARGE_LOAD rows and more) the secondary
 * indexes of the filled tables are dropped first and rebuilt after the load (one sorted build per
 * index instead of a million random inserts into each, the GIN ones above all); primary keys and
 * unique constraints stay. VACUUM ANALYZE runs at the end (the planner needs the statistics of the
 * expression indexes). Run on an already migrated and seeded database, with no server writing.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

export interface DemoSize { customers: number }

const BATCH = 100_000;
/** From this many customers on, drop and rebuild the secondary indexes around the load. */
const LARGE_LOAD = 50_000;
const TABLES = ['crm_customer', 'crm_contacts', 'crm_business', 'crm_contract', 'crm_receivables', 'admin_record'] as const;

/** Our constant word lists only (no outside input), as an SQL array literal. */
const arrayText = (items: readonly string[]) => `array[${items.map((i) => `'${i.replace(/'/g, "''")}'`).join(',')}]::text[]`;
const pick = (items: readonly string[], expr: string) => sql.raw(`(${arrayText(items)})[1 + (${expr}) % ${items.length}]`);

const CITIES = ['北京', '上海', '广州', '深圳', '杭州', '南京', '苏州', '成都', '武汉', '西安', '重庆', '天津', '长沙', '郑州', '青岛', '厦门', '宁波', '合肥', '济南', '福州'];
const WORDS = ['华信', '中科', '鼎盛', '恒通', '新锐', '博远', '天成', '瑞丰', '金桥', '宏达', '永安', '海纳', '聚源', '启明', '万象', '东方', '长城', '星河', '云帆', '青松', '锦程', '盛世', '鸿运', '嘉禾', '同创'];
const TRADES = ['科技', '贸易', '信息技术', '电子', '物流', '建设', '文化传媒', '医药', '机械', '软件', '网络', '咨询', '实业', '食品', '新能源'];
const SUFFIX = ['有限公司', '股份有限公司', '集团有限公司'];
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '胡', '朱', '高', '林', '何', '郭', '马', '罗'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀英', '霞', '平', '刚', '桂英', '晨', '欣'];
const POSTS = ['总经理', '采购经理', '技术总监', '财务主管', '销售总监', '行政专员', '项目经理'];
const LEVELS = ['A（重点客户）', 'B（普通客户）', 'C（非优先客户）'];
const SOURCES = ['促销', '搜索引擎', '广告', '转介绍', '线上注册', '线上询价', '预约上门', '陌拜', '电话咨询', '邮件咨询'];
const INDUSTRIES = ['IT', '金融业', '房地产', '商业服务', '运输/物流', '生产', '政府', '文化传媒'];
const FOLLOWUPS = ['电话沟通了需求，客户考虑中', '上门拜访，介绍了新版本', '发送了报价单', '客户要求下周再联系', '确认了合同条款', '演示了系统功能，反馈良好'];
const CATEGORIES = ['打电话', '发邮件', '发短信', '见面拜访', '活动'];
/** The seed users (db/seed/organisation.ts): admin, manager 张伟, sales 李娜, sales2 刘洋, finance 王芳. */
const OWNERS = [3, 4, 5, 6, 7];

/** `g` → a timestamp within the two years before `now`, deterministic per row. */
const timeOf = (now: Date, expr: string) => sql`${now}::timestamp - ((${sql.raw(expr)})::bigint * 7919 % 63072000) * interval '1 second'`;
/**
 * A pseudo-random, deterministic non-negative int of row `g` per attribute (`salt`): each
 * attribute independent of the others. Modular arithmetic on g (g % 3, g / 3 % 5 ...) made owner,
 * level and source correlated, so some combinations never occurred, which no real data does.
 */
const h = (salt: number) => `abs(hashint4(g + ${salt * 7_777_777}))`;
const owner = (expr: string) => sql.raw(`(array[${OWNERS.join(',')}])[1 + (${expr}) % ${OWNERS.length}]`);

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function batches(total: number, work: (from: number, to: number) => Promise<unknown>, label: string, log: (line: string) => void) {
  const started = Date.now();
  for (let from = 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    await work(from, to);
    log(`  ${label}: ${to.toLocaleString()} / ${total.toLocaleString()} (${seconds(started)})`);
  }
}

interface IndexDef { name: string; definition: string }

/** Secondary indexes of the tables we fill: not primary keys, not unique or other constraints. */
async function secondaryIndexes(db: Kysely<Database>): Promise<IndexDef[]> {
  const { rows } = await sql<{ name: string; definition: string }>`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in (${sql.join([...TABLES])})
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
    order by i.tablename, i.indexname
  `.execute(db);
  return rows;
}

/**
 * The definitions of the dropped indexes are kept in a table until they are rebuilt: a load
 * killed half-way (Ctrl-C, OOM) leaves them there, and the next seed:demo rebuilds them first.
 */
async function withoutSecondaryIndexes(db: Kysely<Database>, log: (line: string) => void, load: () => Promise<void>): Promise<void> {
  await rebuildLeftovers(db, log);
  const indexes = await secondaryIndexes(db);
  await sql`create table if not exists lingxi_demo_dropped_index (name text primary key, definition text not null)`.execute(db);
  for (const index of indexes) {
    await sql`insert into lingxi_demo_dropped_index (name, definition) values (${index.name}, ${index.definition}) on conflict do nothing`.execute(db);
    await sql.raw(`drop index if exists "${index.name}"`).execute(db);
  }
  log(`  dropped ${indexes.length} secondary indexes for the load`);
  try {
    await load();
  } finally {
    // rebuilt even when the load fails: the schema must not lose an index
    await rebuildLeftovers(db, log);
  }
}

async function rebuildLeftovers(db: Kysely<Database>, log: (line: string) => void): Promise<void> {
  const exists = await sql<{ t: string | null }>`select to_regclass('lingxi_demo_dropped_index')::text as t`.execute(db);
  if (!exists.rows[0]?.t) return;
  const { rows } = await sql<IndexDef>`select name, definition from lingxi_demo_dropped_index order by name`.execute(db);
  const started = Date.now();
  for (const index of rows) {
    const one = Date.now();
    await sql.raw(index.definition.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS ')).execute(db);
    await sql`delete from lingxi_demo_dropped_index where name = ${index.name}`.execute(db);
    log(`  index ${index.name}: ${seconds(one)}`);
  }
  await sql`drop table lingxi_demo_dropped_index`.execute(db);
  if (rows.length) log(`  rebuilt ${rows.length} indexes in ${seconds(started)}`);
}

export async function seedDemo(db: Kysely<Database>, size: DemoSize, log: (line: string) => void = () => {}): Promise<void> {
  // one connection for the whole load, so its session settings hold for every statement
  await db.connection().execute(async (conn) => {
    // the demo load may lose its tail on a crash (rerun it); index builds get memory to sort in
    await sql`set synchronous_commit = off`.execute(conn);
    await sql`set maintenance_work_mem = '256MB'`.execute(conn);
    const load = () => loadDemo(conn, size, log);
    if (size.customers >= LARGE_LOAD) await withoutSecondaryIndexes(conn, log, load);
    else {
      await rebuildLeftovers(conn, log);
      await load();
    }
    const started = Date.now();
    for (const table of TABLES) await sql.raw(`vacuum analyze ${table}`).execute(conn);
    log(`  vacuum analyze: ${seconds(started)}`);
  });
}

async function loadDemo(db: Kysely<Database>, size: DemoSize, log: (line: string) => void): Promise<void> {
  const now = new Date();
  const n = size.customers;
  const base = Number((await sql<{ m: number }>`select coalesce(max(customer_id), 0)::int as m from crm_customer`.execute(db)).rows[0].m);

  await batches(n, (from, to) => sql`
    insert into crm_customer (customer_name, followup, deal_status, mobile, telephone, remark, create_user_id, owner_user_id,
      address, create_time, update_time, batch_id, custom)
    select ${pick(CITIES, h(1))} || ${pick(WORDS, h(2))} || ${pick(TRADES, h(3))} || ${pick(SUFFIX, h(4))},
      ${sql.raw(h(5))} % 2, case when ${sql.raw(h(6))} % 9 = 0 then 1 else 0 end,
      '1' || (30 + g % 60) || lpad((g::bigint * 7919 % 100000000)::text, 8, '0'),
      case when g % 3 = 0 then '0571-' || lpad((g % 10000000)::text, 8, '0') end,
      case when g % 4 = 0 then '老客户推荐' end,
      ${owner(h(7))}, case when ${sql.raw(h(8))} % 20 = 0 then null else ${owner(h(9))} end,
      ${pick(['浙江省,杭州市,西湖区', '广东省,深圳市,南山区', '北京市,北京城区,朝阳区', '上海市,上海城区,浦东新区', '四川省,成都市,武侯区'], h(10))},
      ${timeOf(now, h(11))}, ${timeOf(now, h(12))},
      md5('demo-customer-' || ${base} || '-' || g),
      jsonb_build_object('17', ${pick(LEVELS, h(13))}, '18', ${pick(SOURCES, h(14))}, '19', ${pick(INDUSTRIES, h(15))})
    from generate_series(${from}::int, ${to}::int) g
  `.execute(db), 'customers', log);

  const customerAt = (expr: string) => sql.raw(`${base} + 1 + ((${expr}) - 1) % ${n}`);
  await batches(Math.floor(n / 2), (from, to) => sql`
    insert into crm_contacts (name, mobile, post, customer_id, create_user_id, owner_user_id, create_time, update_time, batch_id, custom)
    select ${pick(SURNAMES, 'g')} || ${pick(GIVEN, 'g / 20')}, '1' || (30 + g % 60) || lpad((g::bigint * 104729 % 100000000)::text, 8, '0'),
      ${pick(POSTS, 'g')}, ${customerAt('g * 2')}, ${owner('g')}, ${owner('g')}, ${timeOf(now, 'g * 5')}, ${timeOf(now, 'g * 2')},
      md5('demo-contacts-' || ${base} || '-' || g),
      jsonb_build_object('29', case when g % 4 = 0 then '是' else '否' end, '30', case when g % 3 = 0 then '女' else '男' end)
    from generate_series(${from}::int, ${to}::int) g
  `.execute(db), 'contacts', log);

  await batches(Math.floor(n / 5), (from, to) => sql`
    insert into crm_business (business_name, type_id, status_id, customer_id, money, create_user_id, owner_user_id, create_time, update_time, batch_id, is_end)
    select ${pick(TRADES, 'g')} || '项目-' || g, 1, 1 + g % 3, ${customerAt('g * 5')}, ((g::bigint * 7919) % 1000000)::numeric / 10,
      ${owner('g')}, ${owner('g')}, ${timeOf(now, 'g * 11')}, ${timeOf(now, 'g * 3')}, md5('demo-business-' || ${base} || '-' || g), g % 7 / 5
    from generate_series(${from}::int, ${to}::int) g
  `.execute(db), 'businesses', log);

  const contractBase = Number((await sql<{ m: number }>`select coalesce(max(contract_id), 0)::int as m from crm_contract`.execute(db)).rows[0].m);
  const contracts = Math.floor(n / 10);
  await batches(contracts, (from, to) => sql`
    insert into crm_contract (name, num, customer_id, check_status, order_date, money, create_user_id, owner_user_id, create_time, update_time, batch_id)
    select ${pick(TRADES, 'g')} || '合同-' || g, 'HT-' || ${contractBase} || '-' || g, ${customerAt('g * 10')}, case when g % 4 = 0 then 3 else 1 end,
      (${now}::timestamp - (g % 700) * interval '1 day')::date, ((g::bigint * 104729) % 500000)::numeric + 1000,
      ${owner('g')}, ${owner('g')}, ${timeOf(now, 'g * 13')}, ${timeOf(now, 'g * 4')}, md5('demo-contract-' || ${base} || '-' || g)
    from generate_series(${from}::int, ${to}::int) g
  `.execute(db), 'contracts', log);

  if (contracts > 0) {
    await batches(Math.floor(n / 20), (from, to) => sql`
      insert into crm_receivables (number, customer_id, contract_id, check_status, return_time, money, create_user_id, owner_user_id, create_time, update_time, batch_id)
      select 'HK-' || ${contractBase} || '-' || g, c.customer_id, c.contract_id, 1, c.order_date + 30, c.money / 2, c.owner_user_id, c.owner_user_id,
        ${timeOf(now, 'g * 17')}, ${timeOf(now, 'g * 6')}, md5('demo-receivables-' || ${base} || '-' || g)
      from generate_series(${from}::int, ${to}::int) g join crm_contract c on c.contract_id = ${sql.raw(`${contractBase}`)} + 1 + ((g - 1) % ${contracts})
    `.execute(db), 'receivables', log);
  }

  // follow-ups on half the customers (most recent first in the list's 最后跟进时间)
  await batches(Math.floor(n / 2), (from, to) => sql`
    insert into admin_record (types, types_id, content, category, batch_id, create_user_id, create_time, update_time)
    select 'crm_customer', ${customerAt('g * 2 - 1')}, ${pick(FOLLOWUPS, 'g')}, ${pick(CATEGORIES, 'g / 3')},
      md5('demo-record-' || ${base} || '-' || g), ${owner('g')}, ${timeOf(now, 'g * 19')}, ${timeOf(now, 'g * 19')}
    from generate_series(${from}::int, ${to}::int) g
  `.execute(db), 'follow-up records', log);
}
