// The list screen's board view (看板), drawn by the engine from a descriptor's `board` section with
// in-story data: the test module's tasks by status (fixed columns, an order kept by the move call,
// a keyboard drag checked against the call's parameters), a refused move put back with the
// server's message, and the business list by stage (columns from a call, one business type at a
// time, an empty stage, a card opening the record).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ListScreen } from '../../../engine/react/list/index.ts';
import { listViewKey } from '../../../engine/react/list/listView.ts';
import { BUSINESS_BOARD_PAGE, BUSINESS_HEADS, BUSINESS_ROWS, TASK_BOARD_PAGE, TASK_HEADS, taskRows } from './boardStoryData.ts';
import { boardStoryEnvironment } from './boardStoryEnvironment.ts';
import { StoryDetail } from './StoryDetail.tsx';

const taskEnv = () => ({ ...boardStoryEnvironment({ rows: taskRows(9), heads: TASK_HEADS, searchKey: 'name' }), DetailView: StoryDetail });

const meta = {
  title: 'Pages/CRM/BoardView',
  component: ListScreen,
  args: { page: TASK_BOARD_PAGE, env: taskEnv(), tableHeight: '380px' },
  parameters: { layout: 'fullscreen' },
  // Each story starts from the list's default view: the remembered choice is this browser's.
  beforeEach: () => {
    for (const page of [TASK_BOARD_PAGE, BUSINESS_BOARD_PAGE]) localStorage.removeItem(listViewKey(page));
  },
} satisfies Meta<typeof ListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const pause = (ms = 60) => new Promise((resolve) => setTimeout(resolve, ms));
type Mock = { mock: { calls: Array<[string, Record<string, unknown>, ...unknown[]]> } };

function column(canvas: ReturnType<typeof within>, name: RegExp) {
  return canvas.getByRole('group', { name });
}

/** Presses keys one at a time with a frame between them: dnd-kit measures between moves. */
async function keys(...codes: string[]) {
  for (const code of codes) {
    await userEvent.keyboard(`[${code}]`);
    await pause();
  }
}

/**
 * The table is the default; 看板 draws one column per status with its count, cards in orderNum
 * order; the choice is remembered; the keyword still applies (the same list call, 5,000 rows a
 * board). Keyboard drags (Space, arrow, Space) within a column, to the right and back to the left
 * call the move with the ids of the column in their new order.
 */
export const TasksByStatus: Story = {
  args: { env: taskEnv() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: '我的任务' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '看板' }));
    await expect(canvas.getByRole('button', { name: '看板' })).toHaveAttribute('aria-pressed', 'true');
    await expect(localStorage.getItem(listViewKey(TASK_BOARD_PAGE))).toBe('board');

    const doing = await canvas.findByRole('group', { name: '正在进行，5 条' });
    await expect(column(canvas, /^已延期，2 条$/)).toBeVisible();
    await expect(column(canvas, /^已结束，2 条$/)).toBeVisible();
    await expect(within(doing).getAllByRole('button').map((card) => card.getAttribute('aria-label')))
      .toEqual(['整理客户回访记录', '准备季度销售报告', '核对合同回款', '走访杭州云帆科技', '跟进上海启明软件']);
    await expect(within(doing).getAllByText('负责人：').length).toBe(5);
    await expect(within(doing).getByText('2026-03-01')).toBeVisible();
    await expect(canvas.getByText('共 9 条')).toBeVisible();
    const list = args.env.api.queryPageList as unknown as Mock;
    await expect(list.mock.calls.at(-1)?.[1]).toMatchObject({ page: 1, limit: 5000, sortField: 'orderNum', order: 2 });

    // Within the column: the first card one place down.
    const move = args.env.board!.move as unknown as Mock;
    within(doing).getByRole('button', { name: '整理客户回访记录' }).focus();
    await keys('Space', 'ArrowDown', 'Space');
    await waitFor(() => expect(move.mock.calls.length).toBe(1));
    await expect(move.mock.calls[0]).toEqual(['work/task/updateOrder', { taskId: 1, toId: 1, toList: [2, 1, 5, 6, 9] }, 'json']);
    await expect(within(doing).getAllByRole('button').map((card) => card.getAttribute('aria-label')).slice(0, 2)).toEqual(['准备季度销售报告', '整理客户回访记录']);

    // Across columns: the same card to 已延期.
    await waitFor(() => expect(within(doing).getByRole('button', { name: '整理客户回访记录' })).toHaveFocus());
    await keys('Space', 'ArrowRight', 'Space');
    await waitFor(() => expect(move.mock.calls.length).toBe(2));
    const [call, params, encoding] = move.mock.calls[1]!;
    await expect([call, encoding]).toEqual(['work/task/updateOrder', 'json']);
    await expect(params).toMatchObject({ taskId: 1, toId: 2, fromId: 1, fromList: [2, 5, 6, 9] });
    await expect([...(params.toList as number[])].sort()).toEqual([1, 3, 7]);
    await expect(await canvas.findByRole('group', { name: '已延期，3 条' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: '正在进行，4 条' })).toBeVisible();

    // And back to the left (the column it leaves is no target of its own: the arrow leaves it).
    await waitFor(() => expect(within(column(canvas, /^已延期/)).getByRole('button', { name: '整理客户回访记录' })).toHaveFocus());
    await keys('Space', 'ArrowLeft', 'Space');
    await waitFor(() => expect(move.mock.calls.length).toBe(3));
    await expect(move.mock.calls[2]![1]).toMatchObject({ taskId: 1, toId: 1, fromId: 2, fromList: [3, 7] });
    await expect(await canvas.findByRole('group', { name: '正在进行，5 条' })).toBeVisible();

    // Enter opens the record, as the table's name does.
    within(column(canvas, /^正在进行/)).getByRole('button', { name: '整理客户回访记录' }).focus();
    await userEvent.keyboard('[Enter]');
    await expect(await within(document.body).findByRole('dialog', { name: '记录详情' })).toHaveTextContent('task #1');
    await userEvent.click(within(document.body).getByRole('button', { name: '关闭详情' }));

    // The keyword goes to the same call; the board shows what matches.
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索' }), '回访{Enter}');
    await waitFor(() => expect(list.mock.calls.at(-1)?.[1]).toMatchObject({ search: '回访', limit: 5000 }));
    await expect(await canvas.findByText('共 1 条')).toBeVisible();
  },
};

/** The server refuses the move: the card goes back to its place and the board says why. */
export const MoveRefused: Story = {
  args: { env: { ...boardStoryEnvironment({ rows: taskRows(9), heads: TASK_HEADS, searchKey: 'name', refuse: '任务已归档，不能移动' }), DetailView: StoryDetail } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '看板' }));
    const late = await canvas.findByRole('group', { name: '已延期，2 条' });
    within(late).getByRole('button', { name: '更新产品报价单' }).focus();
    await keys('Space', 'ArrowRight', 'Space');
    await waitFor(() => expect(args.env.board!.move).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByText('「更新产品报价单」未能移动，已放回原处：任务已归档，不能移动')).toBeVisible();
    await expect(canvas.getByRole('group', { name: '已延期，2 条' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: '已结束，2 条' })).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: '已延期，2 条' })).getAllByRole('button').map((card) => card.getAttribute('aria-label')))
      .toEqual(['更新产品报价单', '修订投标文件']);
  },
};

/** Without the move right the cards only open the record; the board says so. */
export const ReadOnly: Story = {
  args: { env: { ...boardStoryEnvironment({ rows: taskRows(9), heads: TASK_HEADS, searchKey: 'name', auth: { project: { task: { index: true, read: true } } } }), DetailView: StoryDetail } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '看板' }));
    await expect(await canvas.findByText('没有移动卡片的权限')).toBeVisible();
    const card = await canvas.findByRole('button', { name: '整理客户回访记录' });
    await expect(card).not.toHaveAttribute('aria-roledescription');
    card.focus();
    await keys('Space', 'ArrowDown', 'Space');
    await expect(args.env.board!.move).not.toHaveBeenCalled();
    await userEvent.click(card);
    await expect(await within(document.body).findByRole('dialog', { name: '记录详情' })).toHaveTextContent('task #1');
  },
};

/**
 * The business list by stage: the stages come from CrmBusiness/queryBusinessStatusOptions, one
 * business type at a time (默认商机组 first, 大客户商机组 on choice); an empty stage says so; a
 * card click opens the business.
 */
export const BusinessByStage: Story = {
  args: {
    page: BUSINESS_BOARD_PAGE,
    env: { ...boardStoryEnvironment({ rows: BUSINESS_ROWS, heads: BUSINESS_HEADS, searchKey: 'businessName' }), DetailView: StoryDetail },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '看板' }));
    await expect(await canvas.findByRole('group', { name: '验证客户，2 条' })).toBeVisible();
    await expect(args.env.board!.queryColumns).toHaveBeenCalledWith('CrmBusiness/queryBusinessStatusOptions', {});
    await expect(canvas.getByRole('group', { name: '需求分析，1 条' })).toBeVisible();
    const empty = canvas.getByRole('group', { name: '方案/报价，0 条' });
    await expect(within(empty).getByText('暂无记录')).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: '验证客户，2 条' })).getByText('125,000.00')).toBeVisible();

    await expect(within(canvas.getByRole('combobox', { name: '分组' })).getByRole('option', { name: '默认商机组（3 条）' })).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '分组' }), '大客户商机组（1 条）');
    await expect(await canvas.findByRole('group', { name: '商务谈判，1 条' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: /验证客户/ })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: '星河电子集团大单' }));
    await expect(await within(document.body).findByRole('dialog', { name: '记录详情' })).toHaveTextContent('business #4');
  },
};

/**
 * More matching rows than a board loads: the first 5,000 in the board's order, and the note says
 * so (the budget's board: 5,000 cards, virtualised columns).
 */
export const Capped: Story = {
  args: { env: { ...boardStoryEnvironment({ rows: taskRows(5200), heads: TASK_HEADS, searchKey: 'name' }), DetailView: StoryDetail } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '看板' }));
    await expect(await canvas.findByText('共 5200 条，看板只显示前 5000 条，可用搜索或筛选缩小范围')).toBeVisible();
    await expect(canvas.getByRole('group', { name: '正在进行，2500 条' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: '已延期，1250 条' })).toBeVisible();
    // Virtualised: a column of 2,500 puts a handful of cards in the DOM.
    await expect(within(canvas.getByRole('group', { name: /^正在进行/ })).getAllByRole('button').length).toBeLessThan(30);
  },
};
