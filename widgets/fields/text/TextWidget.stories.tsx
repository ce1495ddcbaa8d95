// Stories of formType `text`: the widget inside a one-field LingxiForm, in each state a field can be in.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OneFieldForm } from '../../form/OneFieldForm.tsx';
import {
  expectFieldError, expectLabelled, expectNoFieldError, expectRequiredMark, expectTypingIgnored,
} from '../../form/storyChecks.ts';

const meta = {
  title: 'Widgets/Fields/text',
  component: OneFieldForm,
  args: { formType: 'text', title: '客户名称', placeholder: '请输入客户名称', onValueChange: fn() },
} satisfies Meta<typeof OneFieldForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, with the inputTips as placeholder; typing shows the text and hands it to the form. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await expectLabelled(canvas, '客户名称');
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', '请输入客户名称');
    await expectNoFieldError(canvas, input);
    await userEvent.type(input, '灵犀科技');
    await expect(input).toHaveValue('灵犀科技');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('灵犀科技');
  },
};

export const Filled: Story = {
  args: { value: '杭州灵犀科技有限公司' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await expectLabelled(canvas, '客户名称');
    await expect(input).toHaveValue('杭州灵犀科技有限公司');
    // Clearing gives the form "no value", not an empty string.
    await userEvent.clear(input);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(undefined);
  },
};

/** A uniqueness failure from the server, shown under the field. */
export const Error: Story = {
  args: { value: '杭州灵犀科技有限公司', error: '客户名称已存在' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFieldError(canvas, await expectLabelled(canvas, '客户名称'), '客户名称已存在');
  },
};

export const Disabled: Story = {
  args: { value: '杭州灵犀科技有限公司', disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await expectLabelled(canvas, '客户名称');
    await expect(input).toBeDisabled();
    await expectTypingIgnored(input, args.onValueChange, '杭州灵犀科技有限公司');
  },
};

export const ReadOnly: Story = {
  args: { value: '杭州灵犀科技有限公司', readonly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = await expectLabelled(canvas, '客户名称');
    await expect(input).toHaveAttribute('readonly');
    await expectTypingIgnored(input, args.onValueChange, '杭州灵犀科技有限公司');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await expectLabelled(canvas, '客户名称');
    await expectRequiredMark(canvas, input);
  },
};
