/**
 * Demo projects (项目, contract 11), written as work/setWork and task/setTask would have left them
 * (the project, its members with their project roles, its lists in order, its tasks in their lists'
 * order with labels, a subtask, activity lines), so the sidebar, the boards, 我的任务, the task
 * calendar and the statistics have something to show: 官网改版 (private: 张伟 管理, 李娜 and 刘洋
 * 编辑) with four lists and ten tasks, one overdue and two done, one of them archived; 年度客户大会
 * (public, the admin's) with five tasks.
 */
import type { Kysely } from 'kysely';
import { newBatchId } from '../../records/recordStore.ts';
import { intArray } from '../../oa/examine/examineRelations.ts';
import { PROJECT_ROLE } from '../../work/workAccess.ts';
import type { Database } from '../schema.ts';
import { SEED_USER } from '../seed/organisation.ts';

interface DemoProjectTask { name: string; main: number; status?: number; priority?: number; stopInDays?: number; labels?: string[]; archived?: boolean; subtask?: string }
interface DemoProject {
  name: string; description: string; color: string; isOpen: 0 | 1; by: number; members: number[];
  lists: Array<{ name: string; tasks: DemoProjectTask[] }>;
}

export async function seedDemoProjects(db: Kysely<Database>, log: (line: string) => void, now = new Date()): Promise<void> {
  const { admin, manager, sales, sales2, finance } = SEED_USER;
  const labels = new Map((await db.selectFrom('task_label').select(['label_id', 'name']).execute()).map((row) => [row.name, row.label_id]));
  const projects: DemoProject[] = [
    {
      name: '官网改版', description: '新版官网十二月上线：首页、产品页、案例和在线咨询', color: '#3E84E9', isOpen: 0, by: manager, members: [sales, sales2],
      lists: [
        { name: '要做', tasks: [
          { name: '案例页文案', main: sales2, priority: 2, stopInDays: 6, labels: ['客户'] },
          { name: '在线咨询接入', main: sales, priority: 3, stopInDays: 10, labels: ['重要'], subtask: '确认客服排班' },
          { name: '移动端适配检查', main: sales2, priority: 1, stopInDays: 14 },
        ] },
        { name: '在做', tasks: [
          { name: '首页视觉稿', main: manager, priority: 3, stopInDays: 2, labels: ['重要'] },
          { name: '产品页文案', main: sales, priority: 2, stopInDays: -2, status: 2, labels: ['客户'] },
        ] },
        { name: '待定', tasks: [{ name: '英文版', main: manager, priority: 1 }] },
        { name: '已上线', tasks: [
          { name: '域名与备案', main: manager, status: 5, stopInDays: -15 },
          { name: '旧站内容整理', main: sales2, status: 5, stopInDays: -20, archived: true },
        ] },
      ],
    },
    {
      name: '年度客户大会', description: '十二月中旬，邀请重点客户', color: '#FF9668', isOpen: 1, by: admin, members: [],
      lists: [
        { name: '要做', tasks: [{ name: '确定场地', main: admin, priority: 3, stopInDays: 4 }, { name: '邀请名单', main: manager, priority: 2, stopInDays: 7, labels: ['客户'] }] },
        { name: '在做', tasks: [{ name: '预算审批', main: finance, priority: 2, stopInDays: 3, labels: ['财务'] }] },
        { name: '待定', tasks: [{ name: '伴手礼', main: admin }, { name: '直播', main: admin }] },
      ],
    },
  ];
  const stopOf = (days: number | undefined) => (days === undefined ? null : new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, 18, 0));
  let taskCount = 0;
  for (const project of projects) {
    const members = [project.by, ...project.members];
    const { work_id: workId } = await db.insertInto('work').values({
      name: project.name, description: project.description, color: project.color, is_open: project.isOpen, status: 1,
      create_user_id: project.by, create_time: now, owner_user_id: intArray(project.isOpen ? [project.by] : members),
    }).returning('work_id').executeTakeFirstOrThrow();
    await db.insertInto('work_user').values((project.isOpen ? [project.by] : members).map((userId) => ({
      work_id: workId, user_id: userId, role_id: userId === project.by ? PROJECT_ROLE.admin : PROJECT_ROLE.editor,
    }))).execute();
    for (const [listIndex, list] of project.lists.entries()) {
      const { class_id: classId } = await db.insertInto('work_task_class').values({
        name: list.name, work_id: workId, order_num: listIndex + 1, create_user_id: project.by, create_time: now,
      }).returning('class_id').executeTakeFirstOrThrow();
      for (const [taskIndex, task] of list.tasks.entries()) {
        const people = [...new Set([project.by, task.main])];
        const { task_id: taskId } = await db.insertInto('task').values({
          name: task.name, create_user_id: project.by, main_user_id: task.main, owner_user_id: intArray(people), status: task.status ?? 1,
          label_id: intArray((task.labels ?? []).flatMap((name) => (labels.has(name) ? [labels.get(name)!] : []))), pid: 0,
          stop_time: stopOf(task.stopInDays), priority: task.priority ?? 0, work_id: workId, class_id: classId, order_num: taskIndex + 1,
          is_archive: task.archived ? 1 : 0, archive_time: task.archived ? now : null, batch_id: newBatchId(), create_time: now, update_time: now,
        }).returning('task_id').executeTakeFirstOrThrow();
        taskCount += 1;
        const lines = [`添加了新任务 ${task.name}`];
        if (task.subtask) {
          await db.insertInto('task').values({
            name: task.subtask, create_user_id: project.by, main_user_id: task.main, owner_user_id: intArray([project.by]), pid: taskId,
            work_id: workId, class_id: classId, batch_id: newBatchId(), create_time: now, update_time: now,
          }).execute();
          lines.push(`添加了子任务 ${task.subtask}`);
        }
        if (task.status === 5) lines.push('完成了任务');
        if (task.archived) lines.push('归档了任务');
        await db.insertInto('work_task_log').values(lines.map((content) => ({ user_id: project.by, task_id: taskId, work_id: workId, content, create_time: now, status: 1 }))).execute();
      }
    }
  }
  log(`  projects (${projects.length}, ${taskCount} tasks)`);
}
