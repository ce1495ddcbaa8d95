// 关联业务 of the create view (RelationsSection.tsx) with the office approvals' relations
// (schemas/modules/oa/examine.json: customers, contacts, businesses, contracts), on in-story records
// (widgets/pickers/storyData.ts through in-memory data sources, as the picker's own stories do). The
// harness keeps the value as the create view does: the chips follow each change.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { moduleOf } from '../../../engine/modules/catalogue.ts';
import type { ModuleRelations } from '../../../engine/modules/index.ts';
import { createMemoryDataSources, type PageOf, type RelatedCrmType, type RelatedRecord, type RelatedRecordQuery } from '../../../widgets/form/dataSources.ts';
import { STORY_BUSINESSES, STORY_CONTACTS, STORY_CONTRACTS, STORY_CUSTOMERS } from '../../../widgets/pickers/storyData.ts';
import { RelationsSection } from './RelationsSection.tsx';
import type { RelationsValue } from './relations.ts';

const sources = createMemoryDataSources({
  records: { customer: STORY_CUSTOMERS, contacts: STORY_CONTACTS, business: STORY_BUSINESSES, contract: STORY_CONTRACTS },
});

const RELATIONS = moduleOf('examine').form!.relations!;

/** An edited approval's links: two customers, a contact, a business and a contract. */
const LINKED: RelationsValue = {
  customer: [STORY_CUSTOMERS[0]!, STORY_CUSTOMERS[1]!],
  contacts: [STORY_CONTACTS[0]!],
  business: [STORY_BUSINESSES[3]!],
  contract: [STORY_CONTRACTS[1]!],
};

function RelationsHarness({ relations, initial, onChange, load, disabled }: {
  relations: ModuleRelations; initial: RelationsValue; onChange(value: RelationsValue): void;
  load(type: RelatedCrmType, query: RelatedRecordQuery): Promise<PageOf<RelatedRecord>>; disabled?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return <RelationsSection relations={relations} value={value} load={load} disabled={disabled}
    onChange={(next) => { setValue(next); onChange(next); }} />;
}

const meta = {
  title: 'Pages/CRM/RelationsSection',
  component: RelationsHarness,
  args: {
    relations: RELATIONS,
    initial: {},
    onChange: fn(),
    load: fn((type: RelatedCrmType, query: RelatedRecordQuery) => sources.relatedRecords!(type, query)),
  },
} satisfies Meta<typeof RelationsHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const lastValue = (onChange: unknown) => {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  return calls[calls.length - 1]?.[0] as RelationsValue;
};
/** The chips' names in a type's row (the remove buttons are named 移除{name}). */
const chipNames = (group: HTMLElement) => within(group).queryAllByRole('button', { name: /^移除/ }).map((button) => button.getAttribute('aria-label')!.slice(2));

/** A new approval: the four types in the descriptor's order, each 未关联 with its own 关联… button. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const type of ['客户', '联系人', '商机', '合同']) {
      const group = canvas.getByRole('group', { name: type });
      await expect(within(group).getByText('未关联')).toBeVisible();
      await expect(within(group).getByRole('button', { name: `关联${type}` })).toBeEnabled();
      await expect(chipNames(group)).toEqual([]);
    }
    await expect(canvas.getAllByRole('button', { name: /^关联/ }).map((button) => button.textContent)).toEqual(['关联客户', '关联联系人', '关联商机', '关联合同']);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** An edited approval's links, each under its type and named as its picker names it (a contract by its number). */
export const Linked: Story = {
  args: { initial: LINKED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(chipNames(canvas.getByRole('group', { name: '客户' }))).toEqual(['杭州云帆科技', '上海启明软件']);
    await expect(chipNames(canvas.getByRole('group', { name: '联系人' }))).toEqual(['周杰']);
    await expect(chipNames(canvas.getByRole('group', { name: '商机' }))).toEqual(['远航车队管理']);
    await expect(chipNames(canvas.getByRole('group', { name: '合同' }))).toEqual(['HT-2026-002']);
    await expect(within(canvas.getByRole('group', { name: '客户' })).queryByText('未关联')).toBeNull();
  },
};

/** Unlinking asks 确认取消关联? first: 取消 keeps the record, 取消关联 takes it off (the other types stay). */
export const Removing: Story = {
  args: { initial: LINKED },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    const customers = canvas.getByRole('group', { name: '客户' });

    await userEvent.click(within(customers).getByRole('button', { name: '移除杭州云帆科技' }));
    let question = await page.findByRole('alertdialog', { name: '提示' });
    // the dialog fades in: wait for it to be shown
    await waitFor(() => expect(within(question).getByText('确认取消关联?')).toBeVisible());
    await userEvent.click(within(question).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(chipNames(customers)).toEqual(['杭州云帆科技', '上海启明软件']);

    await userEvent.click(within(customers).getByRole('button', { name: '移除杭州云帆科技' }));
    question = await page.findByRole('alertdialog', { name: '提示' });
    await userEvent.click(within(question).getByRole('button', { name: '取消关联' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(chipNames(canvas.getByRole('group', { name: '客户' }))).toEqual(['上海启明软件']));
    await expect(lastValue(args.onChange)).toEqual({ ...LINKED, customer: [STORY_CUSTOMERS[1]] });
  },
};

/**
 * 关联客户 opens the customer picker on the in-story customers (10 a page of 23), with the linked
 * one checked; two more checked and 确 定 link all three, in choosing order.
 */
export const PickCustomers: Story = {
  args: { initial: { customer: [STORY_CUSTOMERS[0]!] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = body(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '关联客户' }));
    const dialog = await page.findByRole('dialog', { name: '选择客户' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(await within(dialog).findByRole('checkbox', { name: '杭州云帆科技' })).toBeChecked();
    await expect(within(dialog).getByText('共 23 条')).toBeVisible();
    await expect(args.load).toHaveBeenCalledWith('customer', expect.objectContaining({ page: 1, limit: 10 }));

    await userEvent.click(within(dialog).getByRole('checkbox', { name: '北京远航物流' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '深圳星河电子' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(page.queryByRole('dialog', { name: '选择客户' })).not.toBeInTheDocument());

    await expect(chipNames(canvas.getByRole('group', { name: '客户' }))).toEqual(['杭州云帆科技', '北京远航物流', '深圳星河电子']);
    await expect(lastValue(args.onChange).customer!.map((record) => record.customerId)).toEqual([1, 3, 4]);
  },
};

/** While the record saves: the 关联… buttons and the chips' remove buttons are off. */
export const WhileSaving: Story = {
  args: { initial: LINKED, disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '关联客户' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '移除杭州云帆科技' })).toBeDisabled();
  },
};
