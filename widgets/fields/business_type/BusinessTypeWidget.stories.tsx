// Stories of formTypes `business_type` (商机状态组) and `business_status` (商机阶段) together, as the
// business form has them: the stages follow the chosen type, and the engine's linkage
// (applyLinkage, rule business.type_id) clears the stage when the type changes, but not while an
// edit form loads.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryDataSources, type BusinessTypeOption } from '../../form/dataSources.ts';
import { FieldStoryForm, definition } from '../../form/FieldStoryForm.tsx';

type Canvas = ReturnType<typeof within>;

const TYPES: BusinessTypeOption[] = [
  {
    typeId: 1, name: '标准销售流程',
    statusList: [
      { statusId: 11, name: '验证客户', rate: 20 },
      { statusId: 12, name: '需求分析', rate: 40 },
      { statusId: 13, name: '方案/报价', rate: 60 },
      { statusId: 14, name: '谈判审核', rate: 80 },
    ],
  },
  {
    typeId: 2, name: '项目型销售',
    statusList: [
      { statusId: 21, name: '初步接洽', rate: 10 },
      { statusId: 22, name: '立项评估', rate: 30 },
      { statusId: 23, name: '招投标', rate: 60 },
    ],
  },
];

const DEFINITIONS = [
  definition('business_type', '商机状态组', 'type_id', { sorting: 1 }),
  definition('business_status', '商机阶段', 'status_id', { sorting: 2 }),
];

const meta = {
  title: 'Widgets/Fields/business_type',
  component: FieldStoryForm,
  args: {
    definitions: DEFINITIONS,
    crmType: 'business',
    dataSources: createMemoryDataSources({ businessTypes: TYPES }),
    onValueChange: fn(),
  },
} satisfies Meta<typeof FieldStoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const type = (canvas: Canvas) => canvas.getByRole('combobox', { name: '商机状态组' });
const stage = (canvas: Canvas) => canvas.getByRole('combobox', { name: '商机阶段' });
const optionTexts = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);
const loaded = (canvas: Canvas) => waitFor(() => expect(optionTexts(type(canvas))).toEqual(['请选择', '标准销售流程', '项目型销售']));
const lastValues = (onValueChange: unknown) => {
  const calls = (onValueChange as ReturnType<typeof fn>).mock.calls;
  return calls[calls.length - 1]?.[0] as Record<string, unknown>;
};

/** A type lists its stages; another type lists its own and clears the stage chosen before. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(stage(canvas)).toBeDisabled();
    await expect(stage(canvas)).toHaveDisplayValue('请先选择商机状态组');

    await userEvent.tab();
    await expect(type(canvas)).toHaveFocus();
    await userEvent.selectOptions(type(canvas), '标准销售流程');
    await waitFor(() => expect(stage(canvas)).toBeEnabled());
    await expect(optionTexts(stage(canvas))).toEqual(['请选择', '验证客户（20%）', '需求分析（40%）', '方案/报价（60%）', '谈判审核（80%）']);
    await userEvent.tab();
    await expect(stage(canvas)).toHaveFocus();
    await userEvent.selectOptions(stage(canvas), '需求分析（40%）');
    await expect(lastValues(args.onValueChange)).toEqual({ type_id: 1, status_id: 12 });

    await userEvent.selectOptions(type(canvas), '项目型销售');
    await expect(stage(canvas)).toHaveDisplayValue('请选择');
    await expect(optionTexts(stage(canvas))).toEqual(['请选择', '初步接洽（10%）', '立项评估（30%）', '招投标（60%）']);
    await expect(lastValues(args.onValueChange)).toEqual({ type_id: 2, status_id: null });

    // Back to 请选择: no type, so no stages.
    await userEvent.selectOptions(type(canvas), '请选择');
    await expect(stage(canvas)).toBeDisabled();
  },
};

/** An edit form opens with its saved stage: the initial load clears nothing. */
export const Filled: Story = {
  args: { mode: 'update', values: { type_id: 1, status_id: 13 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(type(canvas)).toHaveDisplayValue('标准销售流程');
    await waitFor(() => expect(stage(canvas)).toHaveDisplayValue('方案/报价（60%）'));
  },
};

export const Error: Story = {
  args: {
    definitions: [DEFINITIONS[0]!, definition('business_status', '商机阶段', 'status_id', { sorting: 2, isNull: 1 })],
    values: { type_id: 2 },
    errors: { status_id: '商机阶段不能为空' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('商机阶段不能为空');
    await expect(stage(canvas)).toHaveAccessibleDescription('商机阶段不能为空');
    await expect(stage(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(stage(canvas)).toHaveAttribute('aria-required', 'true');
  },
};

export const Disabled: Story = {
  args: { values: { type_id: 1, status_id: 11 }, disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(type(canvas)).toBeDisabled();
    await expect(stage(canvas)).toBeDisabled();
    await waitFor(() => expect(stage(canvas)).toHaveDisplayValue('验证客户（20%）'));
    await userEvent.tab();
    await expect(type(canvas)).not.toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { values: { type_id: 2, status_id: 23 }, readonly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const typeInput = canvas.getByRole('textbox', { name: '商机状态组' });
    const stageInput = canvas.getByRole('textbox', { name: '商机阶段' });
    await waitFor(() => expect(typeInput).toHaveValue('项目型销售'));
    await waitFor(() => expect(stageInput).toHaveValue('招投标（60%）'));
    await expect(stageInput).toHaveAttribute('readonly');
    await userEvent.type(stageInput, '9');
    await expect(stageInput).toHaveValue('招投标（60%）');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
