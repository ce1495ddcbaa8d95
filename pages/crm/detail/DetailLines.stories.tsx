// An approval's detail lines as its detail reads them in 基本信息 (engine/react/detail/tabs/DetailLines.tsx):
// 出差审批's 行程明细 with the 出差合计 of its days, 差旅报销's 费用明细 with each line's 合计 (its four
// amounts summed, to the cent), the invoices and the claim's 费用合计; no lines at all shows a dash.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DetailLines } from '../../../engine/react/detail/tabs/DetailLines.tsx';

/** An invoice thumbnail without the network. */
const INVOICE_IMAGE = 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="%23e8f0fe"/><path d="M10 12h20M10 20h20M10 28h12" stroke="%234a76c9" stroke-width="3"/></svg>';

/** Two expense lines as the server sends them (contract 9.2): 300 and 310.75. */
const EXPENSES = [
  {
    travelId: 1, startAddress: '杭州', endAddress: '北京', startTime: '2026-03-02 00:00:00', endTime: '2026-03-04 00:00:00',
    traffic: '200', stay: '100', diet: '0', other: '0', money: '300.00', description: '往返机票与一晚住宿',
    img: [{ fileId: 21, name: '机票发票.png', url: INVOICE_IMAGE }],
  },
  {
    travelId: 2, startAddress: '北京', endAddress: '天津', startTime: '2026-03-04 00:00:00', endTime: '2026-03-05 00:00:00',
    // a stale `money` from an older edit: the line's 合计 is its four amounts, 310.75
    traffic: '120.50', stay: '150', diet: '40.25', other: '', money: '270.50', description: '城际高铁，客户拜访',
    img: [],
  },
];

const TRIPS = [
  { travelId: 7, vehicle: '飞机', trip: '往返', startAddress: '杭州', endAddress: '北京', startTime: '2026-03-02 08:00:00', endTime: '2026-03-04 18:00:00', duration: '2.5', description: '客户年度回访' },
  { travelId: 8, vehicle: '火车', trip: '单程', startAddress: '北京', endAddress: '天津', startTime: '2026-03-05 09:00:00', endTime: '2026-03-05 18:00:00', duration: '1', description: '' },
];

const meta = {
  title: 'Pages/CRM/DetailLines',
  component: DetailLines,
  args: { formType: 'examine_cause', items: EXPENSES, label: '费用明细' },
} satisfies Meta<typeof DetailLines>;

export default meta;
type Story = StoryObj<typeof meta>;

const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

/** 行程明细: vehicle, one way or return, route, times, days and remark; 出差合计：3.50 天. */
export const TripLines: Story = {
  args: { formType: 'business_cause', items: TRIPS, label: '行程明细' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '行程明细' });
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '交通工具', '单程往返', '出发城市', '目的城市', '开始时间', '结束时间', '时长（天）', '备注',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    await expect(cellTexts(first!)).toEqual(['飞机', '往返', '杭州', '北京', '2026-03-02 08:00:00', '2026-03-04 18:00:00', '2.5', '客户年度回访']);
    await expect(cellTexts(second!)).toEqual(['火车', '单程', '北京', '天津', '2026-03-05 09:00:00', '2026-03-05 18:00:00', '1', '']);
    await expect(canvas.getByText(/出差合计/)).toHaveTextContent('出差合计：3.50 天');
    await expect(canvas.queryByText(/费用合计/)).toBeNull();
  },
};

/**
 * 费用明细: days without times, amounts as money (two places), each line's 合计 from its four amounts
 * (310.75, not the stale 270.50), the invoice thumbnail, and 费用合计：610.75 元.
 */
export const ExpenseLines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '费用明细' });
    await expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '出发城市', '目的城市', '开始时间', '结束时间', '交通费', '住宿费', '餐饮费', '其他费用', '合计', '费用明细描述', '发票',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    await expect(cellTexts(first!)).toEqual(['杭州', '北京', '2026-03-02', '2026-03-04', '200.00', '100.00', '0.00', '0.00', '300.00', '往返机票与一晚住宿', '机票发票.png']);
    await expect(cellTexts(second!)).toEqual(['北京', '天津', '2026-03-04', '2026-03-05', '120.50', '150.00', '40.25', '', '310.75', '城际高铁，客户拜访', '']);
    await expect(within(first!).getByRole('link', { name: '机票发票.png' })).toHaveAttribute('href', INVOICE_IMAGE);
    await expect(canvas.getByText(/费用合计/)).toHaveTextContent('费用合计：610.75 元');
  },
};

/** Large amounts read with thousands separators; the total is the decimal sum, exact to the cent. */
export const ExpenseThousands: Story = {
  args: {
    items: [
      { travelId: 3, startAddress: '上海', endAddress: '深圳', startTime: '2026-04-01 00:00:00', endTime: '2026-04-06 00:00:00', traffic: '3280.1', stay: '4500', diet: '1200', other: '0.2', description: '' },
      { travelId: 4, startAddress: '深圳', endAddress: '上海', startTime: '2026-04-06 00:00:00', endTime: '2026-04-06 00:00:00', traffic: '0.1', stay: '0', diet: '0', other: '0', description: '' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [, first] = within(canvas.getByRole('table', { name: '费用明细' })).getAllByRole('row');
    await expect(cellTexts(first!).slice(4, 9)).toEqual(['3,280.10', '4,500.00', '1,200.00', '0.20', '8,980.30']);
    await expect(canvas.getByText(/费用合计/)).toHaveTextContent('费用合计：8,980.40 元');
  },
};

/** No lines: a dash, neither a table nor a total. */
export const NoLines: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('—')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByText(/合计/)).toBeNull();
  },
};
