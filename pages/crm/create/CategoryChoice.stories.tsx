// The category dialog of 新建 (shell-and-calls.md: a dialog titled 审批类型 listing the categories,
// icons by categoryId: 1-6 fixed, the rest through nine generic ones), from the office approvals'
// descriptor, on in-story rows: the choice hands on the category with its title and kind; a failed
// load says so; a module without icons (the fixture's) lists plain buttons under 选择拜访类型.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { moduleOf } from '../../../engine/modules/catalogue.ts';
import { CategoryChoice } from './CategoryChoice.tsx';

const ROWS = [
  { categoryId: 1, title: '普通审批', type: 1 }, { categoryId: 2, title: '请假审批', type: 2 }, { categoryId: 3, title: '出差审批', type: 3 },
  { categoryId: 4, title: '加班审批', type: 4 }, { categoryId: 5, title: '差旅报销', type: 5 }, { categoryId: 6, title: '借款申请', type: 6 },
  { categoryId: 8, title: '采购申请', type: 0 },
];

const meta = {
  title: 'Pages/CRM/CategoryChoice',
  component: CategoryChoice,
  args: { category: moduleOf('examine').category!, typeName: '审批', onChoose: fn(), onClose: fn(), load: (): Promise<unknown> => Promise.resolve(ROWS) },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CategoryChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** 审批类型 with every category and its icon; a click chooses it with its title and kind. */
export const ApprovalTypes: Story = {
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const dialog = await page.findByRole('dialog', { name: '审批类型' });
    const trip = await within(dialog).findByRole('button', { name: '差旅报销' });
    await expect(trip.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'expense');
    await expect(within(dialog).getByRole('button', { name: '普通审批' }).querySelector('[data-icon]')).toHaveAttribute('data-icon', 'ordinary');
    await expect(within(dialog).getByRole('button', { name: '请假审批' }).querySelector('[data-icon]')).toHaveAttribute('data-icon', 'leave');
    // category 8: the second of the nine generic icons (7 would be the first)
    await expect(within(dialog).getByRole('button', { name: '采购申请' }).querySelector('[data-icon]')).toHaveAttribute('data-icon', 'flag');
    await userEvent.click(trip);
    await expect(args.onChoose).toHaveBeenCalledWith({ value: 5, label: '差旅报销', kind: 5 });
  },
};

/** The call failed: the dialog says so and 取消 closes it. */
export const LoadFailed: Story = {
  args: { load: () => Promise.reject(new Error('网络请求失败，请稍候再试')) },
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const dialog = await page.findByRole('dialog', { name: '审批类型' });
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('类型加载失败'));
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** A module whose descriptor names neither title nor icons: 选择拜访类型 and plain buttons. */
export const Plain: Story = {
  args: {
    category: { key: 'categoryId', options: { call: 'FixtureVisit/queryCategories', value: 'categoryId', label: 'title' } },
    typeName: '拜访',
    load: (): Promise<unknown> => Promise.resolve([{ categoryId: 1, title: '客户拜访' }, { categoryId: 2, title: '供应商拜访' }]),
  },
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const dialog = await page.findByRole('dialog', { name: '选择拜访类型' });
    const visit = await within(dialog).findByRole('button', { name: '供应商拜访' });
    await expect(visit.querySelector('[data-icon]')).toBeNull();
    await userEvent.click(visit);
    await expect(args.onChoose).toHaveBeenCalledWith({ value: 2, label: '供应商拜访' });
  },
};
