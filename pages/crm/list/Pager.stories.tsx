// The list pager (engine/react/list/Pager.tsx), driven as a list drives it: 首页 / 末页, 前往 N 页
// (Enter or leaving the box; out of range goes to the nearest end; not a number puts the page
// back), rows per page, and an estimated total (约 N 条) made exact by a click.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Pager } from '../../../engine/react/list/Pager.tsx';

function PagerHarness({ total, exact, countExactly, initialLimit = 15 }: { total: number; exact?: boolean; countExactly?: () => Promise<number>; initialLimit?: number }) {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(initialLimit);
  return (
    <div>
      <Pager total={total} exact={exact} countExactly={countExactly} page={page} limit={limit}
        onPage={setPage} onLimit={(next) => { setLimit(next); setPage(1); }} />
      <output aria-label="当前页">{page}</output>
    </div>
  );
}

const meta = {
  title: 'Pages/CRM/ListPager',
  component: PagerHarness,
  args: { total: 2861 },
} satisfies Meta<typeof PagerHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2,861 rows of 15: 191 pages; 末页 and 首页 in one click each, separators in the total. */
export const FirstAndLast: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('共 2,861 条')).toBeVisible();
    await expect(canvas.getByText('第 1 / 191 页')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '首页' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '末页' }));
    await expect(await canvas.findByText('第 191 / 191 页')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '末页' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '下一页' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '首页' }));
    await expect(await canvas.findByText('第 1 / 191 页')).toBeVisible();
  },
};

/** 前往 [N] 页: Enter jumps, leaving the box jumps, 999 goes to the last page, 0 to the first, text puts the page back. */
export const JumpToPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: '前往页码' });
    await expect(box.closest('label')).toHaveTextContent(/^前往\s*页$/);
    await userEvent.clear(box);
    await userEvent.type(box, '120{Enter}');
    await expect(await canvas.findByText('第 120 / 191 页')).toBeVisible();
    await expect(box).toHaveValue('120');

    await userEvent.clear(box);
    await userEvent.type(box, '999{Enter}');
    await expect(await canvas.findByText('第 191 / 191 页')).toBeVisible();
    await expect(box).toHaveValue('191');

    await userEvent.clear(box);
    await userEvent.type(box, '7');
    await userEvent.click(canvas.getByText('共 2,861 条')); // leaving the box
    await expect(await canvas.findByText('第 7 / 191 页')).toBeVisible();

    await userEvent.clear(box);
    await userEvent.type(box, '0{Enter}');
    await expect(await canvas.findByText('第 1 / 191 页')).toBeVisible();

    await userEvent.clear(box);
    await userEvent.type(box, 'abc{Enter}');
    await expect(box).toHaveValue('1');
    await expect(canvas.getByLabelText('当前页')).toHaveTextContent('1');
  },
};

/** 100 条/页: 29 pages, and the pager is back on the first. */
export const RowsPerPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '末页' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '每页条数' }), '100');
    await expect(await canvas.findByText('第 1 / 29 页')).toBeVisible();
  },
};

/**
 * An estimate (the server's planner past 1,000 matches): 约 19,000 条, a button; its click asks for
 * the exact count once and shows 共 19,025 条 with the pages it makes.
 */
export const EstimatedTotal: Story = {
  args: { total: 19021, exact: false, countExactly: fn(async () => 19025) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const approx = canvas.getByRole('button', { name: '约 19,000 条' });
    await expect(approx).toHaveAttribute('title', '条数为估算，点击查询精确条数');
    await expect(canvas.queryByText(/共/)).toBeNull();
    await userEvent.click(approx);
    await expect(await canvas.findByText('共 19,025 条')).toBeVisible();
    await expect(canvas.getByText('第 1 / 1269 页')).toBeVisible();
    await expect(args.countExactly).toHaveBeenCalledTimes(1);
  },
};

/** 末页 on an estimate counts first, so it lands on the true last page (19,025 rows: 1269, not the estimate's 1268). */
export const LastPageOfAnEstimate: Story = {
  args: { total: 19020, exact: false, countExactly: fn(async () => 19025) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('第 1 / 1268 页')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '末页' }));
    await waitFor(() => expect(canvas.getByLabelText('当前页')).toHaveTextContent('1269'));
    await expect(canvas.getByText('共 19,025 条')).toBeVisible();
    await expect(args.countExactly).toHaveBeenCalledTimes(1);
  },
};
