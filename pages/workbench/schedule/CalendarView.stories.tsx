// The schedule's calendar (engine/react/list/calendar/CalendarView) from the event descriptor
// (schemas/modules/oa/event.json `lists.event.calendar`), over in-story answers of OaEvent/queryList
// (eventStoryData.ts): the month grid in Chinese with weeks from Monday and a weekly meeting on
// every week, the week and day grids, an item opening its record, paging months, free time picked.
import { Suspense } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { CalendarView } from '../../../engine/react/list/index.ts';
import { modulePage } from '../../../engine/modules/catalogue.ts';
import { answerQueryList } from './eventStoryData.ts';

const schedule = modulePage('event')!;

const meta = {
  title: 'Pages/Workbench/ScheduleCalendar',
  component: CalendarView,
  args: {
    title: '日程',
    calendar: schedule.calendar!,
    idKey: schedule.idKey,
    call: schedule.listCall,
    query: fn(async (_call: string, params: Record<string, unknown>) => answerQueryList(params)),
    onOpen: fn(),
    onCreate: fn(),
    revision: 0,
  },
  parameters: { layout: 'padded' },
  // the engine's calendar comes in its own chunk (lazyViews.ts), as in the app
  decorators: [(Story) => <Suspense fallback={null}><Story /></Suspense>],
} satisfies Meta<typeof CalendarView>;

export default meta;
type Story = StoryObj<typeof meta>;

type QueryMock = { mock: { calls: Array<[string, Record<string, unknown>]> } };

/** The calendar region once its range has loaded (共 N 项 shown). */
async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const region = await canvas.findByRole('region', { name: '日程日历' });
  await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'));
  return { canvas, region: within(region) };
}

const MEETING = /^部门周例会 \d+月\d+日 10:00–11:00$/;
const VISIT = /^拜访杭州云帆 \d+月\d+日 14:00–15:30$/;

/**
 * The month grid (the default): the toolbar in Chinese (今天, 上一页, 下一页, 月 周 日 with 月
 * pressed), the week from 周一 to 周日, the range asked of OaEvent/queryList as the six weeks from
 * the Monday before the 1st, the weekly meeting on every week drawn and today's visit once; a
 * click on an item opens its record; 下一页 shows the next month, the meeting still on every week.
 */
export const Month: Story = {
  play: async ({ canvasElement, args }) => {
    const { region } = await loaded(canvasElement);
    for (const name of ['今天', '上一页', '下一页', '月', '周', '日']) await expect(region.getByRole('button', { name })).toBeVisible();
    await expect(region.getByRole('button', { name: '月' })).toHaveClass('rbc-active');
    const month = region.getByRole('table', { name: 'Month View' });
    const headers = within(within(month).getAllByRole('row')[0]!).getAllByRole('columnheader').map((cell) => cell.textContent);
    await expect(headers).toEqual(['周一', '周二', '周三', '周四', '周五', '周六', '周日']);

    const query = args.query as unknown as QueryMock;
    const [call, params] = query.mock.calls.at(-1)!;
    await expect(call).toBe('OaEvent/queryList');
    await expect(params).toEqual({ startTime: expect.stringMatching(/ 00:00:00$/), endTime: expect.stringMatching(/ 23:59:59$/) });

    // every week row of the month holds the meeting; the visit comes once
    const weeks = within(month).getAllByRole('rowgroup');
    await expect(weeks.length).toBeGreaterThanOrEqual(4);
    for (const week of weeks) await expect(within(week).getAllByRole('button', { name: MEETING })).toHaveLength(1);
    await expect(region.getAllByRole('button', { name: VISIT })).toHaveLength(1);
    // the count says what the grid draws
    await expect(region.getByText(`共 ${weeks.length + 1} 项`)).toBeVisible();

    await userEvent.click(region.getAllByRole('button', { name: MEETING })[0]!);
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ eventId: 21, title: '部门周例会', type: 2 }));
    await userEvent.click(region.getByRole('button', { name: VISIT }));
    await expect(args.onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ eventId: 22, title: '拜访杭州云帆' }));

    const heading = region.getByText(/^\d{4}年\d{1,2}月$/).textContent;
    await userEvent.click(region.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(region.getByText(/^\d{4}年\d{1,2}月$/).textContent).not.toBe(heading));
    await waitFor(() => expect(query.mock.calls.length).toBe(2));
    await waitFor(() => expect(within(canvasElement).getByRole('region', { name: '日程日历' })).not.toHaveAttribute('aria-busy'));
    const next = within(region.getByRole('table', { name: 'Month View' })).getAllByRole('rowgroup');
    for (const week of next) await expect(within(week).getAllByRole('button', { name: MEETING })).toHaveLength(1);
    await expect(region.queryByRole('button', { name: VISIT })).toBeNull();
    await expect(region.getByText(`共 ${next.length} 项`)).toBeVisible();
  },
};

/**
 * 周 then 日: the week grid from Monday to Sunday with the meeting and the visit once each, asked
 * for that week only; the day grid of today with both; 月 back to the month.
 */
export const SwitchViews: Story = {
  play: async ({ canvasElement, args }) => {
    const { region } = await loaded(canvasElement);
    const query = args.query as unknown as QueryMock;

    await userEvent.click(region.getByRole('button', { name: '周' }));
    await waitFor(() => expect(region.getByRole('button', { name: '周' })).toHaveClass('rbc-active'));
    await waitFor(() => expect(query.mock.calls.length).toBe(2));
    const week = query.mock.calls.at(-1)![1];
    const days = (Date.parse(String(week.endTime).replace(' ', 'T')) - Date.parse(String(week.startTime).replace(' ', 'T')) + 1000) / 86_400_000;
    await expect(days).toBe(7);
    await expect(new Date(String(week.startTime).replace(' ', 'T')).getDay()).toBe(1); // a Monday
    await waitFor(() => expect(region.getAllByRole('button', { name: MEETING })).toHaveLength(1));
    await expect(region.getAllByRole('button', { name: VISIT })).toHaveLength(1);
    const dayHeads = region.getAllByRole('columnheader').map((cell) => cell.textContent ?? '').filter((text) => /日 周/.test(text));
    await expect(dayHeads.map((text) => text.slice(-2))).toEqual(['周一', '周二', '周三', '周四', '周五', '周六', '周日']);

    await userEvent.click(region.getByRole('button', { name: '日' }));
    await waitFor(() => expect(region.getByRole('button', { name: '日' })).toHaveClass('rbc-active'));
    await waitFor(() => expect(query.mock.calls.length).toBe(3));
    const day = query.mock.calls.at(-1)![1];
    await expect(String(day.startTime).slice(0, 10)).toBe(String(day.endTime).slice(0, 10));
    await waitFor(() => expect(region.getAllByRole('button', { name: MEETING })).toHaveLength(1));
    await expect(region.getAllByRole('button', { name: VISIT })).toHaveLength(1);
    await expect(region.getByText(/^\d{4}年\d{1,2}月\d{1,2}日 星期.$/)).toBeVisible();
    await userEvent.click(region.getByRole('button', { name: VISIT }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ eventId: 22 }));

    await userEvent.click(region.getByRole('button', { name: '月' }));
    await expect(await region.findByRole('table', { name: 'Month View' })).toBeVisible();
  },
};

/** How many list calls still fail (LoadFailed sets it). */
let failures = 0;

/** The list call fails: its message and 重试, which asks again and draws the items. */
export const LoadFailed: Story = {
  beforeEach: () => { failures = 1; },
  args: {
    query: fn(async (_call: string, params: Record<string, unknown>) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('网络异常');
      }
      return answerQueryList(params);
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('网络异常');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(canvas.getAllByRole('button', { name: MEETING }).length).toBeGreaterThanOrEqual(4));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * Free time picked on the month grid (a click on an empty day): the create view with that day's
 * 09:00-10:00 (whole days become office hours); the grid says how (点击或拖选空白时间新建).
 */
export const PickFreeDay: Story = {
  play: async ({ canvasElement, args }) => {
    const { region } = await loaded(canvasElement);
    await expect(region.getByText('点击或拖选空白时间新建')).toBeVisible();
    // The day cells of the grid's background have no role: the third week's Wednesday.
    const week = within(region.getByRole('table', { name: 'Month View' })).getAllByRole('rowgroup')[2]!;
    const wednesday = week.querySelectorAll<HTMLElement>('.rbc-day-bg')[2]!;
    // The grid's selection reads the pointer's page position (a plain click event carries none).
    const box = wednesday.getBoundingClientRect();
    const at = { clientX: box.left + box.width / 2, clientY: box.top + box.height * 0.75, button: 0, which: 1 };
    fireEvent.mouseDown(wednesday, at);
    fireEvent.mouseUp(wednesday, at);
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledTimes(1));
    const [prefill] = (args.onCreate as unknown as { mock: { calls: Array<[Record<string, string>]> } }).mock.calls[0]!;
    await expect(prefill.startTime).toMatch(/^\d{4}-\d{2}-\d{2} 09:00:00$/);
    await expect(prefill.endTime).toBe(prefill.startTime.replace('09:00:00', '10:00:00'));
    await expect(new Date(prefill.startTime.slice(0, 10) + 'T12:00').getDay()).toBe(3);
  },
};
