/**
 * The office area at scale (issue 19's bench, `npm run bench:office`): the office workbench feed
 * (oa_action_record, contract 10.4) topped up to `feed` rows, `events` of them schedule events,
 * the rest work logs, tasks and announcements, each feed row pointing at a real target written as
 * its call would have left it (logSave, eventSave, taskSave, announcementCalls). Idempotent: it only
 * adds what is missing, so a second run writes nothing.
 *   - people: 50 departments (区域N部, under 销售部 or 办公室) of 60 users each (3,000 users,
 *     `office<n>`, who never log in), the first of each department its lead reporting to admin, the
 *     others to their lead; the demo users (SEED_USER) write one row in a hundred, about 2,000 each
 *     over the two years, a heavy but real office user's share;
 *   - logs: 日报 (80 %), 周报, 月报 to the author's superior, one in ten also to their department,
 *     one in 500 to 办公室 (everyone), read by the author; a comment on one in five;
 *   - events: 30-240 minutes in working hours, within two weeks of their creation, with 0-2
 *     colleagues (the demo users among themselves); repeated ones are rare, as real calendars have
 *     them (0.1 % daily, 0.5 % weekly, 0.3 % monthly, 0.1 % yearly: their repetition never ends);
 *   - tasks: the author's or a colleague's, with 0-2 colleagues as members, 30 % open, 10 % 延期, 60 %
 *     done, due 1-30 days after creation; one in five with two subtasks (no feed row), one in a
 *     hundred trashed (its feed row gone, as taskSave leaves it); a comment on one in five;
 *   - announcements (1 %): for everyone, the author's department or two people, a week to three months.
 * Times: the two years before `now` (demoWords.ts timeOf). Rows come from generate_series in batches
 * (demoBatches.ts) with explicit ids past the tables' own, as demoApprovals.ts writes them.
 */
import { type Kysely, sql } from 'kysely';
import { COMMENT_TYPE } from '../../oa/comment/commentTree.ts';
import type { Database } from '../schema.ts';
import { raiseSequence } from '../seed/sequences.ts';
import { SEED_USER } from '../seed/organisation.ts';
import { batches, idBase } from './demoBatches.ts';
import { GIVEN, h, pick, SURNAMES, timeOf } from './demoWords.ts';

export interface OfficeBulkSize { feed: number; events: number }

const DEPTS = 50;
const PER_DEPT = 60;
const DEMO = `(array[${Object.values(SEED_USER).join(",")}])`;
const DEMO_COUNT = Object.values(SEED_USER).length;

const LOG_TEXTS = ['拜访了两家老客户，确认了采购意向', '电话回访客户，约了下周演示', '整理报价单并发给客户', '参加部门例会，同步了本月目标',
  '跟进合同审批进度', '协助同事准备投标材料', '处理客户的售后问题', '完成了月度对账'];
const TOMORROW = ['跟进报价反馈', '准备合同草稿', '拜访新客户', '整理客户资料', '参加产品培训'];
const QUESTIONS = ['客户希望延长账期', '演示环境不稳定', '报价审批较慢'];
const EVENT_TITLES = ['拜访客户', '产品演示', '合同谈判', '部门例会', '项目评审', '客户培训', '电话会议', '季度复盘'];
const TASK_NAMES = ['整理客户资料', '准备投标文件', '回访重点客户', '提交报销单', '更新销售预测', '核对回款', '准备演示材料', '撰写方案'];
const SUBTASKS = ['收集资料', '内部评审'];
const NOTICES = ['关于调整办公时间的通知', '季度销售表彰', '系统升级公告', '年会安排', '报销流程更新', '安全生产提醒'];
const COMMENTS = ['收到，辛苦了', '请补充一下细节', '这个客户我来跟进', '已处理', '下周一起讨论'];
const COLORS = ['#3a7bd5', '#26a69a', '#f5a623', '#e5534b', '#8e6fd8'];

const count = async (db: Kysely<Database>, query: string) => Number((await sql<{ n: number }>`${sql.raw(query)}`.execute(db)).rows[0]!.n);

/** Everyone active, and each department's members (the demo users' colleagues are each other). */
const PEOPLE = sql`people as materialized (select array_agg(user_id::int order by user_id) as ids, count(*)::int as n from admin_user where status = 1),
  depts as materialized (select dept_id, array_agg(user_id::int order by user_id) as ids, count(*)::int as n from admin_user where status = 1 group by dept_id)`;
/** Row `g`'s author: a demo user one time in a hundred, anyone else otherwise. */
const AUTHOR = sql.raw(`case when ${h(201)} % 100 = 0 then ${DEMO}[1 + ${h(202)} % ${DEMO_COUNT}] else p.ids[1 + ${h(203)} % p.n] end`);
/** A colleague of `author` (d its department's members), per salt: a demo user's are the demo users. */
const colleague = (salt: number, author = 'v.author') => sql.raw(`case when ${author} <= 7 then ${DEMO}[1 + ${h(salt)} % ${DEMO_COUNT}] else d.ids[1 + ${h(salt)} % d.n] end`);
/** 0-2 colleagues, never the author. */
const colleagues = (salt: number) => sql`array_remove(array_remove((array[${colleague(salt)}, ${colleague(salt + 1)}])[1:${sql.raw(h(salt + 2))} % 3], v.author), null)`;

async function people(db: Kysely<Database>, log: (line: string) => void, now: Date): Promise<void> {
  await sql`
    insert into admin_dept (pid, name, num)
    select case when n <= 30 then 2 else 1 end, '区域' || n || '部', n
    from generate_series(1, ${DEPTS}::int) n
    where not exists (select 1 from admin_dept x where x.name = '区域' || n || '部')`.execute(db);
  // leads first (one per department, reporting to admin), then their teams
  for (const lead of [true, false]) {
    await sql`
      insert into admin_user (username, password, salt, create_time, realname, dept_id, post, status, parent_id)
      select 'office' || g, '!', '', ${now}::timestamp, ${pick(SURNAMES, h(211))} || ${pick(GIVEN, h(212))}, d.dept_id,
        case when (g - 1) % ${PER_DEPT}::int = 0 then '主管' else '专员' end, 1,
        case when (g - 1) % ${PER_DEPT}::int = 0 then ${SEED_USER.admin}::bigint
          else (select user_id from admin_user l where l.username = 'office' || (g - (g - 1) % ${PER_DEPT}::int)) end
      from generate_series(1, ${DEPTS * PER_DEPT}::int) g
      join admin_dept d on d.name = '区域' || (1 + (g - 1) / ${PER_DEPT}::int) || '部'
      where ((g - 1) % ${PER_DEPT}::int = 0) = ${lead}
      on conflict (username) do nothing`.execute(db);
  }
  log(`  office people: ${(await count(db, `select count(*)::int as n from admin_user where username like 'office%'`)).toLocaleString()} users in ${DEPTS} departments`);
}

async function addEvents(db: Kysely<Database>, total: number, log: (line: string) => void, now: Date): Promise<void> {
  const base = await idBase(db, 'oa_event', 'event_id');
  await batches(total, (from, to) => sql`
    with ${PEOPLE}
    insert into oa_event (event_id, title, content, start_time, end_time, create_user_id, create_time, update_time, type, owner_user_ids,
      address, remark, color, remind_type)
    select ${base} + g, ${pick(EVENT_TITLES, h(221))}, null, v.start, v.start + (30 + ${sql.raw(h(222))} % 8 * 30) * interval '1 minute',
      v.author, v.at, v.at,
      case when ${sql.raw(h(223))} % 1000 = 0 then 1 when ${sql.raw(h(223))} % 1000 < 6 then 2 when ${sql.raw(h(223))} % 1000 < 9 then 3
        when ${sql.raw(h(223))} % 1000 < 10 then 4 else 0 end,
      ${colleagues(224)}, case when ${sql.raw(h(227))} % 3 = 0 then '三楼会议室' end, null, ${pick(COLORS, h(228))},
      case when ${sql.raw(h(229))} % 4 = 0 then null else ${sql.raw(h(229))} % 9 end
    from generate_series(${from}::int, ${to}::int) g
    cross join people p
    cross join lateral (select ${AUTHOR} as author, ${timeOf(now, h(230))} as at) a
    join admin_user u on u.user_id = a.author
    join depts d on d.dept_id = u.dept_id
    cross join lateral (select a.author, a.at,
      date_trunc('day', a.at) + (${sql.raw(h(231))} % 15) * interval '1 day' + (9 + ${sql.raw(h(232))} % 9) * interval '1 hour'
        + (${sql.raw(h(233))} % 2) * interval '30 minute' as start) v
  `.execute(db), 'events', log);
  await batches(total, (from, to) => sql`
    insert into oa_action_record (user_id, type, action_id, create_time, join_user_ids, dept_ids, content)
    select e.create_user_id, 2, e.event_id, e.create_time,
      case when cardinality(e.owner_user_ids) = 0 then ',' else ',' || array_to_string(e.owner_user_ids, ',') || ',' end, ',', '添加了日程'
    from oa_event e where e.event_id between ${base + from} and ${base + to}
  `.execute(db), 'event feed rows', log);
  await raiseSequence(db, 'oa_event', 'event_id');
}

async function addLogs(db: Kysely<Database>, total: number, log: (line: string) => void, now: Date): Promise<void> {
  const base = await idBase(db, 'oa_log', 'log_id');
  await batches(total, (from, to) => sql`
    with ${PEOPLE}
    insert into oa_log (log_id, category_id, title, content, tomorrow, question, create_user_id, create_time, update_time,
      send_user_ids, send_dept_ids, read_user_ids, batch_id)
    select ${base} + g, v.category, case v.category when 2 then '第' || extract(week from v.at) || '周周报' when 3 then extract(month from v.at) || '月月报' end,
      ${pick(LOG_TEXTS, h(241))}, ${pick(TOMORROW, h(242))}, case when ${sql.raw(h(243))} % 4 = 0 then ${pick(QUESTIONS, h(244))} end,
      v.author, v.at, v.at,
      case when u.parent_id = 0 then '' else ',' || u.parent_id || ',' end,
      case when ${sql.raw(h(245))} % 500 = 0 then ',1,' when ${sql.raw(h(245))} % 10 = 0 then ',' || u.dept_id || ',' else '' end,
      ',' || v.author || ',', md5('office-log-' || ${base} || '-' || g)
    from generate_series(${from}::int, ${to}::int) g
    cross join people p
    cross join lateral (select ${AUTHOR} as author, ${timeOf(now, h(246))} as at,
      case when ${sql.raw(h(247))} % 20 = 0 then 3 when ${sql.raw(h(247))} % 20 < 4 then 2 else 1 end as category) v
    join admin_user u on u.user_id = v.author
  `.execute(db), 'logs', log);
  await batches(total, (from, to) => sql`
    insert into oa_action_record (user_id, type, action_id, create_time, join_user_ids, dept_ids, content)
    select l.create_user_id, 1, l.log_id, l.create_time, coalesce(nullif(l.send_user_ids, ''), ','), coalesce(nullif(l.send_dept_ids, ''), ','), '添加了日志'
    from oa_log l where l.log_id between ${base + from} and ${base + to}
  `.execute(db), 'log feed rows', log);
  await batches(total, (from, to) => sql`
    insert into task_comment (user_id, content, create_time, main_id, pid, type_id, type)
    select case when u.parent_id = 0 then l.create_user_id else u.parent_id end, ${pick(COMMENTS, h(248, 'l.log_id'))},
      l.create_time + interval '1 hour', 0, 0, l.log_id, ${COMMENT_TYPE.log}
    from oa_log l join admin_user u on u.user_id = l.create_user_id
    where l.log_id between ${base + from} and ${base + to} and ${sql.raw(h(249, 'l.log_id'))} % 5 = 0
  `.execute(db), 'log comments', log);
  await raiseSequence(db, 'oa_log', 'log_id');
}

async function addTasks(db: Kysely<Database>, total: number, log: (line: string) => void, now: Date): Promise<void> {
  const base = await idBase(db, 'task', 'task_id');
  const labels = sql`(select coalesce(array_agg(label_id order by label_id), '{}') from task_label)`;
  await batches(total, (from, to) => sql`
    with ${PEOPLE}, l as materialized (select ${labels} as ids)
    insert into task (task_id, name, create_user_id, main_user_id, owner_user_id, create_time, update_time, status, label_id, description,
      pid, start_time, stop_time, priority, work_id, ishidden, hidden_time, batch_id)
    select ${base} + g, ${pick(TASK_NAMES, h(251))}, v.author, v.main, ${colleagues(252)}, v.at, v.at,
      case when ${sql.raw(h(255))} % 10 < 3 then 1 when ${sql.raw(h(255))} % 10 = 3 then 2 else 5 end,
      case when cardinality(l.ids) = 0 or ${sql.raw(h(256))} % 2 = 0 then '{}'::integer[] else array[l.ids[1 + ${sql.raw(h(257))} % cardinality(l.ids)]] end,
      case when ${sql.raw(h(258))} % 3 = 0 then '按计划推进' end, 0, v.at, date_trunc('day', v.at) + (1 + ${sql.raw(h(259))} % 30) * interval '1 day' + interval '18 hour',
      ${sql.raw(h(260))} % 4, 0, case when ${sql.raw(h(261))} % 100 = 0 then 1 else 0 end,
      case when ${sql.raw(h(261))} % 100 = 0 then v.at + interval '2 day' end, md5('office-task-' || ${base} || '-' || g)
    from generate_series(${from}::int, ${to}::int) g
    cross join people p cross join l
    cross join lateral (select ${AUTHOR} as author, ${timeOf(now, h(262))} as at) a
    join admin_user u on u.user_id = a.author
    join depts d on d.dept_id = u.dept_id
    cross join lateral (select a.author, a.at, case when ${sql.raw(h(263))} % 2 = 0 then a.author else ${colleague(264, 'a.author')} end as main) v
  `.execute(db), 'tasks', log);
  await batches(total, (from, to) => sql`
    insert into oa_action_record (user_id, type, action_id, create_time, join_user_ids, dept_ids, content)
    select t.create_user_id, 4, t.task_id, t.create_time,
      ',' || array_to_string(array_remove(array[t.main_user_id::int] || t.owner_user_id, null), ',') || ',', ',', '添加了任务'
    from task t where t.task_id between ${base + from} and ${base + to} and t.ishidden = 0
  `.execute(db), 'task feed rows', log);
  await raiseSequence(db, 'task', 'task_id');
  // subtasks (ids from the sequence, now past the load's): no feed row, as taskSave writes them
  await batches(total, (from, to) => sql`
    insert into task (name, create_user_id, main_user_id, owner_user_id, create_time, update_time, status, pid, stop_time, priority, work_id, ishidden)
    select ${pick(SUBTASKS, 'k - 1')}, t.create_user_id, t.main_user_id, '{}', t.create_time, t.create_time,
      case when t.status = 5 or k = 1 then 5 else 1 end, t.task_id, t.stop_time, 0, 0, 0
    from task t cross join generate_series(1, 2) k
    where t.task_id between ${base + from} and ${base + to} and ${sql.raw(h(265, 't.task_id'))} % 5 = 0
  `.execute(db), 'subtasks', log);
  await batches(total, (from, to) => sql`
    insert into task_comment (user_id, content, create_time, main_id, pid, type_id, type)
    select coalesce(t.main_user_id, t.create_user_id), ${pick(COMMENTS, h(266, 't.task_id'))}, t.create_time + interval '3 hour', 0, 0, t.task_id, ${COMMENT_TYPE.task}
    from task t where t.task_id between ${base + from} and ${base + to} and ${sql.raw(h(267, 't.task_id'))} % 5 = 0
  `.execute(db), 'task comments', log);
}

async function addAnnouncements(db: Kysely<Database>, total: number, log: (line: string) => void, now: Date): Promise<void> {
  const base = await idBase(db, 'oa_announcement', 'announcement_id');
  await batches(total, (from, to) => sql`
    with ${PEOPLE}
    insert into oa_announcement (announcement_id, title, content, create_user_id, create_time, update_time, start_time, end_time, dept_ids, owner_user_ids, read_user_ids)
    select ${base} + g, ${pick(NOTICES, h(271))}, '请各位同事知悉。', v.author, v.at, v.at, v.at::date, v.at::date + 7 + ${sql.raw(h(272))} % 84,
      case when v.audience = 1 then ',' || u.dept_id || ',' else '' end,
      case when v.audience = 2 then ',' || ${colleague(273)} || ',' || ${colleague(274)} || ',' else '' end,
      ',' || v.author || ','
    from generate_series(${from}::int, ${to}::int) g
    cross join people p
    cross join lateral (select ${AUTHOR} as author, ${timeOf(now, h(275))} as at, ${sql.raw(h(276))} % 3 as audience) v
    join admin_user u on u.user_id = v.author
    join depts d on d.dept_id = u.dept_id
  `.execute(db), 'announcements', log);
  await batches(total, (from, to) => sql`
    insert into oa_action_record (user_id, type, action_id, create_time, join_user_ids, dept_ids, content)
    select a.create_user_id, 3, a.announcement_id, a.create_time, coalesce(nullif(a.owner_user_ids, ''), ','), coalesce(nullif(a.dept_ids, ''), ','), '添加了公告'
    from oa_announcement a where a.announcement_id between ${base + from} and ${base + to}
  `.execute(db), 'announcement feed rows', log);
  await raiseSequence(db, 'oa_announcement', 'announcement_id');
}

/** Tops the office data up to `size` (feed rows, events among them); answers whether anything was added. */
export async function seedOfficeBulk(db: Kysely<Database>, size: OfficeBulkSize, log: (line: string) => void, now = new Date()): Promise<boolean> {
  await people(db, log, now);
  const events = size.events - await count(db, 'select count(*)::int as n from oa_event');
  if (events > 0) await addEvents(db, events, log, now);
  const rest = size.feed - await count(db, 'select count(*)::int as n from oa_action_record');
  if (rest > 0) {
    // a trashed task (1 in 100) leaves no feed row: ask for a little more so the feed reaches its size
    const announcements = Math.ceil(rest * 0.01);
    const tasks = Math.ceil((rest * 0.29) / 0.99);
    await addAnnouncements(db, announcements, log, now);
    await addTasks(db, tasks, log, now);
    const logs = size.feed - await count(db, 'select count(*)::int as n from oa_action_record');
    if (logs > 0) await addLogs(db, logs, log, now);
  }
  return events > 0 || rest > 0;
}
