// Stories of formType `number`: the widget inside a one-field LingxiForm, in each state a field can be in.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OneFieldForm } from '../../form/OneFieldForm.tsx';
import {
  expectFieldError, expectLabelled, expectNoFieldError, expectRequiredMark, expectTypingIgnored,
} from '../../form/storyChecks.ts';

const meta = {
  title: 'Widgets/Fields/number',
  component: OneFieldForm,
  args: { formType: 'number', title: '数量', placeholder: '请输入数量', onValueChange: fn() },
} satisfies Meta<typeof OneFieldForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A text input with the decimal keypad, no spinners: the typed text is the value, as a string. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await expectLabelled(canvas, '数量');
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expectNoFieldError(canvas, input);
    await userEvent.type(input, '12.5');
    await expect(input).toHaveValue('12.5');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('12.5');
  },
};

export const Filled: Story = {
  args: { value: '1200' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await expectLabelled(canvas, '数量')).toHaveValue('1200');
  },
};

/** The engine's number rule fails: at most 4 decimals. */
export const Error: Story = {
  args: { value: '1.23456', error: '数字的整数部分须少于12位，小数部分须少于4位' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await expectLabelled(canvas, '数量');
    await expect(input).toHaveValue('1.23456');
    await expectFieldError(canvas, input, '数字的整数部分须少于12位，小数部分须少于4位');
  },
};

export const Disabled: Story = {
  args: { value: '1200', disabled: true },
  play: async ({ canvasElement, args }) => {
    const input = await expectLabelled(within(canvasElement), '数量');
    await expect(input).toBeDisabled();
    await expectTypingIgnored(input, args.onValueChange, '1200');
  },
};

export const ReadOnly: Story = {
  args: { value: '1200', readonly: true },
  play: async ({ canvasElement, args }) => {
    const input = await expectLabelled(within(canvasElement), '数量');
    await expect(input).toHaveAttribute('readonly');
    await expectTypingIgnored(input, args.onValueChange, '1200');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRequiredMark(canvas, await expectLabelled(canvas, '数量'));
  },
};
