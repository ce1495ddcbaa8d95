/**
 * Demo office approvals (办公审批): every system category (1 普通, 2 请假, 3 出差, 4 加班, 5 差旅报销,
 * 6 借款) in every state (0 待审核, 1 通过, 2 拒绝, 3 审核中, 4 撤回), submitted by the seed users in
 * turn over the last two years, each written as the calls would have left it:
 *   - the system categories let the submitter choose the approver: here their superior (张伟 for the
 *     salespeople, admin for 张伟 and 王芳; 张伟 for admin, who has none);
 *   - 通过 / 拒绝: that approver's row decided (`同意` / `请补充说明`); 审核中: approved and passed on to
 *     a second approver (王芳, or 张伟 for her own), whose row is pending; 撤回: the approver's row,
 *     undecided and closed as the audit leaves it (migration 0025), and the submitter's withdrawal
 *     (`撤回重新填写`);
 *   - 请假 and 加班 have their times and days; 出差 one to three trips, its days their sum; 差旅报销 one
 *     to three expense lines, each line's money the sum of its four amounts and the claim's their
 *     sum (numeric, never a float); 借款 an amount;
 *   - the office feed's row (添加了审批).
 * Rows come from generate_series in batches (demoBatches.ts), with explicit ids past the tables' own.
 * `npm run seed:demo` adds one approval per ten customers (at least 30, so every pair is there);
 * `npm run bench:oa` adds them up to 100,000.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';
import { raiseSequence } from '../seed/sequences.ts';
import { batches, idBase } from './demoBatches.ts';
import { CITIES, h, owner, pick, timeOf } from './demoWords.ts';

const CONTENT: Record<number, readonly string[]> = {
  1: ['申请采购办公用品', '申请使用大会议室', '申请开具在职证明', '申请更换笔记本电脑'],
  2: ['家中有事', '身体不适，需要休息', '回老家探亲', '孩子家长会'],
  3: ['拜访重点客户', '参加行业展会', '项目现场实施', '客户培训'],
  4: ['版本上线', '月底结账', '客户紧急需求', '系统迁移'],
  5: ['上海客户拜访差旅', '广州展会差旅', '成都项目实施差旅', '北京客户培训差旅'],
  6: ['备用金', '项目垫付款', '展会押金', '客户招待预支'],
};
const LEAVE_TYPES = ['年假', '事假', '病假', '调休', '婚假', '丧假', '其他'];
const VEHICLES = ['飞机', '火车', '汽车', '其他'];
const TRIPS = ['单程', '往返'];

/** The approver the submitter `s` chose: their superior, 张伟 (4) for whoever has none. */
const FIRST_APPROVER = sql.raw(`case when coalesce(u.parent_id, 0) = 0 then (case when e.create_user_id = 4 then 3 else 4 end) else u.parent_id end`);
/** Who an 审核中 approval was passed on to: 王芳 (7), or 张伟 for her own. */
const SECOND_APPROVER = sql.raw('case when e.create_user_id = 7 then 4 else 7 end');

export async function seedDemoApprovals(db: Kysely<Database>, count: number, log: (line: string) => void, now = new Date()): Promise<void> {
  const [examineBase, recordBase] = await Promise.all([idBase(db, 'oa_examine', 'examine_id'), idBase(db, 'oa_examine_record', 'record_id')]);
  const content = sql`case v.cat ${sql.join(Object.entries(CONTENT).map(([cat, words]) => sql`when ${sql.lit(Number(cat))} then ${pick(words, h(81))}`), sql` `)} end`;
  // within the batch being written
  const inBatch = (from: number, to: number, alias = 'e') => sql`${sql.ref(`${alias}.examine_id`)} between ${examineBase + from} and ${examineBase + to}`;

  await batches(count, (from, to) => sql`
    insert into oa_examine (examine_id, category_id, content, remark, type_id, money, start_time, end_time, duration,
      create_user_id, create_time, update_time, batch_id, examine_record_id, check_status)
    select ${examineBase} + g, v.cat, ${content}, case when g % 5 = 0 then '请尽快处理' end,
      case when v.cat = 2 then ${pick(LEAVE_TYPES, h(82))} end,
      case when v.cat = 6 then (1 + ${sql.raw(h(83))} % 50) * 100.00 end,
      case v.cat when 2 then v.day + interval '9 hour' when 4 then v.day + interval '18 hour' end,
      case v.cat when 2 then v.day + interval '9 hour' + v.days * interval '1 day' when 4 then v.day + interval '21 hour' end,
      case v.cat when 2 then v.days when 4 then 0.5 end,
      v.submitter, v.at, v.at, md5('demo-examine-' || ${examineBase} || '-' || g), ${recordBase} + g, v.state
    from generate_series(${from}::int, ${to}::int) g
    cross join lateral (select 1 + (g - 1) % 6 as cat, ((g - 1) / 6) % 5 as state, ${owner(h(84))} as submitter,
      ${timeOf(now, h(85))} as at, date_trunc('day', ${timeOf(now, h(85))}) as day, (1 + ${sql.raw(h(86))} % 6) * 0.5 as days) v
  `.execute(db), 'approvals', log);

  // trips and expense lines, then the totals they make
  await batches(count, (from, to) => sql`
    insert into oa_examine_travel (examine_id, start_address, start_time, end_address, end_time, traffic, stay, diet, other, money,
      vehicle, trip, duration, description, sort)
    select e.examine_id, ${pick(CITIES, h(87, 'e.examine_id * 4 + k'))}, date_trunc('day', e.create_time) + (k - 1) * interval '1 day' + interval '8 hour',
      ${pick(CITIES, h(88, 'e.examine_id * 4 + k'))}, date_trunc('day', e.create_time) + (k - 1) * interval '1 day' + interval '18 hour',
      a.traffic, a.stay, a.diet, a.other, case when e.category_id = 5 then a.traffic + a.stay + a.diet + a.other end,
      case when e.category_id = 3 then ${pick(VEHICLES, h(89, 'e.examine_id * 4 + k'))} end,
      case when e.category_id = 3 then ${pick(TRIPS, h(90, 'e.examine_id * 4 + k'))} end,
      case when e.category_id = 3 then (1 + ${sql.raw(h(91, 'e.examine_id * 4 + k'))} % 3) * 0.5 end,
      case when k = 1 then '含往返' end, k - 1
    from oa_examine e
    cross join lateral generate_series(1, 1 + ${sql.raw(h(92, 'e.examine_id'))} % 3) k
    cross join lateral (select
      case when e.category_id = 5 then (${sql.raw(h(93, 'e.examine_id * 4 + k'))} % 120000) / 100.0 end as traffic,
      case when e.category_id = 5 then (${sql.raw(h(94, 'e.examine_id * 4 + k'))} % 60000) / 100.0 end as stay,
      case when e.category_id = 5 then (${sql.raw(h(95, 'e.examine_id * 4 + k'))} % 30000) / 100.0 end as diet,
      case when e.category_id = 5 then (${sql.raw(h(96, 'e.examine_id * 4 + k'))} % 5000) / 100.0 end as other) a
    where ${inBatch(from, to)} and e.category_id in (3, 5)
  `.execute(db), 'approval lines', log);
  await sql`
    update oa_examine e set money = case when e.category_id = 5 then t.money else e.money end,
      duration = case when e.category_id = 3 then t.duration else e.duration end
    from (select examine_id, sum(money) as money, sum(duration) as duration from oa_examine_travel where examine_id > ${examineBase} group by examine_id) t
    where e.examine_id = t.examine_id
  `.execute(db);

  await batches(count, (from, to) => sql`
    insert into oa_examine_record (record_id, examine_id, examine_step_id, examine_status, create_user, create_time)
    select e.examine_record_id, e.examine_id, null, e.check_status, e.create_user_id, e.create_time
    from oa_examine e where ${inBatch(from, to)}
  `.execute(db), 'approval records', log);
  // the chosen approver's row: pending (待审核), closed undecided (撤回), approved (通过, 审核中) or refused (拒绝)
  await batches(count, (from, to) => sql`
    insert into oa_examine_log (record_id, examine_step_id, examine_status, create_user, create_time, examine_user, examine_time, remarks, is_recheck, order_id, is_closed)
    select e.examine_record_id, null, d.status, e.create_user_id, e.create_time, ${FIRST_APPROVER},
      case when d.status in (1, 2) then e.create_time + interval '2 hour' end,
      case d.status when 1 then '同意' when 2 then '请补充说明' end, 0, 1, case when e.check_status = 4 then 1 else 0 end
    from oa_examine e join admin_user u on u.user_id = e.create_user_id
    cross join lateral (select case e.check_status when 1 then 1 when 2 then 2 when 3 then 1 else 0 end as status) d
    where ${inBatch(from, to)}
  `.execute(db), 'approval rows', log);
  await batches(count, (from, to) => sql`
    insert into oa_examine_log (record_id, examine_step_id, examine_status, create_user, create_time, examine_user, examine_time, remarks, is_recheck, order_id)
    select e.examine_record_id, null, case e.check_status when 3 then 0 else 4 end, e.create_user_id, e.create_time + interval '2 hour',
      case e.check_status when 3 then ${SECOND_APPROVER} else e.create_user_id end,
      case when e.check_status = 4 then e.create_time + interval '1 hour' end,
      case when e.check_status = 4 then '撤回重新填写' end, 0, 2
    from oa_examine e where ${inBatch(from, to)} and e.check_status in (3, 4)
  `.execute(db), 'approval rows passed on or withdrawn', log);

  await batches(count, (from, to) => sql`
    insert into oa_action_record (user_id, type, action_id, create_time, join_user_ids, dept_ids, content)
    select e.create_user_id, 5, e.examine_id, e.create_time, ',' || ${FIRST_APPROVER} || ',', ',', '添加了审批'
    from oa_examine e join admin_user u on u.user_id = e.create_user_id where ${inBatch(from, to)}
  `.execute(db), 'approval feed rows', log);
  await raiseSequence(db, 'oa_examine', 'examine_id');
  await raiseSequence(db, 'oa_examine_record', 'record_id');
}
