// Stories of formType `structure` (departments): the engine-compiled field with an in-memory tree.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryDataSources } from '../../form/dataSources.ts';
import { FieldStoryForm, definition } from '../../form/FieldStoryForm.tsx';
import { expectFieldError, expectLabelled } from '../../form/storyChecks.ts';
import { STORY_DEPTS, STORY_USERS } from '../../pickers/storyData.ts';

type Canvas = ReturnType<typeof within>;

// A custom field (keyed by fieldId) as admins add them: 所属部门.
const ID = 'root_field_90';
const DEPT = [definition('structure', '所属部门', '所属部门', { fieldType: 0, fieldId: 90 })];
const sources = createMemoryDataSources({ users: STORY_USERS, depts: STORY_DEPTS });

const meta = {
  title: 'Widgets/Fields/structure',
  component: FieldStoryForm,
  args: { definitions: DEPT, dataSources: sources, onValueChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const lastDepts = (onValueChange: unknown) => {
  const calls = (onValueChange as ReturnType<typeof fn>).mock.calls;
  return (calls[calls.length - 1]?.[0] as Record<string, unknown>).field_90;
};

async function openPicker(canvas: Canvas) {
  await userEvent.click(await expectLabelled(canvas, '所属部门', ID));
  const dialog = await canvas.findByRole('dialog', { name: '选择部门' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Breadcrumb from 全部, drill into 研发部, pick two, back to 全部, pick one more: three chips. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await expectLabelled(canvas, '所属部门', ID)).toHaveAccessibleName('所属部门 选择部门');
    const dialog = await openPicker(canvas);
    await expect(within(dialog).queryByRole('tab', { name: '员工' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('searchbox', { name: '搜索部门名称' })).toHaveFocus());
    const crumbs = within(dialog).getByRole('navigation', { name: '部门路径' });
    await expect(within(crumbs).getByText('全部')).toBeVisible();

    await userEvent.click(await within(dialog).findByRole('button', { name: '查看研发部的下级部门' }));
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: '前端组' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '后端组' }));
    await userEvent.click(within(crumbs).getByRole('button', { name: '全部' }));
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: '财务部' }));
    await expect(within(within(dialog).getByRole('region', { name: '已选择' })).getByText('部门 3')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());

    for (const name of ['前端组', '后端组', '财务部']) await expect(canvas.getByRole('button', { name: `移除${name}` })).toBeVisible();
    await expect(lastDepts(args.onValueChange)).toEqual([
      { id: 31, name: '前端组' },
      { id: 32, name: '后端组' },
      { id: 4, name: '财务部' },
    ]);
  },
};

/** The search looks through the whole tree. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openPicker(canvas);
    await within(dialog).findByRole('checkbox', { name: '总经办' });
    await userEvent.type(within(dialog).getByRole('searchbox', { name: '搜索部门名称' }), '销售');
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox')).toHaveLength(4));
    await expect(within(dialog).getByRole('checkbox', { name: '杭州销售组' })).toBeVisible();
    await expect(within(dialog).queryByRole('checkbox', { name: '研发部' })).not.toBeInTheDocument();
  },
};

/** Edit mode sends {deptId, name}; the engine reads deptId as id, so the picker starts checked. */
export const Filled: Story = {
  args: { values: { field_90: [{ deptId: 22, name: '华南销售部' }] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '移除华南销售部' })).toBeVisible();
    const dialog = await openPicker(canvas);
    await userEvent.click(await within(dialog).findByRole('button', { name: '查看销售部的下级部门' }));
    await expect(await within(dialog).findByRole('checkbox', { name: '华南销售部' })).toBeChecked();
  },
};

export const Error: Story = {
  args: { definitions: [definition('structure', '所属部门', '所属部门', { fieldType: 0, fieldId: 90, isNull: 1 })], errors: { field_90: '所属部门不能为空' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFieldError(canvas, await expectLabelled(canvas, '所属部门', ID), '所属部门不能为空');
  },
};

export const Disabled: Story = {
  args: { values: { field_90: [{ id: 4, name: '财务部' }] }, disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await expectLabelled(canvas, '所属部门', ID)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '移除财务部' })).toBeDisabled();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { values: { field_90: [{ id: 4, name: '财务部' }] }, readonly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await expectLabelled(canvas, '所属部门', ID);
    await expect(group).toHaveTextContent('财务部');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
