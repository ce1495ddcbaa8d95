// Office tasks 任务 as staff use them (issue 19), on the real server, from the task descriptor
// (schemas/modules/oa/task.json): 李娜 creates a task with herself as 负责人, 张伟 as 参与人, a due day
// and 高 priority; it is under 我负责的 (filtered by 高, found by its name); in its drawer she adds
// two subtasks and ticks one (1/2), comments, completes the task and reopens it (the activity tab
// tells each step); 张伟 finds it under 我参与的; 王芳 never sees it; once its due day has passed the
// overdue job marks it 延期 and she completes it; deleting sends it to the trash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backlogToday } from '../../server/crm/backlog/backlogToday.ts';
import { runTaskOverdueJob } from '../../server/task/taskOverdueJob.ts';
import { screenshot, signedInPage, startE2E, tick, type E2EContext } from './support.ts';

let ctx: E2EContext;
beforeAll(async () => { ctx = await startE2E(); }, 120_000);
afterAll(async () => { await ctx?.close(); });

const TASKS = '/workbench/task';
const NAME = '整理杭州区域年度客户名单';

describe('办公 → 任务', () => {
  it('creates, filters, works through subtasks and comments, completes, reopens and deletes a task', async () => {
    const day = backlogToday();
    const sales = await signedInPage(ctx, 'sales');
    await sales.goto(TASKS);
    await sales.getByRole('button', { name: '新建任务' }).click();
    const form = sales.getByTestId('crm-create-view');
    await expect.poll(() => form.getByRole('heading', { name: '新建任务' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await form.getByLabel('任务名称').fill(NAME);
    await form.getByRole('button', { name: '负责人 选择成员' }).click();
    let members = sales.getByRole('dialog', { name: '选择成员' });
    await tick(members.getByRole('checkbox', { name: '李娜' }));
    await members.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => members.count()).toBe(0);
    await form.getByRole('button', { name: '参与人 选择成员' }).click();
    members = sales.getByRole('dialog', { name: '选择成员' });
    await tick(members.getByRole('checkbox', { name: '张伟' }));
    await members.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => members.count()).toBe(0);
    await form.getByLabel('截止时间').fill(day.plusDays(3));
    await form.getByLabel('开始时间').fill(day.plusDays(5));
    await form.getByLabel('优先级').selectOption({ label: '高' });
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => sales.getByText('开始时间不能大于结束时间').first().isVisible(), { timeout: 10_000 }).toBe(true);
    await form.getByLabel('开始时间').fill(day.date);
    await screenshot(sales, 'oa-task-01-create');
    await form.getByRole('button', { name: '保存', exact: true }).click();
    await expect.poll(() => form.count(), { timeout: 15_000 }).toBe(0);

    // under 我负责的, with 高 and by its name
    await sales.getByRole('combobox', { name: '优先级' }).selectOption({ label: '高' });
    await sales.getByRole('searchbox', { name: '搜索' }).fill('杭州区域');
    await sales.getByRole('search').getByRole('button', { name: '搜索' }).click();
    const row = sales.getByRole('row', { name: new RegExp(NAME) });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.textContent()).toContain('进行中');
    await screenshot(sales, 'oa-task-02-list');

    // the drawer: two subtasks, one ticked
    await row.getByRole('button', { name: NAME }).click();
    const drawer = sales.getByRole('dialog', { name: /任务/ }).last();
    await expect.poll(() => drawer.getByRole('group', { name: '概要' }).textContent(), { timeout: 15_000 }).toContain('高');
    await drawer.getByRole('tab', { name: '子任务' }).click();
    for (const sub of ['导出去年成交客户', '按行业分组']) {
      await drawer.getByRole('textbox', { name: '添加子任务' }).fill(sub);
      await drawer.getByRole('button', { name: '添加', exact: true }).click();
      await expect.poll(() => drawer.getByRole('checkbox', { name: sub }).count(), { timeout: 15_000 }).toBe(1);
    }
    await tick(drawer.getByRole('checkbox', { name: '导出去年成交客户' }));
    await expect.poll(() => drawer.getByText('已完成 1/2').isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshot(sales, 'oa-task-03-subtasks');

    // a comment
    await drawer.getByRole('tab', { name: '评论' }).click();
    await drawer.getByRole('textbox', { name: '发表评论' }).fill('名单周五前给张经理。');
    await drawer.getByRole('button', { name: '发表', exact: true }).click();
    await expect.poll(() => drawer.getByRole('article', { name: '李娜的评论' }).count(), { timeout: 15_000 }).toBe(1);

    // complete, then reopen; the activity tells it
    await drawer.getByRole('button', { name: '完成任务' }).click();
    await expect.poll(() => drawer.getByRole('group', { name: '概要' }).textContent(), { timeout: 15_000 }).toContain('已完成');
    await drawer.getByRole('button', { name: '重新打开' }).click();
    await expect.poll(() => drawer.getByRole('group', { name: '概要' }).textContent(), { timeout: 15_000 }).toContain('进行中');
    await drawer.getByRole('tab', { name: '任务动态' }).click();
    await expect.poll(() => drawer.getByRole('tabpanel').textContent(), { timeout: 15_000 }).toContain('完成了任务');
    await screenshot(sales, 'oa-task-04-activity');
    await sales.keyboard.press('Escape');

    // 张伟 takes part; 王芳 does not see it
    const manager = await signedInPage(ctx, 'manager');
    await manager.goto(TASKS);
    await manager.getByRole('tab', { name: '我参与的' }).click();
    await expect.poll(() => manager.getByRole('row', { name: new RegExp(NAME) }).count(), { timeout: 15_000 }).toBe(1);
    const finance = await signedInPage(ctx, 'finance');
    await finance.goto(TASKS);
    await expect.poll(() => finance.getByRole('table').textContent(), { timeout: 15_000 }).not.toContain('加载');
    for (const tab of ['我负责的', '我参与的']) {
      await finance.getByRole('tab', { name: tab }).click();
      await expect.poll(() => finance.getByRole('table').textContent(), { timeout: 15_000 }).not.toContain('加载');
      expect(await finance.getByRole('row', { name: new RegExp(NAME) }).count()).toBe(0);
    }

    // its due day passes: the overdue job (run here as its 5-minute timer would, four days on) marks
    // it 延期 in the list and the drawer; 李娜 completes it all the same
    const fourDaysOn = new Date(Date.now() + 4 * 86_400_000);
    expect((await runTaskOverdueJob(ctx.server.db, { now: fourDaysOn })).delayedIds.length).toBeGreaterThanOrEqual(1);
    await sales.reload();
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('延期');
    await row.getByRole('button', { name: NAME }).click();
    await expect.poll(() => drawer.getByRole('group', { name: '概要' }).textContent(), { timeout: 15_000 }).toContain('延期');
    await screenshot(sales, 'oa-task-05-overdue');
    await drawer.getByRole('button', { name: '完成任务' }).click();
    await expect.poll(() => drawer.getByRole('group', { name: '概要' }).textContent(), { timeout: 15_000 }).toContain('已完成');
    await sales.keyboard.press('Escape');

    // 删除: to the trash, off the list
    await row.getByRole('button', { name: NAME }).click();
    await drawer.getByRole('button', { name: '删除', exact: true }).first().click();
    await sales.getByRole('alertdialog').getByRole('button', { name: /确\s*定|删除/ }).last().click();
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(0);
  }, 240_000);
});
