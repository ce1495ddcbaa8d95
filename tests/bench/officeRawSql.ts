/**
 * The raw SQL side of bench:office (office.ts): each office call's answer as one hand-written
 * statement, given the viewer's facts as literals (read once), as a hand-written server would send it.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../server/db/schema.ts';

export const PAGE = 15;

/** The viewer as the rules need them, read once (the raw side's literals). */
export interface Viewer { userId: number; superAdmin: boolean; deptIds: number[]; subordinates: number[] }

export async function viewerOf(db: Kysely<Database>, userId: number, superAdmin: boolean): Promise<Viewer> {
  const { rows: depts } = await sql<{ dept_id: number }>`with recursive chain(dept_id) as (
      select dept_id from admin_user where user_id = ${userId}
      union select d.pid from admin_dept d join chain c on d.dept_id = c.dept_id where d.pid <> 0)
    select dept_id from chain`.execute(db);
  const { rows: subs } = await sql<{ user_id: number }>`with recursive subs(user_id) as (
      select user_id from admin_user where user_id = ${userId}
      union select a.user_id from admin_user a join subs s on a.parent_id = s.user_id)
    select user_id::int from subs where user_id <> ${userId}`.execute(db);
  return { userId, superAdmin, deptIds: depts.map((d) => d.dept_id), subordinates: subs.map((s) => s.user_id) };
}

const intList = (ids: number[]) => sql.raw(`'{${ids.join(',')}}'`);
const likeAny = (ids: number[]) => sql.raw(`'{${ids.map((id) => `"%,${id},%"`).join(',')}}'::text[]`);
const textList = (ids: number[]) => sql.raw(`'{${ids.join(',')}}'::text[]`);

/** Feed rows (alias r) of one type whose target the viewer sees: each module's rule, by hand. */
function seenOfType(v: Viewer, type: number, page = false): RawBuilder<unknown> {
  // a page probes each candidate's target row by row (no hash of all the targets the rule lets through)
  const perRow = page ? sql` offset 0` : sql``;
  const u = sql.raw(String(v.userId));
  const reads = `'{${[v.userId, ...v.subordinates].join(',')}}'`;
  const namesAny = (a: string) => sql.raw(`(${a}.create_user_id = any(${reads}::bigint[]) or ${a}.main_user_id = any(${reads}::bigint[]) or ${a}.owner_user_id && ${reads}::integer[])`);
  switch (type) {
    case 1: return sql`exists (select 1 from oa_log l where l.log_id = r.action_id ${v.superAdmin ? sql`` : sql`and (l.create_user_id = ${u}
      or string_to_array(l.send_user_ids, ',') @> ${textList([v.userId])} or string_to_array(l.send_dept_ids, ',') && ${textList(v.deptIds)}
      ${v.subordinates.length ? sql`or l.create_user_id = any(${intList(v.subordinates)}::bigint[])` : sql``})`}${perRow})`;
    case 2: return sql`exists (select 1 from oa_event e where e.event_id = r.action_id and (e.create_user_id = ${u} or e.owner_user_ids @> ${intList([v.userId])}::integer[])${perRow})`;
    case 3: return sql`exists (select 1 from oa_announcement a where a.announcement_id = r.action_id and (a.create_user_id = ${u}
      or (a.dept_ids = '' and a.owner_user_ids = '') or a.owner_user_ids like ${`%,${v.userId},%`} or a.dept_ids like any (${likeAny(v.deptIds)}))${perRow})`;
    // a feed row's task is a top-level one (taskSave writes no row for a subtask)
    case 4: return sql`exists (select 1 from task t where t.task_id = r.action_id and t.work_id = 0 and t.pid = 0 and t.ishidden = 0
      ${v.superAdmin ? sql`` : sql`and ${namesAny('t')}`}${perRow})`;
    default: return sql`exists (select 1 from oa_examine x where x.examine_id = r.action_id ${v.superAdmin ? sql`` : sql`and (x.create_user_id = ${u}
      or x.examine_record_id in (select record_id from oa_examine_log g where g.examine_user = ${u}))`}${perRow})`;
  }
}

/**
 * A viewer's page first narrows by the feed row's own audience (server/oa/feed/feedAccess.ts
 * feedAudienceMayShow): its writer, the people it names and (logs) its departments.
 */
function audienceOfType(v: Viewer, type: number): RawBuilder<unknown> | undefined {
  const reads = [v.userId, ...v.subordinates];
  const writtenBy = (users: number[]) => sql.raw(`r.user_id = any('{${users.join(',')}}'::bigint[])`);
  const names = (op: string, users: number[]) => sql.raw(`string_to_array(r.join_user_ids, ',') ${op} '{${users.join(',')}}'::text[]`);
  switch (type) {
    case 1: return sql`(${writtenBy(reads)} or ${names('@>', [v.userId])} or string_to_array(r.dept_ids, ',') && ${textList(v.deptIds)})`;
    case 2: return sql`(${writtenBy([v.userId])} or ${names('@>', [v.userId])})`;
    case 4: return sql`(${writtenBy(reads)} or ${names('&&', reads)})`;
    default: return undefined;
  }
}

const TYPES = [1, 2, 3, 4, 5];
const feedSeen = (v: Viewer, page = false) => sql.join(TYPES.map((t) => {
  const audience = page && !v.superAdmin ? audienceOfType(v, t) : undefined;
  return sql`(r.type = ${sql.raw(String(t))} and ${audience ? sql`${audience} and ` : sql``}${seenOfType(v, t, page)})`;
}), sql` or `);

/** Brief users (userId, realname, img) of an integer[] expression. */
const usersOf = (ids: string) => sql.raw(`(select coalesce(jsonb_agg(jsonb_build_object('userId', x.user_id, 'realname', x.realname, 'img', x.img) order by x.user_id), '[]')
  from admin_user x where x.user_id = any(${ids}))`);
/** A relation row's linked customers, contacts, businesses and contracts, with their names. */
const linked = (rel: string) => sql.raw(`jsonb_build_object(
  'customerList', (select coalesce(jsonb_agg(jsonb_build_object('customerId', k.customer_id, 'customerName', k.customer_name)), '[]') from crm_customer k where k.customer_id = any(${rel}.customer_ids)),
  'contactsList', (select coalesce(jsonb_agg(jsonb_build_object('contactsId', k.contacts_id, 'name', k.name)), '[]') from crm_contacts k where k.contacts_id = any(${rel}.contacts_ids)),
  'businessList', (select coalesce(jsonb_agg(jsonb_build_object('businessId', k.business_id, 'businessName', k.business_name)), '[]') from crm_business k where k.business_id = any(${rel}.business_ids)),
  'contractList', (select coalesce(jsonb_agg(jsonb_build_object('contractId', k.contract_id, 'contractName', k.name)), '[]') from crm_contract k where k.contract_id = any(${rel}.contract_ids)))`);
const csvIds = (column: string) => `coalesce(nullif(string_to_array(trim(both ',' from ${column}), ','), '{""}')::int[], '{}')`;

/** The feed's page: its rows, their writers and what each shows of its target, in one statement. */
export function feedPageSql(v: Viewer, limit = PAGE) {
  return sql`
    select r.*, jsonb_build_object('userId', w.user_id, 'realname', w.realname, 'img', w.img) as create_user, t.info
    from (select * from oa_action_record r where ${feedSeen(v, true)} order by r.create_time desc, r.log_id desc limit ${limit}) r
    left join admin_user w on w.user_id = r.user_id
    cross join lateral (select case r.type
      when 1 then (select to_jsonb(l) || jsonb_build_object(
          'author', (select jsonb_build_object('realname', a.realname, 'img', a.img, 'deptName', d.name, 'parentName', p.realname)
            from admin_user a left join admin_dept d on d.dept_id = a.dept_id left join admin_user p on p.user_id = a.parent_id where a.user_id = l.create_user_id),
          'sendUserList', ${usersOf(csvIds('l.send_user_ids'))},
          'sendDeptList', (select coalesce(jsonb_agg(jsonb_build_object('id', d.dept_id, 'name', d.name)), '[]') from admin_dept d where d.dept_id = any(${sql.raw(csvIds('l.send_dept_ids'))})),
          'relation', (select to_jsonb(rel) || ${linked('rel')} from oa_log_relation rel where rel.log_id = l.log_id),
          'files', (select coalesce(jsonb_agg(f order by f.file_id), '[]') from admin_file f where f.batch_id = l.batch_id),
          'replyList', (select coalesce(jsonb_agg(jsonb_build_object('commentId', c.comment_id, 'userId', c.user_id, 'content', c.content, 'createTime', c.create_time,
              'mainId', c.main_id, 'pid', c.pid, 'realname', cu.realname, 'img', cu.img) order by c.comment_id), '[]')
            from task_comment c left join admin_user cu on cu.user_id = c.user_id where c.type = 2 and c.type_id = l.log_id))
        from oa_log l where l.log_id = r.action_id)
      when 2 then (select to_jsonb(e) || jsonb_build_object('ownerList', ${usersOf('e.owner_user_ids')},
          'createUser', (select jsonb_build_object('userId', a.user_id, 'realname', a.realname, 'img', a.img) from admin_user a where a.user_id = e.create_user_id),
          'relation', (select to_jsonb(rel) || ${linked('rel')} from oa_event_relation rel where rel.event_id = e.event_id))
        from oa_event e where e.event_id = r.action_id)
      when 3 then (select jsonb_build_object('title', a.title, 'annContent', a.content) from oa_announcement a where a.announcement_id = r.action_id)
      when 4 then (select jsonb_build_object('title', k.name) from task k where k.task_id = r.action_id)
      when 5 then (select jsonb_build_object('title', x.content) from oa_examine x where x.examine_id = r.action_id)
    end as info) t
    order by r.create_time desc, r.log_id desc`;
}

export const feedCountSql = (v: Viewer) => sql<{ n: number }>`select (${sql.join(TYPES.map((t) => sql`(select count(*) from oa_action_record r where r.type = ${sql.raw(String(t))} and ${seenOfType(v, t)})`), sql` + `)})::int as n`;

/** A month of the user's events, repeated ones expanded to their occurrences, with people and links. */
export function eventMonthSql(userId: number, start: Date, end: Date) {
  return sql`
    select e.*, o.s as occurrence_start, o.s + (e.end_time - e.start_time) as occurrence_end,
      jsonb_build_object('userId', u.user_id, 'realname', u.realname, 'img', u.img) as create_user, ${usersOf('e.owner_user_ids')} as owner_list,
      (select to_jsonb(rel) || ${linked('rel')} from oa_event_relation rel where rel.event_id = e.event_id) as relation
    from oa_event e
    join admin_user u on u.user_id = e.create_user_id
    cross join lateral (
      select e.start_time + k * (case e.type when 1 then interval '1 day' when 2 then interval '7 day' when 3 then interval '1 month' else interval '1 year' end) as s
      from generate_series(
        greatest(0, case e.type when 3 then ((extract(year from ${start}::timestamp) - extract(year from e.start_time)) * 12
            + extract(month from ${start}::timestamp) - extract(month from e.start_time))::int - 2
          when 4 then (extract(year from ${start}::timestamp) - extract(year from e.start_time))::int - 1
          else floor(extract(epoch from (${start}::timestamp - e.start_time)) / 86400 / (case e.type when 2 then 7 else 1 end))::int - 2 end),
        case when e.type = 0 then 0 else greatest(0, case e.type when 3 then ((extract(year from ${end}::timestamp) - extract(year from e.start_time)) * 12
            + extract(month from ${end}::timestamp) - extract(month from e.start_time))::int + 1
          when 4 then (extract(year from ${end}::timestamp) - extract(year from e.start_time))::int + 1
          else ceil(extract(epoch from (${end}::timestamp - e.start_time)) / 86400 / (case e.type when 2 then 7 else 1 end))::int + 1 end) end) k
    ) o
    where (e.create_user_id = ${userId} or e.owner_user_ids @> ${intList([userId])}::integer[])
      and e.start_time <= ${end} and (e.type <> 0 or e.end_time >= ${start})
      and o.s <= ${end} and o.s + (e.end_time - e.start_time) >= ${start}
    order by o.s, e.event_id`;
}

/** 我负责的: the page of the user's open top-level office tasks as main user, with what each row shows. */
export function taskPageSql(userId: number) {
  return sql`
    select t.*, ${usersOf('array_remove(array[t.main_user_id::int, t.create_user_id::int] || t.owner_user_id, null)')} as users,
      (select coalesce(jsonb_agg(jsonb_build_object('labelId', b.label_id, 'labelName', b.name, 'color', b.color)), '[]') from task_label b where b.label_id = any(t.label_id)) as labels,
      (select count(*) from task_comment c where c.type = 1 and c.type_id = t.task_id) as comments,
      (select count(*) from task s where s.pid = t.task_id and s.pid <> 0) as children,
      (select count(*) filter (where s.status = 5) from task s where s.pid = t.task_id and s.pid <> 0) as children_done,
      (select count(*) from admin_file f where f.batch_id = t.batch_id) as files,
      (select cardinality(x.customer_ids) + cardinality(x.contacts_ids) + cardinality(x.business_ids) + cardinality(x.contract_ids) from task_relation x where x.task_id = t.task_id) as links
    from (select * from task t where t.work_id = 0 and t.pid = 0 and t.ishidden = 0 and t.main_user_id = any(${intList([userId])}::bigint[])
      order by t.create_time desc, t.task_id desc limit ${PAGE}) t
    order by t.create_time desc, t.task_id desc`;
}
export const taskCountSql = (userId: number) => sql<{ n: number }>`select count(*)::int as n from task t
  where t.work_id = 0 and t.pid = 0 and t.ishidden = 0 and t.main_user_id = any(${intList([userId])}::bigint[])`;

