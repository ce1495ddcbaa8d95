// Stories of formType `floatnumber`: the widget inside a one-field LingxiForm, in each state a field can be in.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OneFieldForm } from '../../form/OneFieldForm.tsx';
import {
  expectFieldError, expectLabelled, expectNoFieldError, expectRequiredMark, expectTypingIgnored,
} from '../../form/storyChecks.ts';

const meta = {
  title: 'Widgets/Fields/floatnumber',
  component: OneFieldForm,
  args: { formType: 'floatnumber', title: '合同金额', placeholder: '请输入合同金额', onValueChange: fn() },
} satisfies Meta<typeof OneFieldForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Money: the typed text, sign and trailing zero included, is the value, as a string. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await expectLabelled(canvas, '合同金额');
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expectNoFieldError(canvas, input);
    await userEvent.type(input, '-1234.50');
    await expect(input).toHaveValue('-1234.50');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('-1234.50');
  },
};

export const Filled: Story = {
  args: { value: '98000.00' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await expectLabelled(canvas, '合同金额')).toHaveValue('98000.00');
  },
};

/** The engine's currency rule fails: at most 10 integer digits. */
export const Error: Story = {
  args: { value: '12345678901', error: '货币的整数部分须少于10位，小数部分须少于2位' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await expectLabelled(canvas, '合同金额');
    await expect(input).toHaveValue('12345678901');
    await expectFieldError(canvas, input, '货币的整数部分须少于10位，小数部分须少于2位');
  },
};

export const Disabled: Story = {
  args: { value: '98000.00', disabled: true },
  play: async ({ canvasElement, args }) => {
    const input = await expectLabelled(within(canvasElement), '合同金额');
    await expect(input).toBeDisabled();
    await expectTypingIgnored(input, args.onValueChange, '98000.00');
  },
};

export const ReadOnly: Story = {
  args: { value: '98000.00', readonly: true },
  play: async ({ canvasElement, args }) => {
    const input = await expectLabelled(within(canvasElement), '合同金额');
    await expect(input).toHaveAttribute('readonly');
    await expectTypingIgnored(input, args.onValueChange, '98000.00');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRequiredMark(canvas, await expectLabelled(canvas, '合同金额'));
  },
};
