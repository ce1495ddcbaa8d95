// Stories of the member-and-department picker on its own (as a page would use it outside a form),
// with in-memory employees and departments.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@chakra-ui/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryDataSources } from '../form/dataSources.ts';
import { MemberPicker } from './MemberPicker.tsx';
import { STORY_DEPTS, STORY_USERS } from './storyData.ts';

type Canvas = ReturnType<typeof within>;

const sources = createMemoryDataSources({ users: STORY_USERS, depts: STORY_DEPTS });

const meta = {
  title: 'Widgets/Pickers/MemberPicker',
  component: MemberPicker,
  args: {
    children: <Button size="sm" variant="outline">添加成员</Button>,
    loadUsers: () => sources.users!({}),
    loadDepts: () => sources.deptTree!(),
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MemberPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the picker and waits for its opening animation (it fades in from opacity 0). */
async function openPicker(canvas: Canvas, name = '选择成员') {
  await userEvent.click(canvas.getByRole('button', { name: '添加成员' }));
  const dialog = await canvas.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/**
 * Two employees, then a department found by drilling into 销售部 and coming back through the
 * breadcrumb; the side panel counts both kinds; 确 定 hands back both lists.
 */
export const PickEmployeesAndDepartment: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await openPicker(canvas);
    await expect(dialog).toHaveStyle({ width: '600px' });
    const search = within(dialog).getByRole('searchbox', { name: '搜索员工' });
    await waitFor(() => expect(search).toHaveFocus());
    await expect(within(dialog).getByRole('tab', { name: '员工' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(await within(dialog).findByRole('checkbox', { name: '张三' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '李四' }));
    const panel = within(dialog).getByRole('region', { name: '已选择' });
    await expect(within(panel).getByText('员工 2 · 部门 0')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('tab', { name: '部门' }));
    const crumbs = within(dialog).getByRole('navigation', { name: '部门路径' });
    await expect(within(crumbs).getByText('全部')).toHaveAttribute('aria-current', 'page');
    await expect(within(dialog).getByRole('checkbox', { name: '总经办' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '查看销售部的下级部门' }));
    await expect(await within(dialog).findByRole('checkbox', { name: '华东销售部' })).toBeVisible();
    await expect(within(dialog).queryByRole('checkbox', { name: '总经办' })).not.toBeInTheDocument();
    await expect(within(crumbs).getByText('销售部')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '华东销售部' }));
    await expect(within(panel).getByText('员工 2 · 部门 1')).toBeVisible();

    // Deeper, then back to 全部 through the breadcrumb.
    await userEvent.click(within(dialog).getByRole('button', { name: '查看华东销售部的下级部门' }));
    await expect(await within(dialog).findByRole('checkbox', { name: '杭州销售组' })).toBeVisible();
    await userEvent.click(within(crumbs).getByRole('button', { name: '销售部' }));
    await expect(await within(dialog).findByRole('checkbox', { name: '华南销售部' })).toBeVisible();
    await userEvent.click(within(crumbs).getByRole('button', { name: '全部' }));
    await expect(await within(dialog).findByRole('checkbox', { name: '研发部' })).toBeVisible();

    await expect(within(panel).getByRole('button', { name: '移除张三' })).toBeVisible();
    await expect(within(panel).getByRole('button', { name: '移除李四' })).toBeVisible();
    await expect(within(panel).getByRole('button', { name: '移除华东销售部' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith(
      [expect.objectContaining({ userId: 1, realname: '张三' }), expect.objectContaining({ userId: 2, realname: '李四' })],
      [{ id: 21, name: '华东销售部' }],
    );
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Search keeps the employees (and departments, anywhere in the tree) whose name contains the text. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openPicker(canvas);
    await within(dialog).findByRole('checkbox', { name: '张三' });
    await expect(within(dialog).getAllByRole('checkbox')).toHaveLength(STORY_USERS.length);
    await userEvent.type(within(dialog).getByRole('searchbox', { name: '搜索员工' }), '欧阳');
    await expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
    await expect(within(dialog).getByRole('checkbox', { name: '欧阳娜娜' })).toBeVisible();
    await expect(within(dialog).queryByRole('checkbox', { name: '张三' })).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('searchbox', { name: '搜索员工' }), '不存在');
    await expect(within(dialog).getByText('没有找到数据')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('tab', { name: '部门' }));
    await userEvent.type(within(dialog).getByRole('searchbox', { name: '搜索部门' }), '组');
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox')).toHaveLength(3));
    for (const name of ['杭州销售组', '前端组', '后端组']) await expect(within(dialog).getByRole('checkbox', { name })).toBeVisible();
  },
};

/** 清空 empties the side panel; 取 消 closes without handing anything back, and so does Esc. */
export const ClearAndCancel: Story = {
  args: { users: [STORY_USERS[0]!], depts: [{ id: 4, name: '财务部' }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    let dialog = await openPicker(canvas);
    const panel = within(dialog).getByRole('region', { name: '已选择' });
    await expect(within(panel).getByText('员工 1 · 部门 1')).toBeVisible();
    await expect(await within(dialog).findByRole('checkbox', { name: '张三' })).toBeChecked();
    await userEvent.click(within(panel).getByRole('button', { name: '移除财务部' }));
    await expect(within(panel).getByText('员工 1 · 部门 0')).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: '清空' }));
    await expect(within(panel).getByText('员工 0 · 部门 0')).toBeVisible();
    await expect(within(dialog).getByRole('checkbox', { name: '张三' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);

    // Reopened: the caller's lists again, not the cleared draft.
    dialog = await openPicker(canvas);
    await expect(within(within(dialog).getByRole('region', { name: '已选择' })).getByText('员工 1 · 部门 1')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: '添加成员' })).toHaveFocus();
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Keyboard: the focus starts in the search box and Tab never leaves the popover; Space checks. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: '添加成员' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: '选择成员' });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(within(dialog).getByRole('searchbox', { name: '搜索员工' })).toHaveFocus());
    await within(dialog).findByRole('checkbox', { name: '张三' });
    for (let i = 0; i < 25; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    const zhang = within(dialog).getByRole('checkbox', { name: '张三' });
    zhang.focus();
    await userEvent.keyboard(' ');
    await expect(zhang).toBeChecked();
    within(dialog).getByRole('button', { name: '确 定' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledWith([expect.objectContaining({ userId: 1 })], []);
  },
};

/** With the employee tab hidden, the department tab is the one shown; a custom title and width. */
export const DepartmentsOnly: Story = {
  args: { hideUsers: true, title: '选择部门', width: 480 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openPicker(canvas, '选择部门');
    await expect(dialog).toHaveStyle({ width: '480px' });
    await expect(within(dialog).queryByRole('tab', { name: '员工' })).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('tab', { name: '部门' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(within(dialog).getByRole('searchbox', { name: '搜索部门' })).toHaveFocus());
    await expect(within(within(dialog).getByRole('region', { name: '已选择' })).getByText('部门 0')).toBeVisible();
  },
};

/** The lists load on the first open only, and a failed call says so with 重试. */
export const LoadFailed: Story = {
  args: {
    loadUsers: fn(() => Promise.reject(new Error('网络请求失败，请稍候再试'))),
    hideDepts: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(args.loadUsers).not.toHaveBeenCalled();
    const dialog = await openPicker(canvas);
    await expect(await within(dialog).findByText('加载失败')).toBeVisible();
    await expect(within(dialog).getByText('网络请求失败，请稍候再试')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(args.loadUsers).toHaveBeenCalledTimes(2));
  },
};
