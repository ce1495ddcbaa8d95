// The CRM list screen (engine/react/list ListScreen) from the real page files, with in-story data
// sources: loading, empty, filled with a custom column, selection with the batch bar, a user without
// batch rights, and the contract list's money extras.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ListScreen } from '../../../engine/react/list/index.ts';
import { STORY_CUSTOMER_ROWS, storyListEnvironment } from './storyEnvironment.ts';
import { modulePage } from '../../../engine/modules/catalogue.ts';
import { StoryDetail } from './StoryDetail.tsx';

const customer = modulePage('customer')!;
const contract = modulePage('contract')!;
const pool = modulePage('customer', 'pool')!;

const meta = {
  title: 'Pages/CRM/ListScreen',
  component: ListScreen,
  args: { page: customer, env: { ...storyListEnvironment(), DetailView: StoryDetail }, tableHeight: '420px' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The rows are on their way: 加载中… in place of the rows, no empty placeholder yet. */
export const Loading: Story = {
  args: { env: storyListEnvironment({ pending: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('加载中…')).toBeVisible();
    await expect(canvas.queryByText('没有找到数据')).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: '搜索' })).toHaveAttribute('placeholder', '请输入客户名称/手机/电话');
  },
};

/** Nothing matches: the shared empty state 没有找到数据, and 共 0 条. */
export const Empty: Story = {
  args: { env: storyListEnvironment({ rows: [] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('没有找到数据')).toBeVisible();
    await expect(canvas.getByText('共 0 条')).toBeVisible();
  },
};

/**
 * The default scene (我负责的客户, isDefault 1) is chosen; the heads come from the server with the
 * custom column 客户级别; dealStatus reads 已成交/未成交; a header click sorts on the server
 * (descending first); the name opens the record; the second page and the page size follow.
 */
export const FilledWithCustomColumns: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: '客户' });
    await expect(await within(table).findByRole('columnheader', { name: /客户级别/ })).toBeVisible();
    await expect(await within(table).findByText('杭州云帆科技')).toBeVisible();
    await expect(within(table).getAllByText('A（重点客户）').length).toBeGreaterThan(0);
    await expect(within(table).getAllByText('已成交').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('combobox', { name: '场景' })).toHaveValue('2');
    await expect(canvas.getByText('共 18 条')).toBeVisible();

    const list = args.env.api.queryPageList as unknown as { mock: { calls: Array<[string, Record<string, unknown>]> } };
    await expect(list.mock.calls.at(-1)).toEqual(['CrmCustomer/queryPageList', { page: 1, limit: 15, type: 2, sceneId: 2 }]);

    await userEvent.click(within(table).getByRole('button', { name: /客户名称/ }));
    await waitFor(() => expect(list.mock.calls.at(-1)?.[1]).toMatchObject({ sortField: 'customerName', order: 1 }));
    await expect(within(table).getByRole('columnheader', { name: /客户名称/ })).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(await within(table).findByText('宁波港口物流')).toBeVisible();
    await expect(canvas.getByText('第 2 / 2 页')).toBeVisible();

    await userEvent.click(within(table).getByRole('button', { name: '宁波港口物流' }));
    await expect(await body().findByRole('dialog', { name: '记录详情' })).toHaveTextContent('customer #16');
  },
};

/**
 * Choosing two rows shows the batch bar with every action the super admin holds; 放入公海 asks,
 * then sends CrmCustomer/updateCustomerByIds with the ids, says 操作成功 and reloads.
 */
export const SelectionWithBatchBar: Story = {
  args: { env: storyListEnvironment() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: '选择 杭州云帆科技' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择 北京远航物流' }));
    const bar = canvas.getByRole('toolbar', { name: '批量操作' });
    await expect(within(bar).getByText('已选中 2 项')).toBeVisible();
    for (const name of ['转移', '放入公海', '锁定', '解锁', '设置成交状态', '删除', '导出选中']) {
      await expect(within(bar).getByRole('button', { name })).toBeVisible();
    }
    const before = (args.env.api.queryPageList as unknown as { mock: { calls: unknown[] } }).mock.calls.length;

    await userEvent.click(within(bar).getByRole('button', { name: '放入公海' }));
    const dialog = await body().findByRole('dialog', { name: '放入公海' });
    await waitFor(() => expect(within(dialog).getByText('确定将选中的 2 个客户放入公海吗？')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.env.api.runAction).toHaveBeenCalledWith('CrmCustomer/updateCustomerByIds', { ids: '1,3' }));
    await expect(args.env.notifySuccess).toHaveBeenCalledWith('操作成功');
    await waitFor(() => expect((args.env.api.queryPageList as unknown as { mock: { calls: unknown[] } }).mock.calls.length).toBeGreaterThan(before));
    await waitFor(() => expect(canvas.queryByRole('toolbar', { name: '批量操作' })).toBeNull());

    // 锁定 runs at once with isLock 1.
    await userEvent.click(await canvas.findByRole('checkbox', { name: '选择 上海启明软件' }));
    await userEvent.click(within(canvas.getByRole('toolbar', { name: '批量操作' })).getByRole('button', { name: '锁定' }));
    await waitFor(() => expect(args.env.api.runAction).toHaveBeenCalledWith('CrmCustomer/lock', { ids: '2', isLock: 1 }));
  },
};

/** A user with only crm.customer.index: no checkboxes, no batch bar, no 新建/导入/导出. */
export const NoBatchPermission: Story = {
  args: { env: storyListEnvironment({ auth: { crm: { customer: { index: true, read: true } } } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '杭州云帆科技' })).toBeVisible();
    await expect(canvas.queryAllByRole('checkbox')).toEqual([]);
    await expect(canvas.queryByRole('toolbar', { name: '批量操作' })).toBeNull();
    for (const name of ['导入', '导出', '新建客户']) await expect(canvas.queryByRole('button', { name })).toBeNull();
  },
};

/** The contract list shows the page's money sums from the response (合同总金额, 已回款金额). */
export const ContractMoneyExtras: Story = {
  args: {
    page: contract,
    env: storyListEnvironment({
      rows: [{ contractId: 1, num: 'HT-001', name: '年度服务合同', customerName: '杭州云帆科技', money: '125000.00' }],
      heads: [{ fieldName: 'num', name: '合同编号' }, { fieldName: 'name', name: '合同名称' }, { fieldName: 'money', name: '合同金额' }],
      extra: { money: { contractMoney: '125000.00', receivedMoney: '40000.5' } },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('125,000.00')).toBeVisible();
    await expect(canvas.getByText(/合同总金额/)).toBeVisible();
    await expect(canvas.getByText('40,000.50')).toBeVisible();
    await expect(canvas.getByText(/已回款金额/)).toBeVisible();
  },
};

/** The pool: no scenes, 今日进入公海客户数, and 分配 asks for one employee then sends userId. */
export const PoolDistribute: Story = {
  args: { page: pool, env: storyListEnvironment({ extra: { putInPoolTodayNum: 3 }, rows: STORY_CUSTOMER_ROWS.slice(0, 3) }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/今日进入公海客户数/)).toHaveTextContent('今日进入公海客户数：3');
    await expect(canvas.queryByRole('combobox', { name: '场景' })).toBeNull();
    await userEvent.click(await canvas.findByRole('checkbox', { name: '选择 杭州云帆科技' }));
    await userEvent.click(within(canvas.getByRole('toolbar', { name: '批量操作' })).getByRole('button', { name: '分配' }));
    const dialog = await body().findByRole('dialog', { name: '分配' });
    await expect(within(dialog).getByRole('button', { name: '确定' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: '选择员工' }));
    const picker = await body().findByRole('dialog', { name: '选择成员' });
    await waitFor(() => expect(picker).toBeVisible());
    await userEvent.click(await within(picker).findByRole('radio', { name: '张三' }).catch(() => within(picker).findByRole('checkbox', { name: '张三' })));
    await userEvent.click(within(picker).getByRole('button', { name: '确 定' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.env.api.runAction).toHaveBeenCalledWith('CrmCustomer/distributeByIds', { ids: '1', userId: 1 }));
  },
};

/** 高级筛选: 客户级别 等于 A（重点客户） becomes the request's `data`. */
export const AdvancedFilter: Story = {
  args: { env: storyListEnvironment() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: '杭州云帆科技' });
    await userEvent.click(canvas.getByRole('button', { name: '高级筛选' }));
    const dialog = await body().findByRole('dialog', { name: '高级筛选' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /添加条件/ }));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: '字段 1' }), '客户级别');
    const conditions = within(dialog).getByRole('combobox', { name: '条件 1' });
    await expect([...(conditions as HTMLSelectElement).options].map((o) => o.text)).toEqual(['等于', '不等于', '为空', '不为空']);
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(await within(dialog).findByText('请完善第 1 个条件')).toBeVisible();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: '值 1' }), 'A（重点客户）');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    const list = args.env.api.queryPageList as unknown as { mock: { calls: Array<[string, Record<string, unknown>]> } };
    await waitFor(() => expect(list.mock.calls.at(-1)?.[1].data).toEqual({ 客户级别: { name: '客户级别', formType: 'select', condition: 'is', value: 'A（重点客户）' } }));
    await expect(canvas.getByRole('button', { name: '高级筛选 (1)' })).toBeVisible();
  },
};

/** An admin adds the field 客户来源: the open list reloads its heads at once (the field-version stream). */
export const LiveHeads: Story = {
  args: { env: storyListEnvironment() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: '客户' });
    await within(table).findByRole('columnheader', { name: /客户级别/ });
    await expect(within(table).queryByRole('columnheader', { name: /客户来源/ })).toBeNull();
    const env = args.env as ReturnType<typeof storyListEnvironment>;
    await waitFor(() => expect(env.api.subscribeFields).toHaveBeenCalledWith(2, expect.any(Function), 1));
    env.fieldsChanged([{ fieldName: 'customerName', name: '客户名称', width: 180 }, { fieldName: '客户来源', name: '客户来源', fieldId: 22, width: 120 }]);
    await expect(await within(table).findByRole('columnheader', { name: /客户来源/ })).toBeVisible();
    await expect(within(table).queryByRole('columnheader', { name: /客户级别/ })).toBeNull();
  },
};
