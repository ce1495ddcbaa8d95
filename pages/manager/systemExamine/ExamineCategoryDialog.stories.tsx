// Stories of 新建/编辑审批类型 (办公审批 in 审批流程管理) with in-memory employees and departments and a
// save the story records: a new category with who may use it and two fixed levels, the refusals
// before anything is sent, an edit to 自选审批人, and the server's refusal kept in the dialog.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ExamineCategoryAdminRow } from '../../../server-adapter/examineCategories.ts';
import { createMemoryDataSources } from '../../../widgets/form/dataSources.ts';
import { STORY_DEPTS, STORY_USERS } from '../../../widgets/pickers/storyData.ts';
import { ExamineCategoryDialog } from './ExamineCategoryDialog.tsx';

const sources = createMemoryDataSources({ users: STORY_USERS, depts: STORY_DEPTS });

const meta = {
  title: 'Pages/Manager/ExamineCategoryDialog',
  component: ExamineCategoryDialog,
  args: {
    category: null,
    onSaved: fn(),
    onClose: fn(),
    save: fn(async () => ({ categoryId: 42 })),
    loadUsers: () => sources.users!({}),
    loadDepts: () => sources.deptTree!(),
  },
} satisfies Meta<typeof ExamineCategoryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;

/** The dialog is portalled to the document's body. */
async function dialogOf(canvasElement: HTMLElement, name: string) {
  const body = within(canvasElement.ownerDocument.body);
  const dialog = await body.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** Opens the member picker behind `button`, checks `names` (after `tab`), confirms. */
async function pick(dialog: Scope, button: string, names: string[], tab?: string) {
  await userEvent.click(dialog.getByRole('button', { name: button }));
  const picker = within(await dialog.findByRole('dialog', { name: '选择成员' }));
  if (tab) await userEvent.click(picker.getByRole('tab', { name: tab }));
  for (const name of names) await userEvent.click(await picker.findByRole('checkbox', { name }));
  await userEvent.click(picker.getByRole('button', { name: '确 定' }));
  await waitFor(() => expect(dialog.queryByRole('dialog', { name: '选择成员' })).not.toBeInTheDocument());
}

/** 采购申请 for 张三 and 财务部: 第一级 李四 (任意一人), 第二级 王五 and 钱多多 countersign. */
export const NewCategory: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, '新建审批类型');
    await userEvent.type(dialog.getByRole('textbox', { name: /审批名称/ }), '采购申请');
    await userEvent.type(dialog.getByRole('textbox', { name: '审批说明' }), '办公用品和设备');
    await expect(dialog.getByText('全公司')).toBeVisible();
    await pick(dialog, '可见范围 选择成员', ['张三']);
    await pick(dialog, '可见范围 选择成员', ['财务部'], '部门');
    await expect(dialog.getByRole('button', { name: '移除张三' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: '移除财务部' })).toBeVisible();
    await expect(dialog.queryByText('全公司')).not.toBeInTheDocument();

    await expect(dialog.getByRole('combobox', { name: '审批方式' })).toHaveValue('1');
    await expect(dialog.getByText('第一级')).toBeVisible();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: '第一级审批类型' }), '2');
    await pick(dialog, '第一级 选择成员', ['李四']);
    await userEvent.click(dialog.getByRole('button', { name: '添加审批层级' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: '第二级审批类型' }), '3');
    await pick(dialog, '第二级 选择成员', ['王五', '钱多多']);

    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(42));
    await expect(args.save).toHaveBeenCalledWith({
      title: '采购申请', remarks: '办公用品和设备', examineType: 1, userIds: [1], deptIds: [4],
      step: [{ stepType: 2, checkUserId: [2] }, { stepType: 3, checkUserId: [3, 6] }],
    });
  },
};

/** Nothing is sent while the name is empty or a 指定用户 level has nobody; the problem is said in the dialog. */
export const Refusals: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, '新建审批类型');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('审批名称不能为空');
    await userEvent.type(dialog.getByRole('textbox', { name: /审批名称/ }), '用车申请');
    await userEvent.click(dialog.getByRole('button', { name: '添加审批层级' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: '第二级审批类型' }), '3');
    await expect(dialog.getByRole('alert')).toHaveTextContent('第二级审批人不能为空');
    await expect(dialog.getByRole('button', { name: '确定' })).toBeDisabled();
    // 负责人主管 and 上一级审批人主管 name nobody: fine
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: '第二级审批类型' }), '4');
    await waitFor(() => expect(dialog.queryByRole('alert')).not.toBeInTheDocument());
    await userEvent.click(dialog.getByRole('button', { name: '删除第一级' }));
    await expect(dialog.queryByText('第二级')).not.toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: '删除第一级' })).toBeDisabled();
    await expect(args.save).not.toHaveBeenCalled();
  },
};

const PURCHASE: ExamineCategoryAdminRow = {
  categoryId: 9, title: '采购申请', remarks: '办公用品', type: 0, status: 1, isSys: 0, examineType: 1,
  userIds: [{ userId: 1, realname: '张三', img: null }], deptIds: [{ id: 4, name: '财务部' }],
  stepList: [{ stepId: 31, stepType: 2, stepNum: 1, userList: [{ userId: 2, realname: '李四', img: null }] }],
};

/** An edit shows what is stored; 自选审批人 drops the levels and says who picks. */
export const EditToChosen: Story = {
  args: { category: PURCHASE },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, '编辑审批类型');
    await expect(dialog.getByRole('textbox', { name: /审批名称/ })).toHaveValue('采购申请');
    await expect(dialog.getByRole('combobox', { name: '第一级审批类型' })).toHaveValue('2');
    await expect(dialog.getByRole('button', { name: '移除李四' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '移除张三' }));
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: '审批方式' }), '2');
    await expect(dialog.getByText('发起审批时由发起人选择审批人，审批人可以再转交下一位审批人。')).toBeVisible();
    await expect(dialog.queryByText('第一级')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledWith(42));
    await expect(args.save).toHaveBeenCalledWith({
      id: 9, title: '采购申请', remarks: '办公用品', examineType: 2, userIds: [], deptIds: [4], step: [],
    });
  },
};

/** The server's refusal stays in the open dialog; nothing is reported saved. */
export const ServerRefusal: Story = {
  args: { save: fn(async () => { throw new Error('审批名称已存在'); }) },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, '新建审批类型');
    await userEvent.type(dialog.getByRole('textbox', { name: /审批名称/ }), '请假审批');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: '审批方式' }), '2');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('审批名称已存在');
    await expect(args.onSaved).not.toHaveBeenCalled();
    await expect(dialog.getByRole('button', { name: '确定' })).toBeEnabled();
  },
};
