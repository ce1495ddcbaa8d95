// The related-record picker on its own, as a page outside a form would use it (linking records to a
// follow-up, say): the list call and the scope are props, 确 定 hands back the chosen rows.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@chakra-ui/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryDataSources } from '../form/dataSources.ts';
import { RelatedRecordPicker } from './RelatedRecordPicker.tsx';
import { STORY_BUSINESSES, STORY_CONTRACTS } from './storyData.ts';

const sources = createMemoryDataSources({ records: { business: STORY_BUSINESSES, contract: STORY_CONTRACTS } });

const meta = {
  title: 'Widgets/Pickers/RelatedRecordPicker',
  component: RelatedRecordPicker,
  args: {
    children: <Button size="sm" variant="outline">关联商机</Button>,
    crmType: 'business',
    multiple: true,
    load: (query) => sources.relatedRecords!('business', query),
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RelatedRecordPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several records, checked with the keyboard (Space), handed back in choosing order. */
export const MultipleRecords: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '关联商机' }));
    const dialog = await canvas.findByRole('dialog', { name: '选择商机' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveStyle({ width: '720px' });
    const second = await within(dialog).findByRole('checkbox', { name: '云帆服务器采购' });
    second.focus();
    await userEvent.keyboard(' ');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '远航车队管理' }));
    await expect(within(dialog).getByText('共 4 条')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledWith([
      expect.objectContaining({ businessId: 2, businessName: '云帆服务器采购' }),
      expect.objectContaining({ businessId: 4, businessName: '远航车队管理' }),
    ]);
  },
};

/** A scope narrows the list (the business of one customer). */
export const Scoped: Story = {
  args: { multiple: false, scope: { customerId: 1 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '关联商机' }));
    const dialog = await canvas.findByRole('dialog', { name: '选择商机' });
    await waitFor(() => expect(within(dialog).getAllByRole('radio')).toHaveLength(2));
    await userEvent.click(within(dialog).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The row's name cell (the control's cell carries the same name, for screen readers). */
async function nameCell(dialog: HTMLElement, name: string): Promise<HTMLElement> {
  const cells = await within(dialog).findAllByRole('cell', { name });
  return cells.find((cell) => !cell.hasAttribute('data-select-cell'))!;
}

/** A click on a row's name picks it: one record (the radio follows), or several toggled on and off. */
export const PickedByRow: Story = {
  args: { multiple: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '关联商机' }));
    const dialog = await canvas.findByRole('dialog', { name: '选择商机' });
    await userEvent.click(await nameCell(dialog, '远航车队管理'));
    await expect(within(dialog).getByRole('radio', { name: '远航车队管理' })).toBeChecked();
    await userEvent.click(await nameCell(dialog, '云帆服务器采购'));
    await expect(within(dialog).getByRole('radio', { name: '云帆服务器采购' })).toBeChecked();
    await expect(within(dialog).getByRole('radio', { name: '远航车队管理' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith([expect.objectContaining({ businessId: 2, businessName: '云帆服务器采购' })]));
  },
};

export const ToggledByRow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '关联商机' }));
    const dialog = await canvas.findByRole('dialog', { name: '选择商机' });
    await userEvent.click(await nameCell(dialog, '远航车队管理'));
    await userEvent.click(await nameCell(dialog, '云帆服务器采购'));
    await userEvent.click(await nameCell(dialog, '远航车队管理'));
    // the checkbox itself still works, and is not toggled twice by its row
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '远航车队管理' }));
    await expect(within(dialog).getByRole('checkbox', { name: '远航车队管理' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith([
      expect.objectContaining({ businessId: 2 }), expect.objectContaining({ businessId: 4 }),
    ]));
  },
};
