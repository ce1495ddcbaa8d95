// Stories of formType `date`: the widget inside a one-field LingxiForm, in each state a field can be
// in, then the calendar (Chinese whatever the browser's language), typing, and the rule's message
// for text that is not a day (through the engine's form runtime, as the create forms use it).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { compileFields } from '../../../engine/fields/index.ts';
import { SchemaForm } from '../../../engine/react/form/index.ts';
import { OneFieldForm } from '../../form/OneFieldForm.tsx';
import { inputWidgetStories } from '../../form/inputWidgetStories.ts';
import { expectFieldError, expectLabelled, expectNoFieldError } from '../../form/storyChecks.ts';

/** The calendar's month or year title; each view has one, only the shown view's is visible. */
function visibleTitle(calendar: HTMLElement): string | undefined {
  return [...calendar.querySelectorAll<HTMLElement>('[data-part="range-text"]')].find((el) => el.checkVisibility())?.textContent ?? undefined;
}

const meta = {
  title: 'Widgets/Fields/date',
  component: OneFieldForm,
  args: { formType: 'date', title: '下单时间', placeholder: '请选择下单时间', onValueChange: fn() },
} satisfies Meta<typeof OneFieldForm>;

export default meta;
type Story = StoryObj<typeof meta>;

// A text input (never the browser's own date input, which shows mm/dd/yyyy to an English browser):
// what is typed is the yyyy-MM-dd the server uses.
const stories = inputWidgetStories({
  label: '下单时间',
  attributes: { type: 'text', placeholder: '请选择下单时间' },
  typed: '2026-11-22',
  filled: '2026-03-15',
  invalid: { value: '2026-03-15', message: '下单时间不能早于合同开始时间' },
});

export const Empty = stories.Empty;
export const Filled = stories.Filled;
export const Error = stories.Error;
export const Disabled = stories.Disabled;
export const ReadOnly = stories.ReadOnly;
export const Required = stories.Required;

/** The calendar opens on the value's month, in Chinese, weeks from Monday; a picked day is written yyyy-MM-dd. */
export const PickFromCalendar: Story = {
  args: { value: '2026-03-15' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await expectLabelled(canvas, '下单时间');
    await userEvent.click(canvas.getByRole('button', { name: '选择日期' }));
    const calendar = await canvas.findByRole('dialog', { name: '日历' });
    const inCalendar = within(calendar);
    await expect(visibleTitle(calendar)).toBe('2026年3月');
    const weekdays = [...calendar.querySelectorAll('[data-part="table-header"]')].filter((el) => el.checkVisibility()).map((cell) => cell.textContent);
    await expect(weekdays).toEqual(['一', '二', '三', '四', '五', '六', '日']);
    // (The popover fades in.)
    await waitFor(() => expect(inCalendar.getByRole('button', { name: '今天' })).toBeVisible());
    await expect(inCalendar.getByRole('button', { name: '清空' })).toBeVisible();
    // The day cells: 15 is chosen; 20 is picked with the mouse.
    await expect(inCalendar.getByRole('button', { name: /^已选 2026年3月15日/ })).toHaveFocus();
    await expect(inCalendar.getByRole('button', { name: '下个月' })).toBeVisible();
    await userEvent.click(inCalendar.getByRole('button', { name: /^选择 2026年3月20日/ }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(input).toHaveValue('2026-03-20');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-03-20');
  },
};

/** Next month, then 清空 empties the field; 今天 writes today. */
export const TodayAndClear: Story = {
  args: { value: '2026-12-31' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await expectLabelled(canvas, '下单时间');
    await userEvent.click(canvas.getByRole('button', { name: '选择日期' }));
    const dialog = await canvas.findByRole('dialog', { name: '日历' });
    let calendar = within(dialog);
    await userEvent.click([...dialog.querySelectorAll<HTMLElement>('[data-part="next-trigger"]')].find((el) => el.checkVisibility())!);
    await expect(visibleTitle(dialog)).toBe('2027年1月');
    await userEvent.click(calendar.getByRole('button', { name: '清空' }));
    await expect(input).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(undefined);

    await userEvent.click(canvas.getByRole('button', { name: '选择日期' }));
    calendar = within(await canvas.findByRole('dialog', { name: '日历' }));
    await userEvent.click(calendar.getByRole('button', { name: '今天' }));
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    await expect(input).toHaveValue(today);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(today);
  },
};

/** Typed loosely (2026/1/5), kept as typed while typing, written yyyy-MM-dd, shown so on leaving. */
export const TypedLoosely: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await expectLabelled(canvas, '下单时间');
    await userEvent.type(input, '2026/1/5');
    await expect(input).toHaveValue('2026/1/5');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-01-05');
    await userEvent.tab();
    await expect(input).toHaveValue('2026-01-05');
  },
};

/** In the form runtime: text that is not a day is named on leaving the field, and the message goes once it is fixed. */
export const InvalidText: Story = {
  render: () => (
    <SchemaForm compiled={compileFields([{ fieldId: 47, fieldName: 'order_date', name: '下单时间', formType: 'date', isNull: 0, value: '', fieldType: 1 }], { mode: 'save' })} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await expectLabelled(canvas, '下单时间', 'root_order_date');
    await userEvent.type(input, '2026-02-30');
    await userEvent.tab();
    await expectFieldError(canvas, input, '下单时间格式有误');
    await userEvent.clear(input);
    await userEvent.type(input, '2026-02-28');
    await waitFor(() => expectNoFieldError(canvas, input));
  },
};
