// A project's board (issue 20) drawn by the engine from the task descriptor's `project` list with
// in-story data: the context call's name heads it and its permission object decides what the user
// may do; the list call answers the columns with their cards (the contract's queryTaskByWorkId
// groups, 未分组 first); cards show owner, due day (red once overdue), priority, labels and
// subtasks n/m; 添加 at a column's foot, 新建列表, 重命名 call their calls with the project; a
// read-only member gets no handles, no 添加 and no column menu.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { modulePage } from '../../engine/modules/catalogue.ts';
import { ListScreen, type ListEnvironment } from '../../engine/react/list/index.ts';
import type { ListPage } from '../../server-adapter/crmList.ts';
import { storyListEnvironment } from '../crm/list/storyEnvironment.ts';

const FULL = { task: { save: true }, taskClass: { save: true, update: true, delete: true }, work: { update: true } };
const NONE = { task: { save: false }, taskClass: { save: false, update: false, delete: false }, work: { update: false } };

const task = (taskId: number, name: string, classId: number, orderNum: number, extra: Record<string, unknown> = {}) => ({
  taskId, name, classId, orderNum, mainUser: { userId: 5, realname: '李娜', img: null }, stopTime: '2026-12-20 23:59:59', priority: 2,
  labelList: [], childWCCount: 0, childAllCount: 0, isEnd: 0, ...extra,
});

const GROUPS = [
  { classId: -1, className: '(未分组)', count: 1, list: [task(9, '恢复的任务', -1, 1)] },
  { classId: 11, className: '要做', count: 2, list: [
    task(1, '首页视觉稿', 11, 1, { priority: 3, labelList: [{ labelId: 1, labelName: '设计', color: '#F5A623' }], childWCCount: 1, childAllCount: 2 }),
    task(2, '产品页文案', 11, 2, { stopTime: '2026-11-20 23:59:59', isEnd: 1 }),
  ] },
  { classId: 12, className: '在做', count: 1, list: [task(3, '服务器迁移', 12, 1)] },
  { classId: 13, className: '待定', count: 0, list: [] },
];

function projectEnv(authList: typeof FULL): ListEnvironment {
  const env = storyListEnvironment({ rows: [], heads: [], scenes: [], auth: { oa: {}, project: {} } });
  env.api.queryPageList = fn(async (): Promise<ListPage> => ({ list: GROUPS as unknown as ListPage['list'], totalRow: GROUPS.length }));
  return {
    ...env,
    query: fn(async (call: string) => (call === 'work/getWorkById' ? { workId: 7, name: '官网改版', authList: { work: authList } } : [])),
    board: { queryColumns: fn(async () => []), move: fn(async () => undefined), write: fn(async () => undefined) },
  };
}

const page = { ...modulePage('task', 'project')!, listParams: { workId: 7 } };

const meta = {
  title: 'Pages/Project/ProjectBoard',
  component: ListScreen,
  args: { page, env: projectEnv(FULL), tableHeight: '420px' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Mock = { mock: { calls: unknown[][] } };

export const Board: Story = {
  args: { env: projectEnv(FULL) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '官网改版' })).toBeVisible();
    await expect(await canvas.findByRole('group', { name: '未分组，1 条' })).toBeVisible();
    const todo = canvas.getByRole('group', { name: '要做，2 条' });
    await expect(canvas.getByRole('group', { name: '待定，0 条' })).toBeVisible();
    await expect(within(todo).getByText('1/2')).toBeVisible();
    await expect(within(todo).getByText('设计')).toBeVisible();
    await expect(within(todo).getByText('高')).toBeVisible();
    await expect(within(todo).getByText('2026-11-20')).toHaveStyle({ color: 'rgb(220, 38, 38)' });

    // 添加 at 要做's foot: task/setTask with the project and the list
    const write = args.env.board!.write as unknown as Mock;
    await userEvent.click(within(todo).getByRole('button', { name: '+ 添加' }));
    await userEvent.type(within(todo).getByRole('textbox', { name: '在「要做」添加' }), '联系我们表单{Enter}');
    await waitFor(() => expect(write.mock.calls[0]).toEqual(['task/setTask', { workId: 7, classId: 11, name: '联系我们表单' }]));

    // 新建列表 and 重命名: task/setTaskClass
    await userEvent.click(canvas.getByRole('button', { name: '+ 新建列表' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '列表名称' }), '已上线{Enter}');
    await waitFor(() => expect(write.mock.calls[1]).toEqual(['task/setTaskClass', { workId: 7, name: '已上线' }]));
    await userEvent.click(canvas.getByRole('button', { name: '「在做」列表操作' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: '重命名' }));
    const rename = canvas.getByRole('textbox', { name: '重命名' });
    await userEvent.clear(rename);
    await userEvent.type(rename, '进行中{Enter}');
    await waitFor(() => expect(write.mock.calls[2]).toEqual(['task/setTaskClass', { workId: 7, classId: 12, name: '进行中' }]));

    // a card moved left by keyboard on a board whose lists are reorderable too: the arrow aims at the cards
    const move = args.env.board!.move as unknown as Mock;
    within(canvas.getByRole('group', { name: /^(在做|进行中)，1 条$/ })).getByRole('button', { name: '服务器迁移' }).focus();
    for (const key of ['Space', 'ArrowLeft', 'Space']) {
      await userEvent.keyboard(`[${key}]`);
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
    await waitFor(() => expect(move.mock.calls.length).toBe(1));
    await expect(move.mock.calls[0]![1]).toMatchObject({ toId: 11, fromId: 12 });
  },
};

/** 右移 from a list's menu (the keyboard's way; the pointer drags the ⠿ handle): every list's id in the new order, as JSON. */
export const ReorderLists: Story = {
  args: { env: projectEnv(FULL) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: '要做，2 条' })).toBeVisible();
    // by keyboard: the menu opened with Enter, 右移 chosen with the arrows
    canvas.getByRole('button', { name: '「要做」列表操作' }).focus();
    await userEvent.keyboard('{Enter}');
    const rename = await within(document.body).findByRole('menuitem', { name: '重命名' });
    await waitFor(() => expect(rename).toHaveAttribute('data-highlighted'));
    // 未分组 is no list: it stays first, and the first list has nowhere to go left
    await expect(within(document.body).queryByRole('menuitem', { name: '左移' })).toBeNull();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(document.body).getByRole('menuitem', { name: '右移' })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    const write = args.env.board!.write as unknown as Mock;
    await waitFor(() => expect(write.mock.calls[0]).toEqual(['work/updateClassOrder', { workId: 7, classIds: [12, 11, 13] }, 'json']));
  },
};

const TAG_GROUPS = [
  { workId: 0, workName: '办公任务', list: [task(21, '月度经营分析报告', 0, 1, { workId: 0 })] },
  { workId: 7, workName: '官网改版', list: [task(1, '首页视觉稿', 11, 1, { workId: 7 }), task(3, '服务器迁移', 12, 1, { workId: 7 })] },
];

/** A tag's page: its tasks grouped by project, to read (no moves), with 编辑标签 and 删除标签. */
export const TagPage: Story = {
  args: {
    page: { ...modulePage('task', 'tag')!, listParams: { labelId: 4 } },
    env: (() => {
      const env = projectEnv(FULL);
      env.api.queryPageList = fn(async (): Promise<ListPage> => ({ list: TAG_GROUPS as unknown as ListPage['list'], totalRow: 2 }));
      return { ...env, query: fn(async () => ({ labelId: 4, name: '设计', color: '#A08CFF' })) };
    })(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '设计' })).toBeVisible();
    await expect(await canvas.findByRole('group', { name: '办公任务，1 条' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: '官网改版，2 条' })).toBeVisible();
    await expect(canvas.queryByText('没有移动卡片的权限')).toBeNull();
    await expect(canvas.queryByRole('button', { name: '+ 添加' })).toBeNull();

    // 编辑标签: the name and colour prefilled from the tag, sent with its id
    await userEvent.click(canvas.getByRole('button', { name: '编辑标签' }));
    const dialog = await within(document.body).findByRole('dialog', { name: '编辑标签' });
    const name = within(dialog).getByRole('textbox', { name: '标签名称' });
    await expect(name).toHaveValue('设计');
    await expect(within(dialog).getByRole('radio', { name: '#A08CFF' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.clear(name);
    await expect(within(dialog).getByText('标签名称不能为空')).toBeVisible();
    await userEvent.type(name, '视觉');
    await userEvent.click(within(dialog).getByRole('radio', { name: '#F96A6A' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    const runAction = args.env.api.runAction as unknown as Mock;
    await waitFor(() => expect(runAction.mock.calls[0]).toEqual(['taskLabel/setLabel', { labelId: 4, name: '视觉', color: '#F96A6A' }]));
  },
};

export const ReadOnlyMember: Story = {
  args: { env: projectEnv(NONE) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: '要做，2 条' })).toBeVisible();
    await expect(canvas.getByText('没有移动卡片的权限')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '+ 添加' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '+ 新建列表' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '「要做」列表操作' })).toBeNull();
  },
};

export const NoAccess: Story = {
  args: {
    env: { ...projectEnv(FULL), query: fn(async () => { throw new Error('项目不存在！'); }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('暂无权限访问')).toBeVisible();
    await expect(canvas.getByText('项目不存在！')).toBeVisible();
  },
};
