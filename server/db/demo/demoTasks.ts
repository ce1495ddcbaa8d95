/**
 * Demo office tasks (任务, contract 10.5), written as task/setTask would have left them (the task,
 * its members with its creator among them, labels, a linked customer, the activity line
 * `添加了新任务 X`, and for a top-level task the office feed's row 添加了任务), so the task list, its
 * filters, 下属的任务, the detail, the workbench's 我的任务 and the 任务 badge have something to show:
 * a dozen tasks among the seed users around today, with four labels, subtasks (one done), two past
 * their stop time and already 延期 (as the overdue job leaves them), one due today, and three done.
 */
import type { Kysely } from 'kysely';
import { newBatchId } from '../../records/recordStore.ts';
import { intArray } from '../../oa/examine/examineRelations.ts';
import type { Database } from '../schema.ts';
import { SEED_USER } from '../seed/organisation.ts';

interface DemoTask {
  name: string; by: number; main: number; members: number[]; labels: string[]; status: number; priority: number;
  stopInDays: number | null; description?: string; customerOf?: number; subtasks?: Array<{ name: string; main: number; done?: boolean }>;
}

const LABELS: Array<[string, string]> = [['重要', '#e5534b'], ['客户', '#3a7bd5'], ['内部', '#6b7785'], ['财务', '#f5a623']];

export async function seedDemoTasks(db: Kysely<Database>, log: (line: string) => void, now = new Date()): Promise<void> {
  const { admin, manager, sales, sales2, finance } = SEED_USER;
  const labelIds = new Map<string, number>();
  for (const [name, color] of LABELS) {
    const { label_id: id } = await db.insertInto('task_label').values({ name, color, create_user_id: admin, create_time: now, status: 1 })
      .returning('label_id').executeTakeFirstOrThrow();
    labelIds.set(name, id);
  }
  const tasks: DemoTask[] = [
    { name: '制定第二季度销售目标', by: manager, main: manager, members: [sales, sales2], labels: ['重要'], status: 1, priority: 3, stopInDays: 5, description: '按区域拆分到每位销售' },
    { name: '回访重点客户', by: manager, main: sales, members: [], labels: ['客户'], status: 1, priority: 2, stopInDays: 0, customerOf: sales,
      subtasks: [{ name: '整理回访名单', main: sales, done: true }, { name: '电话预约拜访时间', main: sales }] },
    { name: '准备产品演示材料', by: sales2, main: sales2, members: [manager], labels: ['客户'], status: 1, priority: 2, stopInDays: 2, customerOf: sales2 },
    { name: '更新客户联系人信息', by: sales, main: sales, members: [], labels: ['内部'], status: 2, priority: 1, stopInDays: -3 },
    { name: '提交出差报销单', by: sales2, main: sales2, members: [finance], labels: ['财务'], status: 2, priority: 2, stopInDays: -1 },
    { name: '核对三月回款', by: finance, main: finance, members: [manager], labels: ['财务', '重要'], status: 1, priority: 3, stopInDays: 7,
      subtasks: [{ name: '导出回款明细', main: finance }, { name: '与销售确认差异', main: sales }] },
    { name: '月度经营分析报告', by: admin, main: finance, members: [manager], labels: ['重要'], status: 1, priority: 3, stopInDays: 12 },
    { name: '组织新人培训', by: admin, main: manager, members: [sales, sales2], labels: ['内部'], status: 1, priority: 1, stopInDays: 20 },
    { name: '整理投标文件', by: manager, main: sales2, members: [], labels: [], status: 5, priority: 2, stopInDays: -10 },
    { name: '年度预算编制', by: admin, main: admin, members: [finance], labels: ['财务'], status: 5, priority: 3, stopInDays: -20 },
    { name: '客户满意度调查', by: sales, main: sales, members: [sales2], labels: ['客户'], status: 5, priority: 1, stopInDays: -5 },
    { name: '办公用品采购', by: finance, main: finance, members: [], labels: [], status: 1, priority: 0, stopInDays: null },
  ];
  const stopOf = (days: number | null) => (days === null ? null : new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, 18, 0));
  let count = 0;
  for (const task of tasks) {
    const members = [...new Set([...task.members, task.by])];
    const { task_id: taskId } = await db.insertInto('task').values({
      name: task.name, create_user_id: task.by, main_user_id: task.main, owner_user_id: intArray(members), status: task.status,
      label_id: intArray(task.labels.map((name) => labelIds.get(name)!)), description: task.description ?? null, pid: 0,
      start_time: null, stop_time: stopOf(task.stopInDays), priority: task.priority, work_id: 0, batch_id: newBatchId(),
      create_time: now, update_time: now,
    }).returning('task_id').executeTakeFirstOrThrow();
    count += 1;
    const customer = task.customerOf === undefined ? undefined : await db.selectFrom('crm_customer').select('customer_id')
      .where('owner_user_id', '=', task.customerOf).orderBy('customer_id').limit(1).executeTakeFirst();
    if (customer) {
      await db.insertInto('task_relation').values({
        task_id: taskId, customer_ids: intArray([customer.customer_id]), contacts_ids: '{}', business_ids: '{}', contract_ids: '{}', status: 1, create_time: now,
      }).execute();
    }
    const lines = [`添加了新任务 ${task.name}`];
    for (const sub of task.subtasks ?? []) {
      const { task_id: subId } = await db.insertInto('task').values({
        name: sub.name, create_user_id: task.by, main_user_id: sub.main, owner_user_id: intArray([task.by]), status: sub.done ? 5 : 1,
        pid: taskId, stop_time: stopOf(task.stopInDays), priority: 0, work_id: 0, batch_id: newBatchId(), create_time: now, update_time: now,
      }).returning('task_id').executeTakeFirstOrThrow();
      count += 1;
      await db.insertInto('work_task_log').values({ user_id: task.by, task_id: subId, content: `添加了新任务 ${sub.name}`, create_time: now, status: 1 }).execute();
      lines.push(`添加了子任务 ${sub.name}`);
    }
    if (task.status === 5) lines.push('完成了任务');
    await db.insertInto('work_task_log').values(lines.map((content) => ({ user_id: task.by, task_id: taskId, content, create_time: now, status: 1 }))).execute();
    await db.insertInto('oa_action_record').values({
      user_id: task.by, type: 4, action_id: taskId, create_time: now, join_user_ids: `,${[...new Set([task.main, ...members])].join(',')},`, dept_ids: ',', content: '添加了任务',
    }).execute();
  }
  log(`  office tasks (${count}, ${LABELS.length} labels)`);
}
