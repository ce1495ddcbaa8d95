/**
 * Demo work logs (日志, contract 10.1), written as OaLog/addOrUpdate would have left them (the log,
 * read by its author, its linked customer, the office feed's row 添加了日志) with a few comments and
 * replies (comment/setComment, type 2), so every demo user's 我发出的 / 我收到的 / 未读 tabs and the
 * 日志 badge have something: 日报 of 李娜 and 刘洋 to their manager 张伟 (one read and discussed, one
 * unread, one linked to 李娜's customer), 张伟's 周报 to admin and 销售部, 王芳's 月报 to admin
 * (unread), 李娜's note to 刘洋, and admin's 周报 to the whole company (办公室 and every department below).
 * Times are hours before `now`; some within the 72-hour edit window, some past it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { COMMENT_TYPE } from '../../oa/comment/commentTree.ts';
import { intArray } from '../../oa/examine/examineRelations.ts';
import { FEED_TYPE_LOG } from '../../oa/log/logSave.ts';
import { newBatchId } from '../../records/recordStore.ts';
import { DEPT_SEED, SEED_USER } from '../seed/organisation.ts';

const deptId = (name: string) => DEPT_SEED.find((dept) => dept.name === name)!.deptId;

interface DemoComment { user: number; content: string; replies?: Array<{ user: number; content: string }> }
interface DemoLog {
  user: number; category: 1 | 2 | 3; hoursAgo: number; title?: string; content: string; tomorrow?: string; question?: string;
  users?: number[]; depts?: number[]; readBy?: number[]; customerOf?: number; comments?: DemoComment[];
}

const csv = (ids: readonly number[] = []) => (ids.length ? `,${ids.join(',')},` : '');

export async function seedDemoLogs(db: Kysely<Database>, log: (line: string) => void, now = new Date()): Promise<void> {
  const { admin, manager, sales, sales2, finance } = SEED_USER;
  const logs: DemoLog[] = [
    {
      user: sales, category: 1, hoursAgo: 3, content: '上午拜访了两家老客户，确认了下季度的采购意向；\n下午整理报价单并发给客户。',
      tomorrow: '跟进报价反馈，准备合同草稿。', question: '客户希望账期延长到60天。', users: [manager], readBy: [manager], customerOf: sales,
      comments: [{ user: manager, content: '账期的事我来和财务沟通，先按45天谈。', replies: [{ user: sales, content: '好的，明天按45天去谈。' }] }],
    },
    {
      user: sales2, category: 1, hoursAgo: 5, content: '电话回访了五位客户，其中两位约了下周演示。', tomorrow: '准备产品演示材料。',
      users: [manager], customerOf: sales2,
    },
    {
      user: manager, category: 2, hoursAgo: 30, title: '销售部第47周周报', content: '本周新增客户8家，签约合同3份，回款12万元。',
      tomorrow: '下周重点推进两份大额合同的审批。', question: '演示环境不稳定，影响客户体验。', users: [admin], depts: [deptId('销售部')], readBy: [admin, sales],
      comments: [{ user: admin, content: '演示环境的问题请提给IT，本周内解决。' }, { user: sales2, content: '大额合同需要我准备哪些材料？', replies: [{ user: manager, content: '先把客户资质材料整理好。' }] }],
    },
    {
      user: finance, category: 3, hoursAgo: 80, title: '财务部月报', content: '本月完成应收账款对账，逾期回款比上月下降15%。',
      question: '部分报销单据不全，已退回补充。', users: [admin],
    },
    { user: sales, category: 1, hoursAgo: 28, content: '协助刘洋整理了演示用的客户案例。', users: [sales2], readBy: [sales2] },
    {
      user: admin, category: 2, hoursAgo: 100, title: '公司周报', content: '本周系统完成升级，各部门工作正常推进。', depts: [deptId('办公室')], readBy: [finance],
      comments: [{ user: finance, content: '收到。' }],
    },
  ];
  let comments = 0;
  for (const item of logs) {
    const at = new Date(now.getTime() - item.hoursAgo * 3600_000);
    const customer = item.customerOf === undefined ? undefined : await db.selectFrom('crm_customer').select('customer_id')
      .where('owner_user_id', '=', item.customerOf).orderBy('customer_id').limit(1).executeTakeFirst();
    const { log_id: logId } = await db.insertInto('oa_log').values({
      category_id: item.category, title: item.title ?? null, content: item.content, tomorrow: item.tomorrow ?? null, question: item.question ?? null,
      create_user_id: item.user, create_time: at, update_time: at, send_user_ids: csv(item.users), send_dept_ids: csv(item.depts),
      read_user_ids: csv([item.user, ...(item.readBy ?? [])]), batch_id: newBatchId(),
    }).returning('log_id').executeTakeFirstOrThrow();
    if (customer) {
      await db.insertInto('oa_log_relation').values({
        log_id: logId, customer_ids: intArray([customer.customer_id]), contacts_ids: '{}', business_ids: '{}', contract_ids: '{}', status: 1, create_time: at,
      }).execute();
    }
    await db.insertInto('oa_action_record').values({
      user_id: item.user, type: FEED_TYPE_LOG, action_id: logId, create_time: at, content: '添加了日志',
      join_user_ids: csv(item.users) || ',', dept_ids: csv(item.depts) || ',',
    }).execute();
    let minutes = 10;
    for (const comment of item.comments ?? []) {
      const time = () => new Date(at.getTime() + (minutes += 7) * 60_000);
      const { comment_id: rootId } = await db.insertInto('task_comment').values({
        user_id: comment.user, content: comment.content, create_time: time(), main_id: 0, pid: 0, type_id: logId, type: COMMENT_TYPE.log,
      }).returning('comment_id').executeTakeFirstOrThrow();
      for (const reply of comment.replies ?? []) {
        await db.insertInto('task_comment').values({
          user_id: reply.user, content: reply.content, create_time: time(), main_id: rootId, pid: comment.user, type_id: logId, type: COMMENT_TYPE.log,
        }).execute();
      }
      comments += 1 + (comment.replies?.length ?? 0);
    }
  }
  log(`  work logs (${logs.length}, ${comments} comments)`);
}
