import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Widgets/EmptyState',
  component: EmptyState,
  argTypes: {
    variant: { control: 'inline-radio', options: ['noData', 'noPermission'] },
    text: { control: 'text' },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No props: the spec's default text '没有找到数据'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('没有找到数据');
    await expect(canvas.getByText('没有找到数据')).toBeVisible();
    // The illustration is decorative.
    await expect(status.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const NoPermission: Story = {
  args: { variant: 'noPermission' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('暂无权限访问');
    await expect(canvas.getByText('暂无权限访问')).toBeVisible();
    await expect(canvas.queryByText('没有找到数据')).not.toBeInTheDocument();
  },
};

export const CustomText: Story = {
  args: { text: '暂无客户，点击右上角新建' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('暂无客户，点击右上角新建')).toBeVisible();
    await expect(canvas.queryByText('没有找到数据')).not.toBeInTheDocument();
  },
};
