// Project management 项目 as staff use it (issue 20), on the real server: 张伟 creates a private
// project with 李娜 and 刘洋 from the sidebar's 新建项目, lands on its board (要做 / 在做 / 待定) and
// adds three tasks at 要做's foot; 李娜 finds the project in her sidebar, drags a card to 在做 with
// the keyboard, opens it and ticks a subtask; 张伟 sees the move after a reload; 王芳, no member,
// opening the project's address gets 暂无权限访问 and has no 新建项目; the statistics call counts
// one task in progress. Then: 李娜 made 只读 cannot move cards (nor can she through the API); the
// lists reordered from a column's menu; 统计分析 per list; a tag made, renamed, refused while in use
// and deleted; a due task on 任务日历; the project archived and restored; an admin's project role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, screenshot, signedInPage, startE2E, tick, type E2EContext } from './support.ts';

let ctx: E2EContext;
beforeAll(async () => { ctx = await startE2E(); }, 120_000);
afterAll(async () => { await ctx?.close(); });

const PROJECT = '官网改版二期';
const TASKS = ['首页视觉稿', '产品页文案', '联系我们表单'];

describe('项目管理', () => {
  let projectPath = '';

  it('a manager creates a private project with two members and adds three tasks on its board', async () => {
    const page = await signedInPage(ctx, 'manager');
    await page.goto('/project/my-task');
    await page.getByRole('button', { name: '新建项目' }).click({ timeout: 15_000 });
    const dialog = page.getByRole('dialog', { name: '新建项目' });
    await dialog.getByRole('button', { name: /确\s*定|确定/ }).click();
    await expect.poll(() => dialog.getByText('项目名称不能为空！').isVisible()).toBe(true);
    await dialog.getByLabel('项目名称').fill(PROJECT);
    await dialog.getByLabel('项目描述').fill('十二月上线');
    await dialog.getByRole('radio', { name: '#3E84E9' }).click();
    await dialog.getByRole('button', { name: '选择成员' }).click();
    const members = page.getByRole('dialog', { name: '选择成员' });
    await tick(members.getByRole('checkbox', { name: '李娜' }));
    await tick(members.getByRole('checkbox', { name: '刘洋' }));
    await members.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => members.count()).toBe(0);
    await screenshot(page, 'project-01-create');
    await dialog.getByRole('button', { name: /确\s*定|确定/ }).click();
    await page.waitForURL(/\/project\/list\/\d+/, { timeout: 15_000 });
    projectPath = new URL(page.url()).pathname;
    await expect.poll(() => page.getByRole('heading', { name: PROJECT }).isVisible(), { timeout: 15_000 }).toBe(true);
    for (const name of ['要做', '在做', '待定']) {
      await expect.poll(() => page.getByRole('group', { name: `${name}，0 条` }).isVisible(), { timeout: 15_000 }).toBe(true);
    }
    expect(await page.getByRole('navigation').getByRole('link', { name: PROJECT }).isVisible()).toBe(true);

    const todo = () => page.getByRole('group', { name: /^要做，/ });
    await todo().getByRole('button', { name: '+ 添加' }).click();
    for (const name of TASKS) {
      await todo().getByRole('textbox', { name: '在「要做」添加' }).fill(name);
      await page.keyboard.press('Enter');
      await expect.poll(() => todo().getByRole('button', { name }).count(), { timeout: 15_000 }).toBe(1);
    }
    expect(await page.getByRole('group', { name: '要做，3 条' }).isVisible()).toBe(true);

    // a list added at the end, renamed in place
    await page.getByRole('button', { name: '+ 新建列表' }).click();
    await page.getByRole('textbox', { name: '列表名称' }).fill('待上线');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('group', { name: '待上线，0 条' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: '「待上线」列表操作' }).click();
    await page.getByRole('menuitem', { name: '重命名' }).click();
    await page.getByRole('textbox', { name: '重命名' }).fill('已上线');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('group', { name: '已上线，0 条' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'project-02-board');
    await page.context().close();
  });

  it('a member drags a card to 在做 and ticks a subtask; the manager sees the move after a reload', async () => {
    const page = await signedInPage(ctx, 'sales');
    await page.goto('/project/my-task');
    await page.getByRole('navigation').getByRole('link', { name: PROJECT }).click({ timeout: 15_000 });
    const todo = page.getByRole('group', { name: '要做，3 条' });
    await expect.poll(() => todo.isVisible(), { timeout: 15_000 }).toBe(true);
    await todo.getByRole('button', { name: TASKS[0] }).focus();
    for (const key of ['Space', 'ArrowRight', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(150);
    }
    const doing = page.getByRole('group', { name: '在做，1 条' });
    await expect.poll(() => doing.isVisible(), { timeout: 10_000 }).toBe(true);

    // its drawer: a subtask added and ticked (a click just after a drop is the drop's, not an open)
    await page.waitForTimeout(600);
    await doing.getByRole('button', { name: TASKS[0] }).click();
    const drawer = page.getByRole('dialog', { name: /任务/ }).last();
    await drawer.getByRole('tab', { name: '子任务' }).click({ timeout: 15_000 });
    await drawer.getByRole('textbox', { name: '添加子任务' }).fill('确认配色');
    await drawer.getByRole('button', { name: '添加', exact: true }).click();
    await expect.poll(() => drawer.getByRole('checkbox', { name: '确认配色' }).count(), { timeout: 15_000 }).toBe(1);
    await tick(drawer.getByRole('checkbox', { name: '确认配色' }));
    await expect.poll(() => drawer.getByText('已完成 1/1').isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'project-03-subtask');
    await page.keyboard.press('Escape');
    await page.context().close();

    const manager = await signedInPage(ctx, 'manager');
    await manager.goto(projectPath);
    const moved = manager.getByRole('group', { name: '在做，1 条' });
    await expect.poll(() => moved.getByRole('button', { name: TASKS[0] }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await moved.textContent()).toContain('1/1');
    await screenshot(manager, 'project-04-moved');
    const call = await apiAs(manager.request, 'manager');
    const workId = Number(projectPath.split('/').pop());
    const figures = await call('work/workStatistics', { workId }) as { allCount: number; undone: number; classStatistics: Array<{ className: string; allCount: number }> };
    expect(figures.allCount).toBe(3);
    expect(figures.classStatistics.find((c) => c.className === '在做')!.allCount).toBe(1);
    await manager.context().close();
  });

  it('a non-member opening the project\'s address gets 暂无权限访问, and may not create projects', async () => {
    const page = await signedInPage(ctx, 'finance');
    await page.goto(projectPath);
    await expect.poll(() => page.getByText('暂无权限访问').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('group', { name: /^要做/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '新建项目' }).count()).toBe(0);
    expect(await page.getByRole('navigation').getByRole('link', { name: PROJECT }).count()).toBe(0);
    await screenshot(page, 'project-05-no-access');
    await page.context().close();
  });

  it('the manager makes a member 只读: her board offers no moves and the server refuses hers', async () => {
    const manager = await signedInPage(ctx, 'manager');
    await manager.goto(projectPath);
    await manager.getByRole('button', { name: '成员', exact: true }).click({ timeout: 15_000 });
    const members = manager.getByRole('dialog', { name: '项目成员' });
    await members.getByLabel('李娜的项目角色').selectOption({ label: '只读' }, { timeout: 15_000 });
    await expect.poll(() => members.getByLabel('李娜的项目角色').inputValue(), { timeout: 15_000 }).toBe('15');
    await screenshot(manager, 'project-06-members');
    await members.getByRole('button', { name: '关闭' }).last().click();
    await manager.context().close();

    const sales = await signedInPage(ctx, 'sales');
    await sales.goto(projectPath);
    await expect.poll(() => sales.getByText('没有移动卡片的权限').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await sales.getByRole('button', { name: '+ 添加' }).count()).toBe(0);
    expect(await sales.getByRole('button', { name: '删除项目' }).count()).toBe(0);
    const call = await apiAs(sales.request, 'sales');
    const workId = Number(projectPath.split('/').pop());
    const board = await call('work/queryTaskByWorkId', { workId }) as Array<{ classId: number; className: string; list: Array<{ taskId: number }> }>;
    const todo = board.find((column) => column.className === '要做')!;
    const done = board.find((column) => column.className === '已上线')!;
    await expect(call('work/updateOrder', { toId: done.classId, toList: [todo.list[0]!.taskId], fromId: todo.classId, fromList: todo.list.slice(1).map((t) => t.taskId) }))
      .rejects.toThrow('没有权限');
    await sales.context().close();
  });

  it('the manager reorders the lists from a column\'s menu; the order holds, and 统计分析 counts the project', async () => {
    const page = await signedInPage(ctx, 'manager');
    await page.goto(projectPath);
    const order = () => page.getByRole('group', { name: /，\d+ 条$/ }).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')!.split('，')[0]));
    await expect.poll(order, { timeout: 15_000 }).toEqual(['要做', '在做', '待定', '已上线']);
    await page.getByRole('button', { name: '「已上线」列表操作' }).click();
    await page.getByRole('menuitem', { name: '左移' }).click();
    await expect.poll(order, { timeout: 15_000 }).toEqual(['要做', '在做', '已上线', '待定']);
    await page.reload();
    await expect.poll(order, { timeout: 15_000 }).toEqual(['要做', '在做', '已上线', '待定']);

    await page.getByRole('navigation').getByRole('link', { name: '统计分析' }).click();
    await page.getByRole('combobox', { name: '项目', exact: true }).selectOption({ label: PROJECT }, { timeout: 15_000 });
    const lists = page.getByRole('table', { name: '任务列表统计' });
    await expect.poll(() => lists.getByRole('row', { name: /在做/ }).textContent(), { timeout: 15_000 }).toMatch(/在做\s*1\s*0\s*1/);
    await expect.poll(() => page.getByText('任务总数').first().isVisible()).toBe(true);
    await screenshot(page, 'project-07-statistics');
    await page.context().close();
  });

  it('a tag is made from the sidebar, lists its tasks by project, is renamed, and is deleted once no task carries it; due tasks show on the calendar', async () => {
    const page = await signedInPage(ctx, 'manager');
    await page.goto(projectPath);
    await page.getByRole('button', { name: '新建标签' }).click({ timeout: 15_000 });
    const create = page.getByRole('dialog', { name: '新建标签' });
    await create.getByLabel('标签名称').fill('设计稿');
    await create.getByRole('radio', { name: '#A08CFF' }).click();
    await create.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => page.getByRole('navigation').getByRole('link', { name: '设计稿' }).isVisible(), { timeout: 15_000 }).toBe(true);

    const call = await apiAs(page.request, 'manager');
    const labels = await call('taskLabel/getLabelList', {}) as Array<{ labelId: number; name: string; color: string }>;
    const label = labels.find((l) => l.name === '设计稿')!;
    expect(label.color).toBe('#A08CFF');
    const workId = Number(projectPath.split('/').pop());
    const board = await call('work/queryTaskByWorkId', { workId }) as Array<{ list: Array<{ taskId: number; name: string }> }>;
    const task = board.flatMap((column) => column.list).find((t) => t.name === TASKS[1])!;
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    await call('task/setTask', { taskId: task.taskId, labelId: String(label.labelId), stopTime: `${day} 18:00:00` });

    await page.getByRole('navigation').getByRole('link', { name: '设计稿' }).click();
    await expect.poll(() => page.getByRole('heading', { name: '设计稿' }).isVisible(), { timeout: 15_000 }).toBe(true);
    const group = page.getByRole('group', { name: `${PROJECT}，1 条` });
    await expect.poll(() => group.getByRole('button', { name: TASKS[1] }).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: '编辑标签' }).click();
    const edit = page.getByRole('dialog', { name: '编辑标签' });
    await edit.getByLabel('标签名称').fill('视觉设计');
    await edit.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => page.getByRole('heading', { name: '视觉设计' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByRole('navigation').getByRole('link', { name: '视觉设计' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'project-08-tag');

    // in use: the server keeps it and says why
    await page.getByRole('button', { name: '删除标签' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '删除标签' }).click();
    await expect.poll(() => page.getByRole('alertdialog').getByText('使用中的标签不能删除').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('alertdialog').getByRole('button', { name: '取消' }).click();

    await page.getByRole('navigation').getByRole('link', { name: '任务日历' }).click();
    await expect.poll(() => page.getByRole('button', { name: new RegExp(TASKS[1]) }).first().isVisible(), { timeout: 15_000 }).toBe(true);
    await screenshot(page, 'project-09-calendar');

    await call('task/setTask', { taskId: task.taskId, labelId: '' });
    await page.getByRole('navigation').getByRole('link', { name: '视觉设计' }).click();
    await page.getByRole('button', { name: '删除标签' }).click({ timeout: 15_000 });
    await page.getByRole('alertdialog').getByRole('button', { name: '删除标签' }).click();
    await page.waitForURL('**/project/my-task', { timeout: 15_000 });
    await expect.poll(() => page.getByRole('navigation').getByRole('link', { name: '视觉设计' }).count(), { timeout: 15_000 }).toBe(0);
    await page.context().close();
  });

  it('the manager archives the project and restores it from 归档项目', async () => {
    const page = await signedInPage(ctx, 'manager');
    await page.goto(projectPath);
    await page.getByRole('button', { name: '归档项目' }).click({ timeout: 15_000 });
    await page.getByRole('alertdialog').getByRole('button', { name: '归档项目' }).click();
    await page.waitForURL('**/project/archive-project', { timeout: 15_000 });
    await expect.poll(() => page.getByText(PROJECT, { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('navigation').getByRole('link', { name: PROJECT }).count()).toBe(0);
    await screenshot(page, 'project-10-archived');
    await tick(page.getByRole('checkbox', { name: new RegExp(PROJECT) }));
    await page.getByRole('button', { name: '恢复项目' }).click();
    await expect.poll(() => page.getByRole('navigation').getByRole('link', { name: PROJECT }).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByText('没有找到数据').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.context().close();
  });

  it('an admin adds a project role with its permissions on 项目管理设置, and deletes it', async () => {
    const page = await signedInPage(ctx, 'admin');
    await page.goto('/manager/system-project');
    await page.getByRole('button', { name: '新建项目角色' }).click({ timeout: 15_000 });
    const dialog = page.getByRole('dialog', { name: '新建项目角色' });
    await dialog.getByLabel('角色名称').fill('审阅');
    await dialog.getByLabel('角色描述').fill('只看任务');
    await tick(dialog.getByRole('checkbox', { name: '任务', exact: true }));
    await screenshot(page, 'project-11-role');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    const row = page.getByRole('row', { name: /审阅/ });
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('自定义');
    const call = await apiAs(page.request, 'admin');
    const roles = await call('system/role/queryProjectRoleList', {}) as Array<{ roleName: string; rules: number[] }>;
    expect(roles.find((r) => r.roleName === '审阅')!.rules.length).toBeGreaterThan(0);
    await row.getByRole('button', { name: '删除' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
    await expect.poll(() => page.getByRole('row', { name: /审阅/ }).count(), { timeout: 15_000 }).toBe(0);
    await page.context().close();
  });

  it('a member leaves the project; the manager deletes it and it leaves every sidebar', async () => {
    const sales2 = await signedInPage(ctx, 'sales2');
    await sales2.goto(projectPath);
    await sales2.getByRole('button', { name: '退出项目' }).click({ timeout: 15_000 });
    await sales2.getByRole('alertdialog').getByRole('button', { name: '退出项目' }).click();
    await sales2.waitForURL('**/project/my-task', { timeout: 15_000 });
    await expect.poll(() => sales2.getByRole('navigation').getByRole('link', { name: PROJECT }).count(), { timeout: 15_000 }).toBe(0);
    await sales2.context().close();

    const manager = await signedInPage(ctx, 'manager');
    await manager.goto(projectPath);
    await manager.getByRole('button', { name: '删除项目' }).waitFor({ timeout: 15_000 });
    expect(await manager.getByRole('button', { name: '退出项目' }).count()).toBe(0); // the creator cannot leave: not offered
    await manager.getByRole('button', { name: '删除项目' }).click({ timeout: 15_000 });
    await manager.getByRole('alertdialog').getByRole('button', { name: '删除项目' }).click();
    await manager.waitForURL('**/project/my-task', { timeout: 15_000 });
    await expect.poll(() => manager.getByRole('navigation').getByRole('link', { name: PROJECT }).count(), { timeout: 15_000 }).toBe(0);
    await manager.goto(projectPath);
    await expect.poll(() => manager.getByText('暂无权限访问').isVisible(), { timeout: 15_000 }).toBe(true);
    await manager.context().close();
  });
});
