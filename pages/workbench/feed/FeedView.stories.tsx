// The office workbench (工作台): the list screen's feed view (engine/react/list/feed/FeedView) and its
// side panels (FeedSidePanel) from the feed descriptor (schemas/modules/oa/feed.json), over in-story
// answers (feedStoryData.ts): a card per feed row (who, kind, time, title or text as typed), each
// opening the record it is about in that module's drawer; the kind tabs; 我的任务 and 日程 (the month marks, 今日日程);
// pages loaded more at the end (加载更多, also on scrolling there) instead of a pager. Not a
// hand-written screen: the stories draw the engine's ListScreen from the descriptor, the data
// reaching it through its ListEnvironment (feedStoryEnvironment), as the app's RecordPage does.
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ListScreen } from '../../../engine/react/list/index.ts';
import { modulePage } from '../../../engine/modules/catalogue.ts';
import { feedStoryEnvironment, moreFeedRows } from './feedStoryData.ts';
import { StoryDetail } from '../../crm/list/StoryDetail.tsx';

const feed = modulePage('feed')!;

const meta = {
  title: 'Pages/Workbench/Feed',
  component: ListScreen,
  args: { page: feed, env: { ...feedStoryEnvironment(), DetailView: StoryDetail }, tableHeight: '520px' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Mock = { mock: { calls: Array<[string, Record<string, unknown>, ...unknown[]]> } };
const body = () => within(document.body);

/** Opens a record by pressing `name` in `scope`, checks the drawer asked for `expected`, closes it. */
async function opens(scope: ReturnType<typeof within>, name: string, expected: string) {
  await userEvent.click(scope.getByRole('button', { name }));
  await expect(await body().findByRole('dialog', { name: '记录详情' })).toHaveTextContent(expected);
  await userEvent.click(body().getByRole('button', { name: '关闭详情' }));
  await waitFor(() => expect(body().queryByRole('dialog', { name: '记录详情' })).toBeNull());
}

/**
 * 全部: five cards newest first, each with its writer, kind and time; a log without a title shows
 * its text as typed (line break kept); each card opens its own module's record (a log by its
 * logId, the others by actionId / eventId).
 */
export const Cards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: '工作台动态' });
    const cards = await within(list).findAllByRole('listitem');
    await expect(cards).toHaveLength(5);
    // the writer (initials badge and name), the kind, the time
    await expect(cards[0]).toHaveTextContent(/^李娜李娜日志2026-03-03 18:05:00/);
    await expect(within(cards[0]!).getByText('日志')).toBeVisible();
    await expect(within(cards[0]!).getByText('2026-03-03 18:05:00')).toBeVisible();
    const logText = within(cards[0]!).getByRole('button', { name: /^拜访杭州云帆，确认了报价单。/ });
    await expect(logText.textContent).toBe('拜访杭州云帆，确认了报价单。\n下周签合同。');
    await expect(cards.map((card) => within(card).getByRole('button').textContent)).toEqual([
      '拜访杭州云帆，确认了报价单。\n下周签合同。', '部门周例会', '销售部十二月例会通知', '准备季度报价', '年假 3 天（3月5日至3月7日）',
    ]);
    await expect(cards.map((card) => card.textContent?.match(/日志|日程|公告|任务|审批/)?.[0])).toEqual(['日志', '日程', '公告', '任务', '审批']);

    const feedList = within(list);
    await opens(feedList, '部门周例会', 'event #21');
    await opens(feedList, '拜访杭州云帆，确认了报价单。\n下周签合同。', 'log #301');
    await opens(feedList, '销售部十二月例会通知', 'announcement #9');
    await opens(feedList, '准备季度报价', 'task #12');
    await opens(feedList, '年假 3 天（3月5日至3月7日）', 'examine #40');
  },
};

/** The kind tabs (动态类型: 全部 日志 日程 公告 任务 审批, one chosen) ask the feed of that kind: 日程 shows the event only. */
export const KindTabs: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: '工作台动态' });
    const kinds = within(canvas.getByRole('radiogroup', { name: '动态类型' }));
    await expect(kinds.getAllByRole('radio')).toHaveLength(6);
    for (const name of ['全部', '日志', '日程', '公告', '任务', '审批']) await expect(kinds.getByRole('radio', { name })).toBeInTheDocument();
    await expect(kinds.getByRole('radio', { name: '全部' })).toBeChecked();
    await userEvent.click(kinds.getByRole('radio', { name: '日程' }));
    const list = args.env.api.queryPageList as unknown as Mock;
    // (a form parameter: its value goes as text)
    await waitFor(() => expect(String(list.mock.calls.at(-1)?.[1].type)).toBe('2'));
    await waitFor(() => expect(within(canvas.getByRole('list', { name: '工作台动态' })).getAllByRole('listitem')).toHaveLength(1));
    await expect(canvas.getByRole('button', { name: '部门周例会' })).toBeVisible();
    await expect(kinds.getByRole('radio', { name: '日程' })).toBeChecked();
    await userEvent.click(kinds.getByRole('radio', { name: '全部' }));
    await waitFor(() => expect(within(canvas.getByRole('list', { name: '工作台动态' })).getAllByRole('listitem')).toHaveLength(5));
  },
};

/**
 * 我的任务 and 日程 beside the feed: each line with its time or people, opening its record; the
 * month calendar marks the days with events, and picking one asks for that day's events.
 */
export const SidePanels: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tasks = within(await canvas.findByRole('region', { name: '我的任务' }));
    await expect(await tasks.findByRole('button', { name: '准备季度报价' })).toBeVisible();
    await expect(tasks.getByText('2026-03-20')).toBeVisible(); // the server's due time (23:59:59) shown as its day
    await expect(tasks.getByRole('button', { name: '回访上海启明软件' })).toBeVisible();
    const schedule = within(canvas.getByRole('region', { name: '日程' }));
    const events = within(await schedule.findByRole('list', { name: '今日日程' }));
    await expect(await events.findByRole('button', { name: '拜访杭州云帆' })).toBeVisible();
    await expect(events.getByText('李娜')).toBeVisible();
    // the 1st and today carry the mark 有日程; other days do not
    await waitFor(() => expect(schedule.getAllByRole('button', { name: /有日程/ }).length).toBeGreaterThanOrEqual(1));
    const marked = schedule.getAllByRole('button', { name: /有日程/ }).map((cell) => cell.textContent);
    await expect(marked).toContain('1');

    await opens(tasks, '回访上海启明软件', 'task #15');
    await opens(events, '拜访杭州云帆', 'event #22');

    // another day: its events asked for, the lines named after it
    const now = new Date();
    if (now.getDate() !== 1) {
      await userEvent.click(schedule.getAllByRole('button', { name: /有日程/ }).find((cell) => cell.textContent === '1')!);
      const month = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
      const query = args.env.query as unknown as Mock;
      await waitFor(() => expect(query).toHaveBeenCalledWith('OaRecord/queryEventByDay', { day: `${month}-01` }));
      await expect(await schedule.findByRole('list', { name: `${now.getMonth() + 1}月1日的日程` })).toBeVisible();
    }
  },
};

/** The side calls fail: each panel says 加载失败; the feed itself is unaffected. */
export const SidePanelsFailed: Story = {
  args: { env: { ...feedStoryEnvironment({ sideFails: true }), DetailView: StoryDetail } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['我的任务', '日程']) {
      await expect(await within(canvas.getByRole('region', { name })).findByRole('alert')).toHaveTextContent('加载失败');
    }
    await expect(within(canvas.getByRole('list', { name: '工作台动态' })).getAllByRole('listitem')).toHaveLength(5);
  },
};

/** The list's call asked for page `page` without a count (the descriptor's `more`: total 0). */
async function askedUncounted(list: Mock, page: number) {
  await waitFor(() => expect(list.mock.calls.some(([, sent]) => Number(sent.page) === page && Number(sent.total) === 0)).toBe(true));
}

const cardsOf = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('list', { name: '工作台动态' })).queryAllByRole('listitem');

/** A box lower than one page of cards: the feed's end starts out of view. */
const lowBox: Decorator = (Story) => <div style={{ height: '480px' }}><Story /></div>;

/**
 * Twenty rows, fifteen a page: the first page is asked without a count, no pager under it; 加载更多
 * appends the other five (page 2), then 没有更多了. Another kind tab starts over at page 1 (four
 * logs, nothing more); back to 全部: fifteen cards and 加载更多 again.
 */
export const LoadMore: Story = {
  args: { env: { ...feedStoryEnvironment({ rows: moreFeedRows(20) }), DetailView: StoryDetail } },
  decorators: [lowBox],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = args.env.api.queryPageList as unknown as Mock;
    await canvas.findByRole('list', { name: '工作台动态' });
    await waitFor(() => expect(cardsOf(canvas)).toHaveLength(15));
    await askedUncounted(list, 1);
    await expect(canvas.queryByRole('navigation', { name: '分页' })).toBeNull();
    await expect(canvas.queryByText('没有更多了')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(cardsOf(canvas)).toHaveLength(20));
    await askedUncounted(list, 2);
    await expect(cardsOf(canvas).map((card) => within(card).getByRole('button').textContent)).toEqual(Array.from({ length: 20 }, (_, i) => `动态 ${i + 1}`));
    await expect(await canvas.findByText('没有更多了')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '加载更多' })).toBeNull();

    const kinds = within(canvas.getByRole('radiogroup', { name: '动态类型' }));
    await userEvent.click(kinds.getByRole('radio', { name: '日志' }));
    await waitFor(() => expect(cardsOf(canvas)).toHaveLength(4));
    await expect(list.mock.calls.at(-1)?.[1]).toMatchObject({ page: 1, total: 0 });
    await expect(canvas.getByText('没有更多了')).toBeInTheDocument();
    await userEvent.click(kinds.getByRole('radio', { name: '全部' }));
    await waitFor(() => expect(cardsOf(canvas)).toHaveLength(15));
    await expect(canvas.getByRole('button', { name: '加载更多' })).toBeInTheDocument();
  },
};

/** Scrolled to the end, the feed asks the next page by itself, once, and then says 没有更多了. */
export const LoadMoreOnScroll: Story = {
  args: { env: { ...feedStoryEnvironment({ rows: moreFeedRows(20) }), DetailView: StoryDetail } },
  decorators: [lowBox],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = args.env.api.queryPageList as unknown as Mock;
    const feedList = await canvas.findByRole('list', { name: '工作台动态' });
    await waitFor(() => expect(cardsOf(canvas)).toHaveLength(15));
    const box = feedList.parentElement!;
    // the end is out of view until scrolled to: nothing more asked yet
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    await expect(list.mock.calls.some(([, sent]) => Number(sent.page) === 2)).toBe(false);
    box.scrollTop = box.scrollHeight;
    await waitFor(() => expect(cardsOf(canvas)).toHaveLength(20));
    await expect(await canvas.findByText('没有更多了')).toBeInTheDocument();
    // page 2 once: the end stays in view while it loads, and is watched again only after
    await expect(list.mock.calls.filter(([, sent]) => Number(sent.page) === 2)).toHaveLength(1);
    await expect(list.mock.calls.every(([, sent]) => Number(sent.page) <= 2)).toBe(true);
  },
};
