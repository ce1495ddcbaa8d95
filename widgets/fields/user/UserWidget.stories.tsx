// Stories of formType `user`: the engine-compiled field in a LingxiForm with in-memory employees.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryDataSources } from '../../form/dataSources.ts';
import { FieldStoryForm, definition } from '../../form/FieldStoryForm.tsx';
import { expectFieldError, expectLabelled } from '../../form/storyChecks.ts';
import { PickerFieldStoryForm } from '../../pickers/PickerFieldStoryForm.tsx';
import { STORY_DEPTS, STORY_USERS } from '../../pickers/storyData.ts';

type Canvas = ReturnType<typeof within>;

const ID = 'root_owner_user_id';
const sources = createMemoryDataSources({ users: STORY_USERS, depts: STORY_DEPTS });
const OWNER = [definition('user', '负责人', 'owner_user_id')];

const meta = {
  title: 'Widgets/Fields/user',
  component: FieldStoryForm,
  args: { definitions: OWNER, dataSources: sources, onValueChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const lastOwner = (onValueChange: unknown) => {
  const calls = (onValueChange as ReturnType<typeof fn>).mock.calls;
  return (calls[calls.length - 1]?.[0] as Record<string, unknown>).owner_user_id;
};

async function openPicker(canvas: Canvas) {
  await userEvent.click(await expectLabelled(canvas, '负责人', ID));
  const dialog = await canvas.findByRole('dialog', { name: '选择成员' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** The label names the button; the picker shows only 员工, searching 搜索成员; picked people become chips. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = await expectLabelled(canvas, '负责人', ID);
    await expect(button).toHaveAccessibleName('负责人 选择成员');
    await expect(canvas.getByText('请选择')).toBeVisible();

    const dialog = await openPicker(canvas);
    await expect(within(dialog).queryByRole('tab', { name: '部门' })).not.toBeInTheDocument();
    const search = within(dialog).getByRole('searchbox', { name: '搜索成员' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.type(search, '张');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: '张三' }));
    await userEvent.clear(search);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '欧阳娜娜' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());

    await expect(canvas.getByRole('button', { name: '移除张三' })).toBeVisible();
    // 欧阳娜娜's chip: the initials 娜娜 in the badge, the whole name beside it.
    await expect(canvas.getByText('娜娜')).toBeVisible();
    await expect(canvas.getByText('欧阳娜娜')).toBeVisible();
    await expect(lastOwner(args.onValueChange)).toEqual([
      { userId: 1, realname: '张三', img: null },
      { userId: 4, realname: '欧阳娜娜', img: null },
    ]);

    await userEvent.click(canvas.getByRole('button', { name: '移除张三' }));
    await expect(lastOwner(args.onValueChange)).toEqual([{ userId: 4, realname: '欧阳娜娜', img: null }]);
    await userEvent.click(canvas.getByRole('button', { name: '移除欧阳娜娜' }));
    await expect(lastOwner(args.onValueChange)).toBeUndefined();
    await expect(canvas.getByText('请选择')).toBeVisible();
  },
};

/** A saved value ({userId, realname} from edit mode) shows as chips and starts the picker checked. */
export const Filled: Story = {
  args: { values: { owner_user_id: [{ userId: 2, realname: '李四' }] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '移除李四' })).toBeVisible();
    const dialog = await openPicker(canvas);
    await expect(await within(dialog).findByRole('checkbox', { name: '李四' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** 'ui:options'.multiple false: checking another person replaces the first. */
export const SinglePerson: Story = {
  render: (args) => <PickerFieldStoryForm {...args} uiOptions={{ owner_user_id: { multiple: false } }} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await openPicker(canvas);
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: '张三' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '王五' }));
    await expect(within(dialog).getByRole('checkbox', { name: '张三' })).not.toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: '王五' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(lastOwner(args.onValueChange)).toEqual([{ userId: 3, realname: '王五', img: null }]));
  },
};

export const Error: Story = {
  args: { definitions: [definition('user', '负责人', 'owner_user_id', { isNull: 1 })], errors: { owner_user_id: '负责人不能为空' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFieldError(canvas, await expectLabelled(canvas, '负责人', ID), '负责人不能为空');
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { values: { owner_user_id: [{ userId: 2, realname: '李四' }] }, disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await expectLabelled(canvas, '负责人', ID)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '移除李四' })).toBeDisabled();
    await userEvent.tab();
    await expect(document.activeElement?.id).not.toBe(ID);
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Read-only: the chips, no button, nothing removable. */
export const ReadOnly: Story = {
  args: { values: { owner_user_id: [{ userId: 2, realname: '李四' }] }, readonly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await expectLabelled(canvas, '负责人', ID);
    await expect(group).toHaveAttribute('role', 'group');
    await expect(group).toHaveTextContent('李四');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
