import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { EChart } from './EChart.tsx';

const meta = {
  title: 'Widgets/EChart',
  component: EChart,
} satisfies Meta<typeof EChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bar chart of two series: the canvas is drawn inside an element named by its label. */
export const Bars: Story = {
  args: {
    label: '销售趋势：合同金额与回款金额',
    option: {
      tooltip: { trigger: 'axis' },
      legend: { data: ['合同金额', '回款金额'] },
      xAxis: { type: 'category', data: ['202601', '202602', '202603'] },
      yAxis: { type: 'value' },
      series: [
        { name: '合同金额', type: 'bar', data: [12000, 30500, 8000] },
        { name: '回款金额', type: 'bar', data: [5000, 20000, 8000] },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: '销售趋势：合同金额与回款金额' });
    await waitFor(() => expect(chart.querySelector('canvas')).not.toBeNull());
    const canvas = chart.querySelector('canvas')!;
    await expect(canvas.width).toBeGreaterThan(0);
  },
};

/** A funnel, as the 销售漏斗 draws its stages. */
export const Funnel: Story = {
  args: {
    label: '销售漏斗',
    height: '260px',
    option: {
      series: [{ type: 'funnel', sort: 'none', data: [{ name: '验证客户', value: 12 }, { name: '需求分析', value: 8 }, { name: '方案/报价', value: 3 }] }],
    },
  },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: '销售漏斗' });
    await waitFor(() => expect(chart.querySelector('canvas')).not.toBeNull());
    await expect(chart).toHaveStyle({ height: '260px' });
  },
};
