/**
 * Demo data at scale, shaped like a real sales team's: N customers with realistic Chinese names,
 * owners spread over the seed users (about 5 % in the pool), the seeded custom fields filled
 * (客户级别 / 客户来源 / 客户行业), one in ten with a 下次联系时间 around today; N/5 leads; N/2
 * contacts (是否关键决策人 / 性别); N/5 businesses whose amount is the total of their product lines
 * from a catalogue of two dozen products (demoCatalogue.ts); N/10 contracts, each signed from a
 * business of its customer (its products, discount and amount, the customer's contact as 客户签约人,
 * a year from its order date); two receivables plans per approved contract; receivables paying the
 * first plan of the approved ones among the first N/20 contracts; N/2 follow-up records; N/10 office
 * approvals (at least 30: every system category in every state, demoApprovals.ts); a week of
 * schedule events, repeated ones among them (demoEvents.ts); six announcements around today
 * (active, future and ended; for everyone and for 销售部, demoAnnouncements.ts); six work logs
 * among the demo users with comments and replies, some read, one linked to a customer (demoLogs.ts);
 * a dozen office tasks with labels and subtasks, some overdue, some done (demoTasks.ts); two
 * projects with their lists and tasks (demoProjects.ts). A
 * customer's contacts, businesses and contracts belong to its owner. Rows are generated inside the
 * database with generate_series, in batches of 100,000 (one multi-row statement each, no round
 * trip per row), with explicit ids past the tables' own.
 * For a large load the secondary indexes are dropped and rebuilt around it (demoIndexes.ts).
 * VACUUM ANALYZE runs at the end (the planner needs the statistics of the expression indexes).
 * Run on an already migrated and seeded database, with no server writing.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../schema.ts';
import { raiseSequence } from '../seed/sequences.ts';
import { type CatalogueProduct, demoCatalogue } from './demoCatalogue.ts';
import { seedDemoApprovals } from './demoApprovals.ts';
import { seedDemoEvents } from './demoEvents.ts';
import { seedDemoAnnouncements } from './demoAnnouncements.ts';
import { seedDemoLogs } from './demoLogs.ts';
import { seedDemoTasks } from './demoTasks.ts';
import { seedDemoProjects } from './demoProjects.ts';
import { batches, idBase, seconds } from './demoBatches.ts';
import { rebuildLeftovers, withoutSecondaryIndexes } from './demoIndexes.ts';
import {
  ADDRESSES, CATEGORIES, companyName, FOLLOWUPS, GIVEN, h, INDUSTRIES, LEADS_SOURCES, LEVELS, nextContactTime, owner, pick,
  POSTS, RETURN_TYPES, SOURCES, STREETS, SURNAMES, timeOf, TRADES,
} from './demoWords.ts';

export interface DemoSize { customers: number }

/** From this many customers on, drop and rebuild the secondary indexes around the load. */
const LARGE_LOAD = 50_000;
const TABLES = [
  'crm_customer', 'crm_leads', 'crm_contacts', 'crm_business', 'crm_business_product', 'crm_contract', 'crm_contract_product',
  'crm_receivables', 'crm_receivables_plan', 'admin_record',
  'oa_examine', 'oa_examine_travel', 'oa_examine_record', 'oa_examine_log', 'oa_action_record',
] as const;
/**
 * 合同编号 and 回款编号 are number fields (db/seed/fields.ts: fewer than 12 integer digits, or the
 * form refuses to save the record again): 2026xxxxxxx from the contract's id, unique with it.
 */
const CONTRACT_NUMBERS = 20_260_000_000;
const RECEIVABLES_NUMBERS = 30_260_000_000;
/** Tables whose ids the load writes itself: [table, id column]. */
const ID_TABLES = [
  ['crm_customer', 'customer_id'], ['crm_contacts', 'contacts_id'], ['crm_business', 'business_id'], ['crm_contract', 'contract_id'],
] as const;

export async function seedDemo(db: Kysely<Database>, size: DemoSize, log: (line: string) => void = () => {}): Promise<void> {
  // one connection for the whole load, so its session settings hold for every statement
  await db.connection().execute(async (conn) => {
    // the demo load may lose its tail on a crash (rerun it); index builds get memory to sort in
    await sql`set synchronous_commit = off`.execute(conn);
    await sql`set maintenance_work_mem = '256MB'`.execute(conn);
    const load = () => loadDemo(conn, size, log);
    if (size.customers >= LARGE_LOAD) await withoutSecondaryIndexes(conn, TABLES, log, load);
    else {
      await rebuildLeftovers(conn, log);
      await load();
    }
    const started = Date.now();
    for (const table of TABLES) await sql.raw(`vacuum analyze ${table}`).execute(conn);
    log(`  vacuum analyze: ${seconds(started)}`);
  });
}

/** The catalogue as an SQL `values` list (our own rows; prices stay decimal text, never a float). */
function catalogueValues(products: readonly CatalogueProduct[]) {
  const rows = products.map((p, i) => {
    if (!/^\d+(\.\d+)?$/.test(p.price)) throw new Error(`demo product ${p.productId}: price ${p.price} is not a decimal`);
    return `(${i + 1}, ${p.productId}, ${p.price}::numeric, '${p.unit.replace(/'/g, "''")}')`;
  });
  return sql.raw(`(values ${rows.join(', ')})`);
}

async function loadDemo(db: Kysely<Database>, size: DemoSize, log: (line: string) => void): Promise<void> {
  const now = new Date();
  const n = size.customers;
  const [base, contactsBase, businessBase, contractBase] = await Promise.all(ID_TABLES.map(([t, c]) => idBase(db, t, c)));
  const catalogue = await demoCatalogue(db, now);
  const products = catalogueValues(catalogue);

  await batches(n, (from, to) => sql`
    insert into crm_customer (customer_id, customer_name, followup, deal_status, mobile, telephone, remark, create_user_id, owner_user_id,
      address, detail_address, next_time, create_time, update_time, batch_id, custom)
    select ${base} + g, ${companyName(1)},
      ${sql.raw(h(5))} % 2, case when ${sql.raw(h(6))} % 9 = 0 then 1 else 0 end,
      '1' || (30 + g % 60) || lpad((g::bigint * 7919 % 100000000)::text, 8, '0'),
      case when g % 3 = 0 then '0571-' || lpad((g % 10000000)::text, 8, '0') end,
      case when g % 4 = 0 then '老客户推荐' end,
      ${owner(h(7))}, case when ${sql.raw(h(8))} % 20 = 0 then null else ${owner(h(9))} end,
      ${pick(ADDRESSES, h(10))}, ${pick(STREETS, h(10))}, ${nextContactTime(now, 10, 16)},
      ${timeOf(now, h(11))}, ${timeOf(now, h(12))},
      md5('demo-customer-' || ${base} || '-' || g),
      jsonb_build_object('17', ${pick(LEVELS, h(13))}, '18', ${pick(SOURCES, h(14))}, '19', ${pick(INDUSTRIES, h(15))})
    from generate_series(${from}::int, ${to}::int) g
  `.execute(db), 'customers', log);

  const leadsBase = await idBase(db, 'crm_leads', 'leads_id');
  await batches(Math.floor(n / 5), (from, to) => sql`
    insert into crm_leads (leads_name, followup, mobile, telephone, address, next_time, create_user_id, owner_user_id,
      create_time, update_time, batch_id, custom)
    select ${companyName(31)}, ${sql.raw(h(35))} % 2,
      '1' || (30 + g % 60) || lpad((g::bigint * 15485863 % 100000000)::text, 8, '0'),
      case when g % 4 = 0 then '021-' || lpad((g % 10000000)::text, 8, '0') end,
      ${pick(STREETS, h(36))}, ${nextContactTime(now, 8, 37)},
      ${owner(h(40))}, ${owner(h(41))}, ${timeOf(now, h(42))}, ${timeOf(now, h(43))},
      md5('demo-leads-' || ${leadsBase} || '-' || g),
      jsonb_build_object('2', ${pick(LEADS_SOURCES, h(44))}, '5', ${pick(INDUSTRIES, h(45))}, '6', ${pick(LEVELS, h(46))})
    from generate_series(${from}::int, ${to}::int) g
  `.execute(db), 'leads', log);

  // the k-th child of a kind hangs on customer customerAt(k * step): contact 5g, business 2g and
  // contract g share a customer, which is how a contract finds its business and its signatory
  const customerAt = (expr: string) => sql.raw(`${base} + 1 + ((${expr}) - 1) % ${n}`);
  const ownerOf = (salt: number) => sql`coalesce(c.owner_user_id, ${owner(h(salt))})`;
  await batches(Math.floor(n / 2), (from, to) => sql`
    insert into crm_contacts (contacts_id, name, mobile, post, customer_id, create_user_id, owner_user_id, create_time, update_time, batch_id, custom)
    select ${contactsBase} + g, ${pick(SURNAMES, 'g')} || ${pick(GIVEN, 'g / 20')}, '1' || (30 + g % 60) || lpad((g::bigint * 104729 % 100000000)::text, 8, '0'),
      ${pick(POSTS, 'g')}, c.customer_id, ${ownerOf(50)}, ${ownerOf(50)}, ${timeOf(now, 'g * 5')}, ${timeOf(now, 'g * 2')},
      md5('demo-contacts-' || ${base} || '-' || g),
      jsonb_build_object('29', case when g % 4 = 0 then '是' else '否' end, '30', case when g % 3 = 0 then '女' else '男' end)
    from generate_series(${from}::int, ${to}::int) g join crm_customer c on c.customer_id = ${customerAt('g * 2')}
  `.execute(db), 'contacts', log);

  const businesses = Math.floor(n / 5);
  await batches(businesses, (from, to) => sql`
    insert into crm_business (business_id, business_name, type_id, status_id, customer_id, create_user_id, owner_user_id,
      deal_date, create_time, update_time, batch_id, is_end)
    select ${businessBase} + g, ${pick(TRADES, 'g')} || '项目-' || g, 1, 1 + g % 3, c.customer_id, ${ownerOf(51)}, ${ownerOf(51)},
      date_trunc('day', ${now}::timestamp) + ((${sql.raw(h(52))} % 120) - 30) * interval '1 day',
      ${timeOf(now, 'g * 11')}, ${timeOf(now, 'g * 3')}, md5('demo-business-' || ${base} || '-' || g), g % 7 / 5
    from generate_series(${from}::int, ${to}::int) g join crm_customer c on c.customer_id = ${customerAt('g * 5')}
  `.execute(db), 'businesses', log);

  // one to three product lines a business, different products, each with its own quantity and
  // discount, priced as the form prices them (engine/fields/pricing.ts); then its order discount
  // and amount from those lines
  const line = (salt: number) => sql.raw(h(salt, 'b.business_id * 4 + k'));
  await batches(businesses, (from, to) => sql`
    insert into crm_business_product (business_id, product_id, price, sales_price, num, discount, subtotal, unit)
    select b.business_id, p.product_id, p.price, s.sales_price, l.num, l.discount, round(s.sales_price * l.num, 2), p.unit
    from crm_business b
    cross join lateral generate_series(1, 1 + ${sql.raw(h(53, 'b.business_id'))} % 3) k
    cross join lateral (select (${line(54)} % 4) * 5 as discount, 1 + ${line(55)} % 10 as num,
      1 + (${sql.raw(h(56, 'b.business_id'))} + 7 * k) % ${catalogue.length} as idx) l
    join ${products} p (idx, product_id, price, unit) on p.idx = l.idx
    cross join lateral (select round(p.price * (100 - l.discount) / 100, 2) as sales_price) s
    where b.business_id between ${businessBase + from} and ${businessBase + to}
  `.execute(db), 'business products', log);
  await sql`
    update crm_business b set discount_rate = t.rate, total_price = t.total, money = t.total
    from (select business_id, rate, round(lines * (100 - rate) / 100, 2) as total
      from (select bp.business_id, sum(bp.subtotal) as lines, case when ${sql.raw(h(57, 'bp.business_id'))} % 4 = 0 then 5 else 0 end as rate
        from crm_business_product bp where bp.business_id > ${businessBase} group by bp.business_id) summed) t
    where b.business_id = t.business_id
  `.execute(db);

  const contracts = Math.floor(n / 10);
  await batches(contracts, (from, to) => sql`
    insert into crm_contract (contract_id, name, num, customer_id, business_id, contacts_id, company_user_id, check_status,
      order_date, start_time, end_time, money, discount_rate, total_price, create_user_id, owner_user_id, create_time, update_time, batch_id)
    select ${contractBase} + g, replace(b.business_name, '项目', '合同'), (${CONTRACT_NUMBERS}::bigint + ${contractBase} + g)::text, b.customer_id, b.business_id,
      ${contactsBase} + 5 * g, b.owner_user_id, case when g % 4 = 0 then 5 else 1 end,
      o.day, o.day, o.day + 365, b.money, b.discount_rate, b.total_price, b.owner_user_id, b.owner_user_id,
      ${timeOf(now, 'g * 13')}, ${timeOf(now, 'g * 4')}, md5('demo-contract-' || ${base} || '-' || g)
    from generate_series(${from}::int, ${to}::int) g
    join crm_business b on b.business_id = ${businessBase} + 2 * g
    cross join lateral (select (${now}::timestamp - (g % 700) * interval '1 day')::date as day) o
  `.execute(db), 'contracts', log);
  // a signed business is won, its customer 已成交 once approved, and the contract carries its lines
  const signed = Date.now();
  await sql`
    insert into crm_contract_product (contract_id, product_id, price, sales_price, num, discount, subtotal, unit)
    select k.contract_id, bp.product_id, bp.price, bp.sales_price, bp.num, bp.discount, bp.subtotal, bp.unit
    from crm_contract k join crm_business_product bp on bp.business_id = k.business_id
    where k.contract_id > ${contractBase}
  `.execute(db);
  await sql`
    update crm_business b set is_end = 1 from crm_contract k
    where k.contract_id > ${contractBase} and k.check_status = 1 and b.business_id = k.business_id
  `.execute(db);
  await sql`
    update crm_customer c set deal_status = 1
    where c.deal_status = 0 and c.customer_id in (select k.customer_id from crm_contract k where k.contract_id > ${contractBase} and k.check_status = 1)
  `.execute(db);
  log(`  contract products, won businesses, dealt customers (${seconds(signed)})`);

  await plansAndReceivables(db, now, n, base, contractBase, log);
  await followUps(db, now, n, base, customerAt, log);
  for (const [table, column] of ID_TABLES) await raiseSequence(db, table, column);
  await seedDemoApprovals(db, Math.max(30, Math.floor(n / 10)), log, now);
  await seedDemoEvents(db, log, now);
  await seedDemoAnnouncements(db, log, now);
  await seedDemoLogs(db, log, now);
  await seedDemoTasks(db, log, now);
  await seedDemoProjects(db, log, now);
}

/**
 * Two plans an approved contract: a fortnight after the order, the rest three months after,
 * reminded three days ahead (remind_date as receivablesPlanEndpoints.ts computes it); receivables
 * pay the first plan of the first N/20 contracts (the approved ones), in full, on its date.
 */
async function plansAndReceivables(
  db: Kysely<Database>, now: Date, n: number, base: number, contractBase: number, log: (line: string) => void,
): Promise<void> {
  const planBase = await idBase(db, 'crm_receivables_plan', 'plan_id');
  await sql`
    insert into crm_receivables_plan (num, money, return_date, return_type, remind, remind_date, create_user_id, owner_user_id,
      create_time, update_time, contract_id, customer_id)
    select q.k::text, case q.k when 1 then round(k.money / 2, 2) else k.money - round(k.money / 2, 2) end,
      k.order_date + case q.k when 1 then 15 else 90 end, ${pick(RETURN_TYPES, h(60, 'k.contract_id'))}, 3,
      k.order_date + case q.k when 1 then 12 else 87 end, k.owner_user_id, k.owner_user_id, k.create_time, k.update_time,
      k.contract_id, k.customer_id
    from crm_contract k cross join generate_series(1, 2) q (k)
    where k.contract_id > ${contractBase} and k.check_status = 1
    order by k.contract_id, q.k
  `.execute(db);
  await batches(Math.floor(n / 20), (from, to) => sql`
    insert into crm_receivables (number, plan_id, customer_id, contract_id, check_status, return_time, return_type, money,
      create_user_id, owner_user_id, create_time, update_time, batch_id)
    select (${RECEIVABLES_NUMBERS}::bigint + k.contract_id)::text, p.plan_id, k.customer_id, k.contract_id, 1, p.return_date, p.return_type, p.money,
      k.owner_user_id, k.owner_user_id, ${timeOf(now, 'g * 17')}, ${timeOf(now, 'g * 6')}, md5('demo-receivables-' || ${base} || '-' || g)
    from generate_series(${from}::int, ${to}::int) g
    join crm_contract k on k.contract_id = ${contractBase} + g and k.check_status = 1
    join crm_receivables_plan p on p.contract_id = k.contract_id and p.num = '1' and p.plan_id > ${planBase}
  `.execute(db), 'receivables', log);
  await sql`
    update crm_receivables_plan p set receivables_id = r.receivables_id
    from crm_receivables r where r.plan_id = p.plan_id and p.plan_id > ${planBase}
  `.execute(db);
}

/** Follow-ups on half the customers (most recent first in the list's 最后跟进时间). */
async function followUps(
  db: Kysely<Database>, now: Date, n: number, base: number, customerAt: (expr: string) => RawBuilder<unknown>, log: (line: string) => void,
): Promise<void> {
  await batches(Math.floor(n / 2), (from, to) => sql`
    insert into admin_record (types, types_id, content, category, batch_id, create_user_id, create_time, update_time)
    select 'crm_customer', ${customerAt('g * 2 - 1')}, ${pick(FOLLOWUPS, 'g')}, ${pick(CATEGORIES, 'g / 3')},
      md5('demo-record-' || ${base} || '-' || g), ${owner('g')}, ${timeOf(now, 'g * 19')}, ${timeOf(now, 'g * 19')}
    from generate_series(${from}::int, ${to}::int) g
  `.execute(db), 'follow-up records', log);
}
