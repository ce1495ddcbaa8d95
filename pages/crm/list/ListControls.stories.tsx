// The list's own controls (engine/react/list/ListControls.tsx) as 办公 → 审批 → 我发起的 declares them
// (schemas/modules/oa/examine.json): 审批类型 from the category call (in-story rows), 状态 from fixed
// options, 时间 as two days. The harness keeps the values as the list's state does; each change hands
// on the parameters the list call then sends (categoryId, checkStatus, startTime, endTime), and a
// control set back to 全部 or emptied drops its parameter. 我审批的's tabs (待我审批 / 我已审批) too.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Flex } from '@chakra-ui/react';
import { moduleOf } from '../../../engine/modules/catalogue.ts';
import type { PageControl } from '../../../engine/pages/index.ts';
import { ListControls } from '../../../engine/react/list/ListControls.tsx';

const CATEGORY_ROWS = [
  { categoryId: 1, title: '普通审批' }, { categoryId: 2, title: '请假审批' }, { categoryId: 3, title: '出差审批' },
  { categoryId: 4, title: '加班审批' }, { categoryId: 5, title: '差旅报销' }, { categoryId: 6, title: '借款申请' },
];

const examineLists = moduleOf('examine').lists!;
const MY_INITIATE = examineLists.myInitiate!.controls!;
const MY_EXAMINE = examineLists.myOaExamine!.controls!;

function ControlsHarness({ controls, initial, onChange, loadOptions }: {
  controls: readonly PageControl[]; initial?: Record<string, string>; onChange(params: Record<string, string>): void; loadOptions?(call: string): Promise<unknown>;
}) {
  const [params, setParams] = useState<Record<string, string> | undefined>(initial);
  return (
    <Flex gap="3" wrap="wrap" align="center">
      <ListControls controls={controls} params={params} loadOptions={loadOptions}
        onChange={(next) => { setParams(next); onChange(next); }} />
    </Flex>
  );
}

const meta = {
  title: 'Pages/CRM/ListControls',
  component: ControlsHarness,
  args: {
    controls: MY_INITIATE,
    onChange: fn(),
    loadOptions: fn(async (_call: string): Promise<unknown> => CATEGORY_ROWS),
  },
} satisfies Meta<typeof ControlsHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The parameters of the harness's latest change: what the list call sends next. */
const lastParams = (onChange: unknown) => {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  return calls[calls.length - 1]?.[0] as Record<string, string> | undefined;
};
const optionTexts = (select: HTMLElement) => Array.from((select as HTMLSelectElement).options).map((option) => option.text);

/** 我发起的 untouched: 审批类型 lists the call's categories, 状态 its five states, 时间 two empty days; nothing sent yet. */
export const MyInitiate: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const category = canvas.getByRole('combobox', { name: '审批类型' });
    await waitFor(() => expect(optionTexts(category)).toEqual(['审批类型：全部', '普通审批', '请假审批', '出差审批', '加班审批', '差旅报销', '借款申请']));
    await expect(args.loadOptions).toHaveBeenCalledWith('OaExamineCategory/queryAllExamineCategoryList');
    const status = canvas.getByRole('combobox', { name: '状态' });
    await expect(optionTexts(status)).toEqual(['状态：全部', '待审核', '审核中', '通过', '拒绝', '撤回']);
    await expect(category).toHaveValue('');
    await expect(status).toHaveValue('');
    const time = canvas.getByRole('group', { name: '时间' });
    await expect(within(time).getByRole('textbox', { name: '时间 开始' })).toHaveValue('');
    await expect(within(time).getByRole('textbox', { name: '时间 结束' })).toHaveValue('');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Choosing 差旅报销, then 审核中, then a week of March: each change hands on every parameter set so far. */
export const Choosing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const category = canvas.getByRole('combobox', { name: '审批类型' });
    await waitFor(() => expect(optionTexts(category)).toContain('差旅报销'));
    await userEvent.selectOptions(category, '差旅报销');
    await expect(lastParams(args.onChange)).toEqual({ categoryId: '5' });

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '状态' }), '审核中');
    await expect(lastParams(args.onChange)).toEqual({ categoryId: '5', checkStatus: '3' });

    await userEvent.type(canvas.getByRole('textbox', { name: '时间 开始' }), '2026-03-01');
    await userEvent.type(canvas.getByRole('textbox', { name: '时间 结束' }), '2026-03-07');
    await expect(lastParams(args.onChange)).toEqual({ categoryId: '5', checkStatus: '3', startTime: '2026-03-01', endTime: '2026-03-07' });
    await expect(category).toHaveValue('5');
    await expect(canvas.getByRole('combobox', { name: '状态' })).toHaveDisplayValue('审核中');
  },
};

/** Each of the five states sends its own code: 待审核 0, 审核中 3, 通过 1, 拒绝 2, 撤回 4. */
export const EveryStatus: Story = {
  play: async ({ canvasElement, args }) => {
    const status = within(canvasElement).getByRole('combobox', { name: '状态' });
    for (const [label, code] of [['待审核', '0'], ['审核中', '3'], ['通过', '1'], ['拒绝', '2'], ['撤回', '4']] as const) {
      await userEvent.selectOptions(status, label);
      await expect(lastParams(args.onChange)).toEqual({ checkStatus: code });
    }
  },
};

/** Set from the address (a reload): 全部 and emptied days drop their parameters, one by one, down to none. */
export const Clearing: Story = {
  args: { initial: { categoryId: '3', checkStatus: '1', startTime: '2026-03-01', endTime: '2026-03-31' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const category = canvas.getByRole('combobox', { name: '审批类型' });
    await waitFor(() => expect(category).toHaveDisplayValue('出差审批'));
    await expect(canvas.getByRole('combobox', { name: '状态' })).toHaveDisplayValue('通过');
    const from = canvas.getByRole('textbox', { name: '时间 开始' });
    const to = canvas.getByRole('textbox', { name: '时间 结束' });
    await expect(from).toHaveValue('2026-03-01');
    await expect(to).toHaveValue('2026-03-31');

    await userEvent.selectOptions(category, '审批类型：全部');
    await expect(lastParams(args.onChange)).toEqual({ checkStatus: '1', startTime: '2026-03-01', endTime: '2026-03-31' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '状态' }), '状态：全部');
    await expect(lastParams(args.onChange)).toEqual({ startTime: '2026-03-01', endTime: '2026-03-31' });
    await userEvent.clear(from);
    await expect(lastParams(args.onChange)).toEqual({ endTime: '2026-03-31' });
    await userEvent.clear(to);
    await expect(lastParams(args.onChange)).toEqual({});
    await expect(category).toHaveValue('');
    await expect(from).toHaveValue('');
  },
};

/** The category call failed: 审批类型 offers 全部 only; 状态 still works. */
export const CategoriesFailed: Story = {
  args: { loadOptions: fn(async (_call: string): Promise<unknown> => { throw new Error('网络请求失败，请稍候再试'); }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(args.loadOptions).toHaveBeenCalled());
    await expect(optionTexts(canvas.getByRole('combobox', { name: '审批类型' }))).toEqual(['审批类型：全部']);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '状态' }), '拒绝');
    await expect(lastParams(args.onChange)).toEqual({ checkStatus: '2' });
  },
};

/** 我审批的: 待我审批 chosen by default; 我已审批 sends status 2, a click on the chosen tab sends nothing. */
export const MyExamineTabs: Story = {
  args: { controls: MY_EXAMINE },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getByRole('radiogroup', { name: '我审批的' });
    await expect(within(tabs).getByRole('radio', { name: '待我审批' })).toBeChecked();
    await userEvent.click(within(tabs).getByRole('radio', { name: '待我审批' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(within(tabs).getByRole('radio', { name: '我已审批' }));
    await expect(lastParams(args.onChange)).toEqual({ status: '2' });
    await expect(within(tabs).getByRole('radio', { name: '我已审批' })).toBeChecked();
    await expect(within(tabs).getByRole('radio', { name: '待我审批' })).not.toBeChecked();
  },
};
