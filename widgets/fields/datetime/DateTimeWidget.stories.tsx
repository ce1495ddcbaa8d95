// Stories of formType `datetime`: the widget inside a one-field LingxiForm, in each state a field can
// be in. The form holds `yyyy-MM-dd HH:mm:ss`; the native input shows and takes `yyyy-MM-ddTHH:mm:ss`.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

/** A time typed into the native input reaches the form as yyyy-MM-dd HH:mm:ss. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await expectLabelled(canvas, '下次联系时间');
    await expect(input).toHaveAttribute('type', 'datetime-local');
    await expect(input).toHaveValue('');
    await expectNoFieldError(canvas, input);
    await userEvent.type(input, '2026-11-22T09:30');
    await expect(input).toHaveValue('2026-11-22T09:30');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-11-22 09:30:00');
  },
};

/** A stored value, seconds included, is shown as is. */
export const Filled: Story = {
  args: { value: '2026-11-22 14:05:30' },
  play: async ({ canvasElement }) => {
    await expect(await expectLabelled(within(canvasElement), '下次联系时间')).toHaveValue('2026-11-22T14:05:30');
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
    const input = await expectLabelled(within(canvasElement), '下次联系时间');
    await expect(input).toBeDisabled();
    await expectTypingIgnored(input, args.onValueChange, '2026-11-22T14:05:30');
  },
};

export const ReadOnly: Story = {
  args: { value: '2026-11-22 14:05:30', readonly: true },
  play: async ({ canvasElement, args }) => {
    const input = await expectLabelled(within(canvasElement), '下次联系时间');
    await expect(input).toHaveAttribute('readonly');
    await expectTypingIgnored(input, args.onValueChange, '2026-11-22T14:05:30');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRequiredMark(canvas, await expectLabelled(canvas, '下次联系时间'));
  },
};
