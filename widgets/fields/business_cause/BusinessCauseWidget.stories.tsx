// Stories of formType `business_cause` (trip details): item cards compiled by engine/fields and drawn
// in a LingxiForm. Times are stored `yyyy-MM-dd HH:mm:ss`; the days' total is the engine's sum.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FieldStoryForm, definition } from '../../form/FieldStoryForm.tsx';

type Canvas = ReturnType<typeof within>;

const FILLED = [
  {
    vehicle: '飞机', trip: '往返', startAddress: '杭州', endAddress: '北京',
    startTime: '2026-04-13 08:30:00', endTime: '2026-04-15 21:00:00', duration: '2.5', description: '参加北京行业展会',
  },
  {
    vehicle: '火车', trip: '单程', startAddress: '北京', endAddress: '天津',
    startTime: '2026-04-16 09:00:00', endTime: '2026-04-16 18:00:00', duration: '1', description: '',
  },
];

const meta = {
  title: 'Widgets/Fields/business_cause',
  component: FieldStoryForm,
  args: {
    definitions: [definition('business_cause', '出差事项', 'business_cause')],
    onValueChange: fn(),
  },
} satisfies Meta<typeof FieldStoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const item = (canvas: Canvas, n: number) => canvas.getByRole('group', { name: `事项${n}` });
const lastItems = (onValueChange: unknown) => {
  const calls = (onValueChange as ReturnType<typeof fn>).mock.calls;
  return (calls[calls.length - 1]?.[0] as { business_cause: Array<Record<string, unknown>> }).business_cause;
};

/**
 * 添加事项, then 火车 and 往返 chosen by keyboard (Tab between the selects; storybook/test's
 * selectOptions stands in for the arrow keys inside a native select), the rest typed.
 */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('暂无明细，请点击“添加事项”')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '添加事项' }));
    const card = item(canvas, 1);
    const vehicle = within(card).getByLabelText('交通工具');
    await expect(vehicle).toHaveFocus();
    await expect(within(vehicle).getAllByRole('option').map((option) => option.textContent)).toEqual(['请选择', '飞机', '火车', '汽车', '其他']);
    await userEvent.selectOptions(vehicle, '火车');
    await userEvent.tab();
    const trip = within(card).getByLabelText('单程往返');
    await expect(trip).toHaveFocus();
    await expect(within(trip).getAllByRole('option').map((option) => option.textContent)).toEqual(['请选择', '单程', '往返']);
    await userEvent.selectOptions(trip, '往返');
    await userEvent.tab();
    await userEvent.keyboard('杭州');
    await userEvent.tab();
    await userEvent.keyboard('南京');
    await userEvent.type(within(card).getByLabelText('开始时间'), '2026-05-06T08:00');
    await userEvent.type(within(card).getByLabelText('结束时间'), '2026-05-07T19:30');
    await userEvent.type(within(card).getByLabelText('时长（天）'), '1.5天');
    await expect(within(card).getByLabelText('时长（天）')).toHaveValue('1.5');
    await userEvent.type(within(card).getByLabelText('备注'), '客户验收');
    await expect(within(card).getByText('4/200')).toBeVisible();
    await expect(canvas.getByText('1.50')).toBeVisible();

    await expect(vehicle).toHaveDisplayValue('火车');
    await expect(trip).toHaveDisplayValue('往返');
    await expect(lastItems(args.onValueChange)).toEqual([
      {
        vehicle: '火车', trip: '往返', startAddress: '杭州', endAddress: '南京',
        startTime: '2026-05-06 08:00:00', endTime: '2026-05-07 19:30:00', duration: '1.5', description: '客户验收',
      },
    ]);
  },
};

export const Filled: Story = {
  args: { values: { business_cause: FILLED } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = item(canvas, 1);
    await expect(within(first).getByLabelText('交通工具')).toHaveDisplayValue('飞机');
    await expect(within(first).getByLabelText('单程往返')).toHaveDisplayValue('往返');
    await expect(within(first).getByLabelText('开始时间')).toHaveValue('2026-04-13 08:30');
    await expect(canvas.getByText('3.50')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '删除事项1' }));
    await expect(within(item(canvas, 1)).getByLabelText('目的城市')).toHaveValue('天津');
    await expect(canvas.getByText('1.00')).toBeVisible();
    await expect(lastItems(args.onValueChange)).toHaveLength(1);
  },
};

export const Error: Story = {
  args: { values: { business_cause: [{ ...FILLED[0], duration: '0' }] }, errors: { business_cause: '请完善明细' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('请完善明细');
    await expect(canvas.getByRole('group', { name: '出差事项' })).toHaveAccessibleDescription('请完善明细');
    // A trip of zero days is what is incomplete here.
    await expect(within(item(canvas, 1)).getByLabelText('时长（天）')).toHaveAttribute('aria-invalid', 'true');
    await expect(within(item(canvas, 1)).getByLabelText('出发城市')).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { values: { business_cause: FILLED }, disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '添加事项' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '删除事项1' })).not.toBeInTheDocument();
    await expect(within(item(canvas, 1)).getByLabelText('交通工具')).toBeDisabled();
    const duration = within(item(canvas, 1)).getByLabelText('时长（天）');
    await userEvent.type(duration, '9');
    await expect(duration).toHaveValue('2.5');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { values: { business_cause: FILLED }, readonly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '添加事项' })).not.toBeInTheDocument();
    const vehicle = within(item(canvas, 1)).getByLabelText('交通工具');
    await expect(vehicle).toHaveAttribute('readonly');
    await expect(vehicle).toHaveValue('飞机');
    const remark = within(item(canvas, 1)).getByLabelText('备注');
    await userEvent.type(remark, '9');
    await expect(remark).toHaveValue('参加北京行业展会');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
