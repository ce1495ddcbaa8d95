// Stories of formType `date`: the widget inside a one-field LingxiForm, in each state a field can be in.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OneFieldForm } from '../../form/OneFieldForm.tsx';
import {
  expectFieldError, expectLabelled, expectNoFieldError, expectRequiredMark, expectTypingIgnored,
} from '../../form/storyChecks.ts';

const meta = {
  title: 'Widgets/Fields/date',
  component: OneFieldForm,
  args: { formType: 'date', title: '下单时间', placeholder: '请选择下单时间', onValueChange: fn() },
} satisfies Meta<typeof OneFieldForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The native date input: its value is already the yyyy-MM-dd the server uses. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await expectLabelled(canvas, '下单时间');
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('type', 'date');
    await expectNoFieldError(canvas, input);
    await userEvent.type(input, '2026-11-22');
    await expect(input).toHaveValue('2026-11-22');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2026-11-22');
  },
};

export const Filled: Story = {
  args: { value: '2026-03-15' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await expectLabelled(canvas, '下单时间')).toHaveValue('2026-03-15');
  },
};

/** A message from the engine or the server. */
export const Error: Story = {
  args: { value: '2026-03-15', error: '下单时间不能早于合同开始时间' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await expectLabelled(canvas, '下单时间');
    await expect(input).toHaveValue('2026-03-15');
    await expectFieldError(canvas, input, '下单时间不能早于合同开始时间');
  },
};

export const Disabled: Story = {
  args: { value: '2026-03-15', disabled: true },
  play: async ({ canvasElement, args }) => {
    const input = await expectLabelled(within(canvasElement), '下单时间');
    await expect(input).toBeDisabled();
    await expectTypingIgnored(input, args.onValueChange, '2026-03-15');
  },
};

export const ReadOnly: Story = {
  args: { value: '2026-03-15', readonly: true },
  play: async ({ canvasElement, args }) => {
    const input = await expectLabelled(within(canvasElement), '下单时间');
    await expect(input).toHaveAttribute('readonly');
    await expectTypingIgnored(input, args.onValueChange, '2026-03-15');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRequiredMark(canvas, await expectLabelled(canvas, '下单时间'));
  },
};
