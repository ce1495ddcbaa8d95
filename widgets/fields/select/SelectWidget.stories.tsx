// Stories of formType `select`: the widget inside a one-field LingxiForm, in each state a field can be
// in. Options come from 'ui:options'.setting, as strings (the server's form) or {name, value}.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OneFieldForm } from '../../form/OneFieldForm.tsx';
import {
  expectFieldError, expectLabelled, expectNoFieldError, expectRequiredMark,
} from '../../form/storyChecks.ts';

const LEVELS = ['A（核心客户）', 'B（重点客户）', 'C（普通客户）'];

const meta = {
  title: 'Widgets/Fields/select',
  component: OneFieldForm,
  args: { formType: 'select', title: '客户级别', setting: LEVELS, onValueChange: fn() },
} satisfies Meta<typeof OneFieldForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 请选择 first, then the setting in order. The select is reached with Tab and picked without a
 * mouse. (storybook/test's userEvent cannot press keys *inside* a native select, which is the
 * browser's own UI: selectOptions stands in for the arrow keys there.)
 */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = await expectLabelled(canvas, '客户级别');
    await expect(select).toHaveDisplayValue('请选择');
    await expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['请选择', ...LEVELS]);
    await expectNoFieldError(canvas, select);
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'B（重点客户）');
    await expect(select).toHaveDisplayValue('B（重点客户）');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('B（重点客户）');
    // Back to 请选择 clears the value.
    await userEvent.selectOptions(select, '请选择');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(undefined);
  },
};

export const Filled: Story = {
  args: { value: 'C（普通客户）' },
  play: async ({ canvasElement }) => {
    await expect(await expectLabelled(within(canvasElement), '客户级别')).toHaveDisplayValue('C（普通客户）');
  },
};

/** Options as {name, value}: the name is shown, the value is stored. */
export const NamedOptions: Story = {
  args: {
    setting: [
      { name: '核心客户', value: 'A' },
      { name: '重点客户', value: 'B' },
      { name: '普通客户', value: 'C' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const select = await expectLabelled(within(canvasElement), '客户级别');
    await userEvent.selectOptions(select, '重点客户');
    await expect(select).toHaveDisplayValue('重点客户');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('B');
  },
};

/** A saved value the admin has since removed from the options is still shown, not replaced by 请选择. */
export const RemovedOption: Story = {
  args: { value: 'D（流失客户）' },
  play: async ({ canvasElement }) => {
    await expect(await expectLabelled(within(canvasElement), '客户级别')).toHaveDisplayValue('D（流失客户）');
  },
};

export const Error: Story = {
  args: { required: true, error: '客户级别不能为空' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFieldError(canvas, await expectLabelled(canvas, '客户级别'), '客户级别不能为空');
  },
};

export const Disabled: Story = {
  args: { value: 'A（核心客户）', disabled: true },
  play: async ({ canvasElement, args }) => {
    const select = await expectLabelled(within(canvasElement), '客户级别');
    await expect(select).toBeDisabled();
    await expect(select).toHaveDisplayValue('A（核心客户）');
    await userEvent.tab();
    await expect(select).not.toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Read-only shows the chosen text in a read-only input: focusable and copyable, not changeable. */
export const ReadOnly: Story = {
  args: { value: 'A（核心客户）', readonly: true },
  play: async ({ canvasElement, args }) => {
    const input = await expectLabelled(within(canvasElement), '客户级别');
    await expect(input).toHaveAttribute('readonly');
    await expect(input).toHaveValue('A（核心客户）');
    await userEvent.type(input, 'B');
    await expect(input).toHaveValue('A（核心客户）');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRequiredMark(canvas, await expectLabelled(canvas, '客户级别'));
  },
};
