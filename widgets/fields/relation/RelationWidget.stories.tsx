// Stories of formTypes customer, contacts, business and contract: the engine-compiled fields with
// the related-record picker over in-memory CRM records (23 customers: three pages of ten).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryDataSources } from '../../form/dataSources.ts';
import { FieldStoryForm, definition } from '../../form/FieldStoryForm.tsx';
import { expectFieldError, expectLabelled } from '../../form/storyChecks.ts';
import { PickerFieldStoryForm } from '../../pickers/PickerFieldStoryForm.tsx';
import { STORY_BUSINESSES, STORY_CONTACTS, STORY_CONTRACTS, STORY_CUSTOMERS } from '../../pickers/storyData.ts';

type Canvas = ReturnType<typeof within>;

const sources = createMemoryDataSources({
  records: { customer: STORY_CUSTOMERS, contacts: STORY_CONTACTS, business: STORY_BUSINESSES, contract: STORY_CONTRACTS },
});
const CUSTOMER = [definition('customer', '客户名称', 'customer_id')];

const meta = {
  title: 'Widgets/Fields/relation',
  component: FieldStoryForm,
  args: { definitions: CUSTOMER, dataSources: sources, onValueChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const lastValue = (onValueChange: unknown, key: string) => {
  const calls = (onValueChange as ReturnType<typeof fn>).mock.calls;
  return (calls[calls.length - 1]?.[0] as Record<string, unknown>)[key];
};

async function openPicker(canvas: Canvas, field: string, title: string, id: string) {
  await userEvent.click(await expectLabelled(canvas, field, id));
  const dialog = await canvas.findByRole('dialog', { name: title });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

const headers = (dialog: HTMLElement) => within(dialog).getAllByRole('columnheader').map((cell) => cell.textContent);

/**
 * The customer columns, ten a page (第 1/3 页 of 23), a search, page 2; radios keep only the last
 * record picked; 确 定 shows it as a chip and stores {customerId, customerName}.
 */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await expectLabelled(canvas, '客户名称', 'root_customer_id')).toHaveAccessibleName('客户名称 选择客户');
    const dialog = await openPicker(canvas, '客户名称', '选择客户', 'root_customer_id');
    // shell-and-calls.md 9: the table is 250 high.
    await expect(within(dialog).getByRole('table', { name: '选择客户' }).parentElement).toHaveStyle({ height: '250px' });
    await expect(headers(dialog)).toEqual(['', '客户名称', '下次联系时间', '更新时间', '创建时间']);
    await waitFor(() => expect(within(dialog).getAllByRole('radio')).toHaveLength(10));
    await expect(within(dialog).getByText('第 1/3 页')).toBeVisible();
    await expect(within(dialog).getByText('共 23 条')).toBeVisible();

    const search = within(dialog).getByRole('searchbox', { name: '搜索客户名称' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.type(search, '科技{Enter}');
    await waitFor(() => expect(within(dialog).getAllByRole('radio')).toHaveLength(3));
    await expect(within(dialog).getByText('第 1/1 页')).toBeVisible();
    await expect(within(dialog).getByRole('radio', { name: '成都天府科技' })).toBeInTheDocument();
    await userEvent.clear(search);
    await waitFor(() => expect(within(dialog).getAllByRole('radio')).toHaveLength(10));

    await userEvent.click(within(dialog).getByRole('button', { name: '下一页' }));
    await expect(await within(dialog).findByText('第 2/3 页')).toBeVisible();
    await userEvent.click(await within(dialog).findByRole('radio', { name: '重庆山城火锅' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: '天津海河港务' }));
    await expect(within(dialog).getByRole('radio', { name: '重庆山城火锅' })).not.toBeChecked();
    await expect(within(dialog).getByRole('radio', { name: '天津海河港务' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());

    await expect(canvas.getByRole('button', { name: '移除天津海河港务' })).toBeVisible();
    await expect(lastValue(args.onValueChange, 'customer_id')).toEqual([{ customerId: 12, customerName: '天津海河港务' }]);
    await userEvent.click(canvas.getByRole('button', { name: '移除天津海河港务' }));
    await expect(lastValue(args.onValueChange, 'customer_id')).toBeUndefined();
  },
};

/** 'ui:options'.multiple: checkboxes; records checked on two pages are both kept. */
export const MultiSelect: Story = {
  render: (args) => <PickerFieldStoryForm {...args} uiOptions={{ contacts_id: { multiple: true } }} />,
  args: { definitions: [definition('contacts', '客户签约人', 'contacts_id')] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dialog = await openPicker(canvas, '客户签约人', '选择联系人', 'root_contacts_id');
    await expect(headers(dialog)).toEqual(['', '姓名', '手机', '电话', '是否关键决策人', '职务']);
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: '周杰' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '下一页' }));
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: '王凯' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '上一页' }));
    await expect(await within(dialog).findByRole('checkbox', { name: '周杰' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: '移除周杰' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '移除王凯' })).toBeVisible();
    await expect(lastValue(args.onValueChange, 'contacts_id')).toEqual([
      { contactsId: 1, name: '周杰', customerId: 1 },
      { contactsId: 12, name: '王凯', customerId: 3 },
    ]);
  },
};

/**
 * A contract form's linkage: 商机名称 is disabled until a customer is chosen, then lists only that
 * customer's business (the scope {customerId} the engine gives it).
 */
export const Linkage: Story = {
  args: {
    crmType: 'contract',
    definitions: [definition('customer', '客户名称', 'customer_id', { isNull: 1 }), definition('business', '商机名称', 'business_id', { sorting: 2 })],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const business = await expectLabelled(canvas, '商机名称', 'root_business_id');
    await expect(business).toBeDisabled();

    let dialog = await openPicker(canvas, '客户名称', '选择客户', 'root_customer_id');
    await userEvent.click(await within(dialog).findByRole('radio', { name: '杭州云帆科技' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(business).toBeEnabled());

    dialog = await openPicker(canvas, '商机名称', '选择商机', 'root_business_id');
    await expect(headers(dialog)).toEqual(['', '商机名称', '商机金额', '客户名称', '商机状态组', '商机阶段']);
    await waitFor(() => expect(within(dialog).getAllByRole('radio')).toHaveLength(2));
    await expect(within(dialog).queryByRole('radio', { name: '启明年度维保' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: '云帆ERP升级' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await expect(await canvas.findByRole('button', { name: '移除云帆ERP升级' })).toBeVisible();
    await expect(lastValue(args.onValueChange, 'business_id')).toEqual([
      { businessId: 1, businessName: '云帆ERP升级', customerId: 1, customerName: '杭州云帆科技' },
    ]);
  },
};

/** A failed list call (the CRM list endpoints answer 404 until they exist) shows its message and 重试. */
export const RequestFailed: Story = {
  args: {
    dataSources: createMemoryDataSources({ relatedRecords: () => Promise.reject(new globalThis.Error('网络请求失败，请稍候再试')) }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openPicker(canvas, '客户名称', '选择客户', 'root_customer_id');
    await expect(await within(dialog).findByText('加载失败')).toBeVisible();
    await expect(within(dialog).getByText('网络请求失败，请稍候再试')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '重试' })).toBeVisible();
    await expect(within(dialog).getByText('第 1/1 页')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A receivables form's contract as edit mode sends it ({contractId, contractNum}): the number shows. */
export const Filled: Story = {
  args: {
    definitions: [definition('contract', '合同编号', 'contract_id')],
    values: { contract_id: [{ contractId: 1, contractNum: 'HT-2026-001' }] },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '移除HT-2026-001' })).toBeVisible();
    const dialog = await openPicker(canvas, '合同编号', '选择合同', 'root_contract_id');
    await expect(headers(dialog)).toEqual(['', '合同编号', '合同名称', '客户名称', '合同金额', '合同开始时间', '合同结束时间']);
    await expect(await within(dialog).findByRole('radio', { name: 'HT-2026-001' })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Error: Story = {
  args: { definitions: [definition('customer', '客户名称', 'customer_id', { isNull: 1 })], errors: { customer_id: '客户名称不能为空' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectFieldError(canvas, await expectLabelled(canvas, '客户名称', 'root_customer_id'), '客户名称不能为空');
  },
};

export const Disabled: Story = {
  args: { values: { customer_id: [{ customerId: 1, customerName: '杭州云帆科技' }] }, disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await expectLabelled(canvas, '客户名称', 'root_customer_id')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '移除杭州云帆科技' })).toBeDisabled();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { values: { customer_id: [{ customerId: 1, customerName: '杭州云帆科技' }] }, readonly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await expectLabelled(canvas, '客户名称', 'root_customer_id')).toHaveTextContent('杭州云帆科技');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/**
 * A contact created inside its customer (relative mode): the customer is fixed by where the form was
 * opened, so it shows as the value alone, with no × and no 选择客户 button.
 */
export const Locked: Story = {
  args: { values: { customer_id: [{ customerId: 1, customerName: '杭州云帆科技' }] }, lockedFields: ['customer_id'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await expectLabelled(canvas, '客户名称', 'root_customer_id')).toHaveTextContent('杭州云帆科技');
    await expect(canvas.queryByRole('button', { name: '移除杭州云帆科技' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /选择客户/ })).not.toBeInTheDocument();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
