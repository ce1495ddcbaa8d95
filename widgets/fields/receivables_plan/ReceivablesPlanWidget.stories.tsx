// Stories of formType `receivables_plan` (回款期数) on a receivables form: the plan select waits for a
// contract (chosen here by the buttons above the form, standing in for the contract picker), lists
// that contract's plans, and the engine's linkage fills 回款日期 and 回款金额 from the chosen plan.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, HStack } from '@chakra-ui/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryDataSources, type ReceivablesPlanOption } from '../../form/dataSources.ts';
import { FieldStoryForm, definition } from '../../form/FieldStoryForm.tsx';

type Canvas = ReturnType<typeof within>;

const PLANS: Record<string, ReceivablesPlanOption[]> = {
  7: [
    { planId: 71, num: 1, money: '50000', returnDate: '2026-03-31', returnType: '银行转账' },
    { planId: 72, num: 2, money: '30000.5', returnDate: '2026-06-30', returnType: '支票' },
  ],
  8: [],
};
const CONTRACT = { contractId: 7, contractNum: 'HT-2026-018', name: '灵犀软件年度服务合同' };

const meta = {
  title: 'Widgets/Fields/receivables_plan',
  component: FieldStoryForm,
  args: {
    definitions: [
      definition('receivables_plan', '回款期数', 'plan_id', { sorting: 1 }),
      definition('date', '回款日期', 'return_time', { sorting: 2 }),
      definition('floatnumber', '回款金额', 'money', { sorting: 3 }),
    ],
    crmType: 'receivables',
    values: { contract_id: [] },
    dataSources: createMemoryDataSources({ plans: PLANS }),
    onValueChange: fn(),
    outside: (setValue) => (
      <HStack mb="4">
        <Button size="sm" variant="outline" onClick={() => setValue('contract_id', [CONTRACT])}>
          选择合同 HT-2026-018
        </Button>
        <Button size="sm" variant="outline" onClick={() => setValue('contract_id', [{ contractId: 8, contractNum: 'HT-2026-019' }])}>
          选择合同 HT-2026-019
        </Button>
        <Button size="sm" variant="outline" onClick={() => setValue('contract_id', [])}>
          清除合同
        </Button>
      </HStack>
    ),
  },
} satisfies Meta<typeof FieldStoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const plan = (canvas: Canvas) => canvas.getByRole('combobox', { name: '回款期数' });
const optionTexts = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);
const lastValues = (onValueChange: unknown) => {
  const calls = (onValueChange as ReturnType<typeof fn>).mock.calls;
  return calls[calls.length - 1]?.[0] as Record<string, unknown>;
};

/** Disabled until a contract is chosen; then its plans; a plan fills 回款日期 and 回款金额. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(plan(canvas)).toBeDisabled();
    await expect(plan(canvas)).toHaveDisplayValue('请先选择合同');

    await userEvent.click(canvas.getByRole('button', { name: '选择合同 HT-2026-018' }));
    await waitFor(() => expect(plan(canvas)).toBeEnabled());
    await waitFor(() => expect(optionTexts(plan(canvas))).toEqual(['请选择', '第1期 50000.00元 2026-03-31', '第2期 30000.50元 2026-06-30']));
    await userEvent.selectOptions(plan(canvas), '第2期 30000.50元 2026-06-30');
    await expect(plan(canvas)).toHaveDisplayValue('第2期 30000.50元 2026-06-30');
    await expect(canvas.getByLabelText('回款日期')).toHaveValue('2026-06-30');
    await expect(canvas.getByLabelText('回款金额')).toHaveValue('30000.5');
    await expect(lastValues(args.onValueChange)).toMatchObject({
      plan_id: [{ planId: 72, num: 2, money: '30000.5', returnDate: '2026-06-30', returnType: '支票' }],
      return_time: '2026-06-30',
      money: '30000.5',
    });

    // Clearing the contract clears and disables the plan again.
    await userEvent.click(canvas.getByRole('button', { name: '清除合同' }));
    await expect(plan(canvas)).toBeDisabled();
    await expect(plan(canvas)).toHaveDisplayValue('请先选择合同');
    await expect(lastValues(args.onValueChange)).toMatchObject({ plan_id: [] });
  },
};

/** A contract without plans says so. */
export const NoPlans: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '选择合同 HT-2026-019' }));
    await expect(await canvas.findByText('该合同暂无回款计划')).toBeVisible();
    await expect(optionTexts(plan(canvas))).toEqual(['请选择']);
  },
};

export const Filled: Story = {
  args: { mode: 'update', values: { contract_id: [CONTRACT], plan_id: [PLANS[7]![0]!] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(plan(canvas)).toBeEnabled();
    await waitFor(() => expect(optionTexts(plan(canvas))).toHaveLength(3));
    await expect(plan(canvas)).toHaveDisplayValue('第1期 50000.00元 2026-03-31');
  },
};

export const Error: Story = {
  args: {
    definitions: [definition('receivables_plan', '回款期数', 'plan_id', { isNull: 1 })],
    values: { contract_id: [CONTRACT] },
    errors: { plan_id: '回款期数不能为空' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('回款期数不能为空');
    await expect(plan(canvas)).toHaveAccessibleDescription(expect.stringContaining('回款期数不能为空'));
    await expect(plan(canvas)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { mode: 'update', values: { contract_id: [CONTRACT], plan_id: [PLANS[7]![1]!] }, disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(plan(canvas)).toBeDisabled();
    await waitFor(() => expect(plan(canvas)).toHaveDisplayValue('第2期 30000.50元 2026-06-30'));
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { mode: 'update', values: { contract_id: [CONTRACT], plan_id: [PLANS[7]![1]!] }, readonly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '回款期数' });
    await expect(input).toHaveAttribute('readonly');
    await waitFor(() => expect(input).toHaveValue('第2期 30000.50元 2026-06-30'));
    await userEvent.type(input, '9');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
