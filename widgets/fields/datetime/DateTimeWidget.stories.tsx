// Stories of formType `datetime`: the widget inside a one-field LingxiForm, in each state a field can
// be in, then the calendar with its 时/分. The field shows `yyyy-MM-dd HH:mm`; the form holds
// `yyyy-MM-dd HH:mm:ss`.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { compileFields } from '../../../engine/fields/index.ts';
import { SchemaForm } from '../../../engine/react/form/index.ts';
import { OneFieldForm } from '../../form/OneFieldForm.tsx';
import {
  expectFieldError, expectLabelled, expectNoFieldError, expectRequiredMark, expectTypingIgnored,
} from '../../form/storyChecks.ts';

const meta = {
  title: 'Widgets/Fields/datetime',
  component: OneFieldForm,
  args: { formType: 'datetime', title: '下次联系时间', onValueChange: fn() },
} satisfies Meta<typeof OneFieldForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A text input hinting the format; `2026-11-22 09:30` typed reaches the form as yyyy-MM-dd HH:mm:ss. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await expectLabelled(canvas, '下次联系时间');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveAttribute('placeholder', 'yyyy-MM-dd HH:mm');
    await expect(input).toHaveValue('');
    await expectNoFieldError(canvas, input);
    await userEvent.type(input, '2026-11-22 09:30');
    await expect(input).toHaveValue('2026-11-22 09:30');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-11-22 09:30:00');
  },
};

/** A stored value is shown to the minute (its seconds stay in the value). */
export const Filled: Story = {
  args: { value: '2026-11-22 14:05:30' },
  play: async ({ canvasElement }) => {
    await expect(await expectLabelled(within(canvasElement), '下次联系时间')).toHaveValue('2026-11-22 14:05');
  },
};

export const Error: Story = {
  args: { value: '2026-11-22 14:05:30', error: '下次联系时间不能早于当前时间' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFieldError(canvas, await expectLabelled(canvas, '下次联系时间'), '下次联系时间不能早于当前时间');
  },
};

export const Disabled: Story = {
  args: { value: '2026-11-22 14:05:30', disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await expectLabelled(canvas, '下次联系时间');
    await expect(input).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '选择日期和时间' })).toBeDisabled();
    await expectTypingIgnored(input, args.onValueChange, '2026-11-22 14:05');
  },
};

export const ReadOnly: Story = {
  args: { value: '2026-11-22 14:05:30', readonly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await expectLabelled(canvas, '下次联系时间');
    await expect(input).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: '选择日期和时间' })).toBeDisabled();
    await expectTypingIgnored(input, args.onValueChange, '2026-11-22 14:05');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRequiredMark(canvas, await expectLabelled(canvas, '下次联系时间'));
  },
};

/** A day from the calendar keeps the time; 时 and 分 change it; 确定 closes. */
export const PickDayAndTime: Story = {
  args: { value: '2026-11-22 14:05:30' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await expectLabelled(canvas, '下次联系时间');
    await userEvent.click(canvas.getByRole('button', { name: '选择日期和时间' }));
    const calendar = within(await canvas.findByRole('dialog', { name: '日历' }));
    await userEvent.click(calendar.getByRole('button', { name: /^选择 2026年11月26日/ }));

    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-11-26 14:05:30');
    await userEvent.selectOptions(calendar.getByLabelText('时'), '9');
    await userEvent.selectOptions(calendar.getByLabelText('分'), '30');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-11-26 09:30:00');
    await expect(calendar.getByText('此刻')).toBeInTheDocument();
    await userEvent.click(calendar.getByText('确定'));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(input).toHaveValue('2026-11-26 09:30');
  },
};

/** In the form runtime: a time that does not exist is named on leaving the field. */
export const InvalidText: Story = {
  render: () => (
    <SchemaForm compiled={compileFields([{ fieldId: 15, fieldName: 'next_time', name: '下次联系时间', formType: 'datetime', isNull: 0, value: '', fieldType: 1 }], { mode: 'save' })} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await expectLabelled(canvas, '下次联系时间', 'root_next_time');
    await userEvent.type(input, '2026-11-26 25:00');
    await userEvent.tab();
    await expectFieldError(canvas, input, '下次联系时间格式有误');
    await userEvent.clear(input);
    await userEvent.type(input, '2026-11-26 14:30');
    await waitFor(() => expectNoFieldError(canvas, input));
  },
};
