// Stories of formType `checkbox`: the widget inside a one-field LingxiForm, in each state a field can
// be in. The value is the list of checked choices, in the order of the setting.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OneFieldForm } from '../../form/OneFieldForm.tsx';
import { expectFieldError, expectLabelled, expectNoFieldError, expectRequiredMark } from '../../form/storyChecks.ts';

const SOURCES = ['促销', '搜索引擎', '广告', '转介绍'];

const meta = {
  title: 'Widgets/Fields/checkbox',
  component: OneFieldForm,
  args: { formType: 'checkbox', title: '客户来源', setting: SOURCES, onValueChange: fn() },
} satisfies Meta<typeof OneFieldForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two choices checked (by keyboard, then by mouse), one unchecked again. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = await expectLabelled(canvas, '客户来源');
    await expect(group).toHaveRole('group');
    await expect(within(group).getAllByRole('checkbox')).toHaveLength(4);
    await expectNoFieldError(canvas, group);

    // Keyboard: Tab reaches the first choice, Space checks it.
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: '促销' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: '促销' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['促销']);

    // Mouse, on a later choice: the value keeps the setting's order, not the click order.
    await userEvent.click(canvas.getByText('转介绍'));
    await expect(canvas.getByRole('checkbox', { name: '转介绍' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['促销', '转介绍']);

    await userEvent.click(canvas.getByText('促销'));
    await expect(canvas.getByRole('checkbox', { name: '促销' })).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['转介绍']);
  },
};

export const Filled: Story = {
  args: { value: ['广告', '转介绍'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: '广告' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '转介绍' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '促销' })).not.toBeChecked();
  },
};

export const Error: Story = {
  args: { required: true, error: '客户来源不能为空' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await expectLabelled(canvas, '客户来源');
    await expectFieldError(canvas, group, '客户来源不能为空', within(group).getAllByRole('checkbox'));
  },
};

export const Disabled: Story = {
  args: { value: ['广告'], disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: '促销' });
    await expect(box).toBeDisabled();
    await userEvent.click(canvas.getByText('促销'));
    await expect(box).not.toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { value: ['广告'], readonly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('广告'));
    await userEvent.click(canvas.getByText('促销'));
    await expect(canvas.getByRole('checkbox', { name: '广告' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '促销' })).not.toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRequiredMark(canvas, await expectLabelled(canvas, '客户来源'), false);
  },
};

/**
 * Options that carry an id and a colour (a task's 标签, names may repeat or hold commas): the name is
 * shown after a dot of its colour, the id is held, and the wire joins ids, never names.
 */
export const ColouredOptions: Story = {
  args: {
    title: '标签',
    setting: [
      { name: '重要', value: '11', color: '#F96A6A' },
      { name: '客户A,B', value: '12', color: '#3E84E9' },
      { name: '客户A,B', value: '13', color: '#53D397' },
    ] as never,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual(['重要', '客户A,B', '客户A,B']);
    await userEvent.click(boxes[1]!);
    await userEvent.click(boxes[2]!);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['12', '13']);
  },
};
