// Stories of formType `email`: the widget inside a one-field LingxiForm, in each state a field can be in.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OneFieldForm } from '../../form/OneFieldForm.tsx';
import {
  expectFieldError, expectLabelled, expectNoFieldError, expectRequiredMark, expectTypingIgnored,
} from '../../form/storyChecks.ts';

const meta = {
  title: 'Widgets/Fields/email',
  component: OneFieldForm,
  args: { formType: 'email', title: '邮箱', placeholder: '请输入邮箱', onValueChange: fn() },
} satisfies Meta<typeof OneFieldForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A text input with the e-mail keyboard: the browser never blocks submit with its own e-mail check. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await expectLabelled(canvas, '邮箱');
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveAttribute('inputmode', 'email');
    await expectNoFieldError(canvas, input);
    await userEvent.type(input, 'zhang.san@lingxi.cn');
    await expect(input).toHaveValue('zhang.san@lingxi.cn');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('zhang.san@lingxi.cn');
  },
};

export const Filled: Story = {
  args: { value: 'li.si@lingxi.cn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await expectLabelled(canvas, '邮箱')).toHaveValue('li.si@lingxi.cn');
  },
};

/** The engine's e-mail rule fails. */
export const Error: Story = {
  args: { value: 'li.si@', error: '邮箱格式有误' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await expectLabelled(canvas, '邮箱');
    await expect(input).toHaveValue('li.si@');
    await expectFieldError(canvas, input, '邮箱格式有误');
  },
};

export const Disabled: Story = {
  args: { value: 'li.si@lingxi.cn', disabled: true },
  play: async ({ canvasElement, args }) => {
    const input = await expectLabelled(within(canvasElement), '邮箱');
    await expect(input).toBeDisabled();
    await expectTypingIgnored(input, args.onValueChange, 'li.si@lingxi.cn');
  },
};

export const ReadOnly: Story = {
  args: { value: 'li.si@lingxi.cn', readonly: true },
  play: async ({ canvasElement, args }) => {
    const input = await expectLabelled(within(canvasElement), '邮箱');
    await expect(input).toHaveAttribute('readonly');
    await expectTypingIgnored(input, args.onValueChange, 'li.si@lingxi.cn');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRequiredMark(canvas, await expectLabelled(canvas, '邮箱'));
  },
};
