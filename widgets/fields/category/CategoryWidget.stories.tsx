// Stories of formType `category` (product category cascader) over an in-memory category tree,
// compiled by engine/fields and drawn in a LingxiForm. The value is the id path root → chosen.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataSourcesProvider, createMemoryDataSources, type LingxiDataSources, type ProductCategoryNode } from '../../form/dataSources.ts';
import { FieldStoryForm, definition } from '../../form/FieldStoryForm.tsx';

type Canvas = ReturnType<typeof within>;

const TREE: ProductCategoryNode[] = [
  {
    categoryId: 1, name: '办公家具', pid: 0,
    children: [
      {
        categoryId: 11, name: '椅子', pid: 1,
        children: [
          { categoryId: 111, name: '人体工学椅', pid: 11, children: [] },
          { categoryId: 112, name: '会议椅', pid: 11, children: [] },
        ],
      },
      { categoryId: 12, name: '桌子', pid: 1, children: [] },
    ],
  },
  {
    categoryId: 2, name: '电子设备', pid: 0,
    children: [
      { categoryId: 21, name: '电脑', pid: 2, children: [] },
      { categoryId: 22, name: '打印设备', pid: 2, children: [] },
    ],
  },
  { categoryId: 3, name: '办公耗材', pid: 0, children: [] },
];

const meta = {
  title: 'Widgets/Fields/category',
  component: FieldStoryForm,
  args: {
    definitions: [definition('category', '产品类别', 'category_id')],
    dataSources: createMemoryDataSources({ categories: TREE }),
    onValueChange: fn(),
  },
} satisfies Meta<typeof FieldStoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const level = (canvas: Canvas, name: string) => canvas.getByRole('combobox', { name });
const loaded = (canvas: Canvas) => waitFor(() => expect(within(level(canvas, '一级分类')).getByRole('option', { name: '办公家具' })).toBeInTheDocument());
const lastPath = (onValueChange: unknown) => {
  const calls = (onValueChange as ReturnType<typeof fn>).mock.calls;
  return (calls[calls.length - 1]?.[0] as { category_id: unknown }).category_id;
};

/**
 * A child category by keyboard: Tab to each level (storybook/test's selectOptions stands in for
 * the arrow keys inside a native select). Each choice opens the next level; changing a level drops
 * the ones below.
 */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '产品类别' })).toBeVisible();
    await loaded(canvas);
    await expect(canvas.queryByRole('combobox', { name: '二级分类' })).not.toBeInTheDocument();

    await userEvent.tab();
    await expect(level(canvas, '一级分类')).toHaveFocus();
    await userEvent.selectOptions(level(canvas, '一级分类'), '办公家具');
    await userEvent.tab();
    await expect(level(canvas, '二级分类')).toHaveFocus();
    await expect(within(level(canvas, '二级分类')).getAllByRole('option').map((option) => option.textContent)).toEqual(['请选择', '椅子', '桌子']);
    await userEvent.selectOptions(level(canvas, '二级分类'), '椅子');
    await userEvent.tab();
    await expect(level(canvas, '三级分类')).toHaveFocus();
    await userEvent.selectOptions(level(canvas, '三级分类'), '人体工学椅');
    await expect(lastPath(args.onValueChange)).toEqual([1, 11, 111]);

    // A different top level drops the levels below it.
    await userEvent.selectOptions(level(canvas, '一级分类'), '电子设备');
    await expect(level(canvas, '二级分类')).toHaveDisplayValue('请选择');
    await expect(canvas.queryByRole('combobox', { name: '三级分类' })).not.toBeInTheDocument();
    await expect(lastPath(args.onValueChange)).toEqual([2]);
    await userEvent.selectOptions(level(canvas, '二级分类'), '打印设备');
    await expect(lastPath(args.onValueChange)).toEqual([2, 22]);

    // A category without children is an answer on its own level.
    await userEvent.selectOptions(level(canvas, '一级分类'), '办公耗材');
    await expect(canvas.queryByRole('combobox', { name: '二级分类' })).not.toBeInTheDocument();
    await expect(lastPath(args.onValueChange)).toEqual([3]);
  },
};

export const Filled: Story = {
  args: { values: { category_id: [1, 11, 112] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(level(canvas, '一级分类')).toHaveDisplayValue('办公家具');
    await expect(level(canvas, '二级分类')).toHaveDisplayValue('椅子');
    await expect(level(canvas, '三级分类')).toHaveDisplayValue('会议椅');
  },
};

export const Error: Story = {
  args: { definitions: [definition('category', '产品类别', 'category_id', { isNull: 1 })], errors: { category_id: '产品类别不能为空' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(canvas.getByRole('alert')).toHaveTextContent('产品类别不能为空');
    await expect(canvas.getByRole('group', { name: '产品类别' })).toHaveAccessibleDescription('产品类别不能为空');
    await expect(level(canvas, '一级分类')).toHaveAttribute('aria-invalid', 'true');
    await expect(level(canvas, '一级分类')).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

/** The tree could not be loaded: said under the select, with 重试. */
export const LoadFailed: Story = {
  args: {
    dataSources: {
      ...createMemoryDataSources(),
      productCategoryTree: (() => {
        let calls = 0;
        return () => (++calls === 1 ? Promise.reject(new globalThis.Error('timeout')) : Promise.resolve(TREE));
      })(),
    } satisfies LingxiDataSources,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('加载失败')).toBeVisible();
    await expect(level(canvas, '一级分类')).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await loaded(canvas);
    await expect(level(canvas, '一级分类')).toBeEnabled();
  },
};

/** No `formContext.dataSources`: the widget takes the sources of the nearest DataSourcesProvider. */
export const FromProvider: Story = {
  args: { dataSources: undefined },
  decorators: [
    (Story) => (
      <DataSourcesProvider value={createMemoryDataSources({ categories: TREE })}>
        <Story />
      </DataSourcesProvider>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await userEvent.selectOptions(level(canvas, '一级分类'), '电子设备');
    await userEvent.selectOptions(level(canvas, '二级分类'), '电脑');
    await expect(lastPath(args.onValueChange)).toEqual([2, 21]);
  },
};

/** Neither formContext nor a provider has sources: the widget says so instead of failing. */
export const NoSources: Story = {
  args: { dataSources: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('未配置产品类别数据源')).toBeVisible();
    await expect(level(canvas, '一级分类')).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { values: { category_id: [1, 12] }, disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await loaded(canvas);
    await expect(level(canvas, '一级分类')).toBeDisabled();
    await expect(level(canvas, '二级分类')).toBeDisabled();
    await expect(level(canvas, '二级分类')).toHaveDisplayValue('桌子');
    await userEvent.tab();
    await expect(level(canvas, '一级分类')).not.toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { values: { category_id: [1, 11, 111] }, readonly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '产品类别' });
    await waitFor(() => expect(input).toHaveValue('办公家具 / 椅子 / 人体工学椅'));
    await expect(input).toHaveAttribute('readonly');
    await userEvent.type(input, '9');
    await expect(input).toHaveValue('办公家具 / 椅子 / 人体工学椅');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
