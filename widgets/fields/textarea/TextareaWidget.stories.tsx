// Stories of formType `textarea`: the widget inside a one-field LingxiForm, in each state a field can
// be in, and its live "n/200" counter.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OneFieldForm } from '../../form/OneFieldForm.tsx';
import {
  expectFieldError, expectLabelled, expectNoFieldError, expectRequiredMark, expectTypingIgnored,
} from '../../form/storyChecks.ts';

const NOTE = '下周二上门拜访，带上新版报价单。';
const TOO_LONG = '长'.repeat(201);

const meta = {
  title: 'Widgets/Fields/textarea',
  component: OneFieldForm,
  args: { formType: 'textarea', title: '备注', placeholder: '请输入备注', onValueChange: fn() },
} satisfies Meta<typeof OneFieldForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The counter follows every keystroke; typing stops at 200 characters. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const textarea = await expectLabelled(canvas, '备注');
    await expect(textarea).toHaveValue('');
    await expect(textarea).toHaveAttribute('maxlength', '200');
    await expect(canvas.getByText('0/200')).toBeVisible();
    await expectNoFieldError(canvas, textarea);
    await userEvent.type(textarea, '你好，世界');
    await expect(textarea).toHaveValue('你好，世界');
    await expect(canvas.getByText('5/200')).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('你好，世界');
    // The counter is part of the description a screen reader reads on focus.
    await expect(textarea).toHaveAccessibleDescription('5/200');
  },
};

export const Filled: Story = {
  args: { value: NOTE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await expectLabelled(canvas, '备注')).toHaveValue(NOTE);
    await expect(canvas.getByText(`${Array.from(NOTE).length}/200`)).toBeVisible();
  },
};

/** A record saved before the limit: shown whole, the counter over the limit, the rule's message under it. */
export const Error: Story = {
  args: { value: TOO_LONG, error: '备注不能超过200个字符' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = await expectLabelled(canvas, '备注');
    await expect(textarea).toHaveValue(TOO_LONG);
    await expect(canvas.getByText('201/200')).toBeVisible();
    await expectFieldError(canvas, textarea, '备注不能超过200个字符');
  },
};

export const Disabled: Story = {
  args: { value: NOTE, disabled: true },
  play: async ({ canvasElement, args }) => {
    const textarea = await expectLabelled(within(canvasElement), '备注');
    await expect(textarea).toBeDisabled();
    await expectTypingIgnored(textarea, args.onValueChange, NOTE);
  },
};

export const ReadOnly: Story = {
  args: { value: NOTE, readonly: true },
  play: async ({ canvasElement, args }) => {
    const textarea = await expectLabelled(within(canvasElement), '备注');
    await expect(textarea).toHaveAttribute('readonly');
    await expectTypingIgnored(textarea, args.onValueChange, NOTE);
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRequiredMark(canvas, await expectLabelled(canvas, '备注'));
  },
};
