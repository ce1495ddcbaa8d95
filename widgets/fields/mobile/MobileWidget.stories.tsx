// Stories of formType `mobile`: the widget inside a one-field LingxiForm, in each state a field can be in.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OneFieldForm } from '../../form/OneFieldForm.tsx';
import {
  expectFieldError, expectLabelled, expectNoFieldError, expectRequiredMark, expectTypingIgnored,
} from '../../form/storyChecks.ts';

const meta = {
  title: 'Widgets/Fields/mobile',
  component: OneFieldForm,
  args: { formType: 'mobile', title: '手机', placeholder: '请输入手机号', onValueChange: fn() },
} satisfies Meta<typeof OneFieldForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tel input (phone keypad, no browser validation of its own). */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await expectLabelled(canvas, '手机');
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('type', 'tel');
    await expectNoFieldError(canvas, input);
    await userEvent.type(input, '13800138000');
    await expect(input).toHaveValue('13800138000');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('13800138000');
  },
};

export const Filled: Story = {
  args: { value: '0571-88886666' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await expectLabelled(canvas, '手机')).toHaveValue('0571-88886666');
  },
};

/** The engine's mobile rule fails. */
export const Error: Story = {
  args: { value: '12345', error: '手机格式有误' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await expectLabelled(canvas, '手机');
    await expect(input).toHaveValue('12345');
    await expectFieldError(canvas, input, '手机格式有误');
  },
};

export const Disabled: Story = {
  args: { value: '0571-88886666', disabled: true },
  play: async ({ canvasElement, args }) => {
    const input = await expectLabelled(within(canvasElement), '手机');
    await expect(input).toBeDisabled();
    await expectTypingIgnored(input, args.onValueChange, '0571-88886666');
  },
};

export const ReadOnly: Story = {
  args: { value: '0571-88886666', readonly: true },
  play: async ({ canvasElement, args }) => {
    const input = await expectLabelled(within(canvasElement), '手机');
    await expect(input).toHaveAttribute('readonly');
    await expectTypingIgnored(input, args.onValueChange, '0571-88886666');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRequiredMark(canvas, await expectLabelled(canvas, '手机'));
  },
};
