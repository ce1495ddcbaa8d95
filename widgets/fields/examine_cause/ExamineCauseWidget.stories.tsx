// Stories of formType `examine_cause` (expense details): item cards compiled by engine/fields and
// drawn in a LingxiForm. Amounts go through the engine's decimal input; each item's 合计 and the
// claim's total are the engine's sums (big.js).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryDataSources } from '../../form/dataSources.ts';
import { FieldStoryForm, definition } from '../../form/FieldStoryForm.tsx';

type Canvas = ReturnType<typeof within>;

// A 1×1 PNG, so the upload and its thumbnail need no network.
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
const invoice = (name: string) => new File([PNG], name, { type: 'image/png' });
const PIXEL = `data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==`;

const FILLED = [
  {
    startAddress: '杭州', endAddress: '上海', startTime: '2026-03-02', endTime: '2026-03-04',
    traffic: '156.50', stay: '880', diet: '210', other: '0', money: '1246.50',
    description: '拜访上海客户，洽谈年度框架合同', batchId: 'a3f1c2d4e5b6a7980123456789abcdef',
    imgList: [{ fileId: 31, name: '高铁票.png', url: PIXEL, batchId: 'a3f1c2d4e5b6a7980123456789abcdef' }],
  },
  {
    startAddress: '上海', endAddress: '杭州', startTime: '2026-03-04', endTime: '2026-03-04',
    traffic: '73', stay: '0', diet: '0', other: '25.5', money: '98.50',
    description: '', batchId: '', imgList: [],
  },
];

const meta = {
  title: 'Widgets/Fields/examine_cause',
  component: FieldStoryForm,
  args: {
    definitions: [definition('examine_cause', '费用明细', 'examine_cause')],
    dataSources: createMemoryDataSources(),
    onValueChange: fn(),
  },
} satisfies Meta<typeof FieldStoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const item = (canvas: Canvas, n: number) => canvas.getByRole('group', { name: `事项${n}` });
const lastItems = (onValueChange: unknown) => {
  const calls = (onValueChange as ReturnType<typeof fn>).mock.calls;
  return (calls[calls.length - 1]?.[0] as { examine_cause: Array<Record<string, unknown>> }).examine_cause;
};

/** Two items added with 添加事项, amounts typed: each item's 合计 and the total follow; the description counts. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '费用明细' })).toBeVisible();
    await expect(canvas.getByText('暂无明细，请点击“添加事项”')).toBeVisible();
    await expect(canvas.getByText('0.00')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: '添加事项' }));
    const first = item(canvas, 1);
    // The new item's first input has the focus.
    await expect(within(first).getByLabelText('出发城市')).toHaveFocus();
    await userEvent.keyboard('杭州');
    await userEvent.type(within(first).getByLabelText('目的城市'), '上海');
    await userEvent.type(within(first).getByLabelText('交通费'), '120.5');
    await userEvent.type(within(first).getByLabelText('住宿费'), '300');
    await userEvent.type(within(first).getByLabelText('餐饮费'), '80');
    await userEvent.type(within(first).getByLabelText('其他费用'), '0');
    await expect(within(first).getByLabelText('合计')).toHaveValue('500.50');
    await expect(within(first).getByLabelText('合计')).toHaveAttribute('readonly');

    await userEvent.click(canvas.getByRole('button', { name: '添加事项' }));
    const second = item(canvas, 2);
    await userEvent.type(within(second).getByLabelText('交通费'), '45.126元');
    await expect(within(second).getByLabelText('交通费')).toHaveValue('45.12');
    await expect(within(second).getByLabelText('合计')).toHaveValue('45.12');
    await expect(canvas.getByText('545.62')).toBeVisible();

    const description = within(first).getByLabelText('费用明细描述');
    await expect(description).toHaveAttribute('maxlength', '200');
    await expect(within(first).getByText('0/200')).toBeVisible();
    await userEvent.type(description, '打车去客户现场');
    await expect(within(first).getByText('7/200')).toBeVisible();
    await expect(description).toHaveAccessibleDescription('7/200');

    const items = lastItems(args.onValueChange);
    await expect(items).toHaveLength(2);
    await expect(items[0]).toMatchObject({ startAddress: '杭州', endAddress: '上海', traffic: '120.5', stay: '300', diet: '80', other: '0', money: '500.50', description: '打车去客户现场' });
    await expect(items[1]).toMatchObject({ traffic: '45.12', money: '45.12' });

    // Deleting the first item renumbers the rest; the focus returns to 添加事项.
    await userEvent.click(canvas.getByRole('button', { name: '删除事项1' }));
    await expect(canvas.queryByRole('group', { name: '事项2' })).not.toBeInTheDocument();
    await expect(within(item(canvas, 1)).getByLabelText('交通费')).toHaveValue('45.12');
    await expect(canvas.getByRole('button', { name: '添加事项' })).toHaveFocus();
    await expect(canvas.getByText('45.12', { selector: 'span' })).toBeVisible();
  },
};

/** Invoice images go through `uploadFile` (type img) into the item's batch and show as thumbnails. */
export const InvoiceUpload: Story = {
  args: { values: { examine_cause: [FILLED[1]] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = item(canvas, 1);
    await userEvent.upload(within(card).getByLabelText('发票'), [invoice('滴滴发票.png'), invoice('餐饮发票.png')]);
    await expect(await within(card).findByRole('img', { name: '滴滴发票.png' })).toBeVisible();
    await expect(await within(card).findByRole('img', { name: '餐饮发票.png' })).toBeVisible();
    const [uploaded] = lastItems(args.onValueChange);
    await expect(uploaded?.batchId).toMatch(/^[0-9a-f]{32}$/);
    await expect(uploaded?.imgList).toEqual([
      expect.objectContaining({ name: '滴滴发票.png', batchId: uploaded?.batchId }),
      expect.objectContaining({ name: '餐饮发票.png', batchId: uploaded?.batchId }),
    ]);
    await userEvent.click(within(card).getByRole('button', { name: '删除图片滴滴发票.png' }));
    await waitFor(() => expect(within(card).queryByRole('img', { name: '滴滴发票.png' })).not.toBeInTheDocument());
    await expect(lastItems(args.onValueChange)[0]?.imgList).toHaveLength(1);
  },
};

export const Filled: Story = {
  args: { values: { examine_cause: FILLED } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = item(canvas, 1);
    await expect(within(first).getByLabelText('出发城市')).toHaveValue('杭州');
    await expect(within(first).getByLabelText('开始时间')).toHaveValue('2026-03-02');
    await expect(within(first).getByLabelText('合计')).toHaveValue('1246.50');
    await expect(within(first).getByRole('img', { name: '高铁票.png' })).toBeVisible();
    await expect(within(first).getByText('15/200')).toBeVisible();
    await expect(within(item(canvas, 2)).getByLabelText('合计')).toHaveValue('98.50');
    await expect(canvas.getByText('1345.00')).toBeVisible();
  },
};

/** The engine's completeness rule, shown under the list and tied to it. */
export const Error: Story = {
  args: { values: { examine_cause: [FILLED[0], { ...FILLED[1], endAddress: '' }] }, errors: { examine_cause: '请完善明细' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('请完善明细');
    await expect(alert).toBeVisible();
    await expect(canvas.getByRole('group', { name: '费用明细' })).toHaveAccessibleDescription('请完善明细');
    // The input left empty is marked; the complete item is not.
    await expect(within(item(canvas, 2)).getByLabelText('目的城市')).toHaveAttribute('aria-invalid', 'true');
    await expect(within(item(canvas, 2)).getByLabelText('出发城市')).not.toHaveAttribute('aria-invalid');
    await expect(within(item(canvas, 1)).getByLabelText('目的城市')).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { values: { examine_cause: FILLED }, disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '添加事项' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '删除事项1' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '上传发票' })).not.toBeInTheDocument();
    const traffic = within(item(canvas, 1)).getByLabelText('交通费');
    await expect(traffic).toBeDisabled();
    await userEvent.type(traffic, '9');
    await expect(traffic).toHaveValue('156.50');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { values: { examine_cause: FILLED }, readonly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '添加事项' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '删除事项1' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /删除图片/ })).not.toBeInTheDocument();
    const description = within(item(canvas, 1)).getByLabelText('费用明细描述');
    await expect(description).toHaveAttribute('readonly');
    await userEvent.type(description, '9');
    await expect(description).toHaveValue('拜访上海客户，洽谈年度框架合同');
    await expect(within(item(canvas, 1)).getByRole('img', { name: '高铁票.png' })).toBeVisible();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
