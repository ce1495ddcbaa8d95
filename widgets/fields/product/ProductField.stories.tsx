// Stories of formType `product`: the line-item grid compiled by engine/fields and drawn in a
// LingxiForm, with products from in-memory data sources. The figures are the engine's (big.js,
// 2 decimals, half up): 299 at 10 % → 269.10; × 12.34 → 3320.69; 12297.00 at 10 % → 11067.30.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryDataSources, type ProductOption } from '../../form/dataSources.ts';
import { FieldStoryForm, definition } from '../../form/FieldStoryForm.tsx';

type Canvas = ReturnType<typeof within>;

const PRODUCTS: ProductOption[] = [
  { productId: 1, name: '办公椅', categoryName: '办公家具', unit: '把', price: '299.00' },
  { productId: 2, name: '升降办公桌', categoryName: '办公家具', unit: '张', price: '1299.00' },
  { productId: 3, name: '笔记本电脑', categoryName: '电子设备', unit: '台', price: '5999.00' },
  { productId: 4, name: '激光打印机', categoryName: '电子设备', unit: '台', price: '1688.00' },
  { productId: 5, name: '投影仪', categoryName: '电子设备', unit: '台', price: '3499.00' },
  { productId: 6, name: 'A4复印纸', categoryName: '办公耗材', unit: '箱', price: '128.50' },
  { productId: 7, name: '中性笔', categoryName: '办公耗材', unit: '盒', price: '24.00' },
  { productId: 8, name: '文件柜', categoryName: '办公家具', unit: '个', price: '760.00' },
  { productId: 9, name: '会议平板', categoryName: '电子设备', unit: '台', price: '12800.00' },
  { productId: 10, name: '碎纸机', categoryName: '电子设备', unit: '台', price: '980.00' },
  { productId: 11, name: '白板', categoryName: '办公家具', unit: '块', price: '199.00' },
  { productId: 12, name: '订书机', categoryName: '办公耗材', unit: '个', price: '18.80' },
];

const FILLED = {
  product: [
    { productId: 3, name: '笔记本电脑', categoryName: '电子设备', unit: '台', price: '5999.00', salesPrice: '5999.00', num: '2', discount: '0.00', subtotal: '11998.00' },
    { productId: 1, name: '办公椅', categoryName: '办公家具', unit: '把', price: '299.00', salesPrice: '299.00', num: '1', discount: '0.00', subtotal: '299.00' },
  ],
  totalPrice: '12297.00',
  discountRate: '0.00',
};

const meta = {
  title: 'Widgets/Fields/product',
  component: FieldStoryForm,
  args: {
    definitions: [definition('product', '产品', 'product')],
    dataSources: createMemoryDataSources({ products: PRODUCTS }),
    onValueChange: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FieldStoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvas: Canvas) => canvas.getByRole('group', { name: '产品' });
const lineInput = (canvas: Canvas, product: string, column: string) => canvas.getByRole('textbox', { name: `${product} ${column}` });
const lastProductValue = (onValueChange: unknown) => {
  const calls = (onValueChange as ReturnType<typeof fn>).mock.calls;
  return (calls[calls.length - 1]?.[0] as { product: unknown }).product as { product: Array<Record<string, string>>; totalPrice: string; discountRate: string };
};

async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

/** 添加产品 opens the picker; a checked product becomes a line at its standard price, quantity 1. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = grid(canvas);
    for (const header of ['产品名称', '产品类别', '单位', '标准价格', '售价', '数量', '折扣(%)', '合计']) {
      await expect(within(group).getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(canvas.getByText('暂无产品，请点击“添加产品”')).toBeVisible();
    await expect(canvas.getByLabelText('产品总金额')).toHaveValue('');

    await userEvent.click(canvas.getByRole('button', { name: '添加产品' }));
    const picker = await canvas.findByRole('dialog', { name: '选择产品' });
    // The popover moves focus into it once it has opened (a frame later).
    await waitFor(() => expect(within(picker).getByRole('searchbox', { name: '搜索产品名称' })).toHaveFocus());
    await userEvent.click(await within(picker).findByRole('checkbox', { name: '办公椅' }));
    await userEvent.click(within(picker).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());

    const row = canvas.getByRole('row', { name: /办公椅/ });
    await expect(within(row).getByText('办公家具')).toBeVisible();
    await expect(within(row).getAllByText('299.00')).toHaveLength(2); // 标准价格 and 合计
    await expect(lineInput(canvas, '办公椅', '售价')).toHaveValue('299.00');
    await expect(lineInput(canvas, '办公椅', '数量')).toHaveValue('1');
    await expect(lineInput(canvas, '办公椅', '折扣(%)')).toHaveValue('0.00');
    await expect(canvas.getByLabelText('产品总金额')).toHaveValue('299.00');

    // Discount 10 → sales price and subtotal follow at once.
    await retype(lineInput(canvas, '办公椅', '折扣(%)'), '10');
    await expect(lineInput(canvas, '办公椅', '售价')).toHaveValue('269.10');
    await expect(within(row).getByText('269.10')).toBeVisible();
    await expect(canvas.getByLabelText('产品总金额')).toHaveValue('269.10');

    // Extra characters are trimmed: at most 2 decimals, letters dropped.
    await retype(lineInput(canvas, '办公椅', '数量'), '12.345abc');
    await expect(lineInput(canvas, '办公椅', '数量')).toHaveValue('12.34');
    await expect(within(row).getByText('3320.69')).toBeVisible();

    // Order discount 10 → the total.
    await retype(canvas.getByLabelText('整单折扣(%)'), '10');
    await expect(canvas.getByLabelText('产品总金额')).toHaveValue('2988.62');
    const value = lastProductValue(args.onValueChange);
    await expect(value.totalPrice).toBe('2988.62');
    await expect(value.discountRate).toBe('10');
    await expect(value.product[0]).toMatchObject({ productId: 1, salesPrice: '269.10', num: '12.34', discount: '10', subtotal: '3320.69' });
  },
};

/** The whole picker by keyboard: Enter opens it, type to search, Space checks, Enter confirms. */
export const PickByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: '添加产品' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    const picker = await canvas.findByRole('dialog', { name: '选择产品' });
    const search = within(picker).getByRole('searchbox', { name: '搜索产品名称' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.type(search, '打印{Enter}');
    const checkbox = await within(picker).findByRole('checkbox', { name: '激光打印机' });
    await waitFor(() => expect(within(picker).getAllByRole('checkbox')).toHaveLength(1));
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    const confirm = within(picker).getByRole('button', { name: '确 定' });
    for (let i = 0; i < 6 && document.activeElement !== confirm; i += 1) await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(lineInput(canvas, '激光打印机', '售价')).toHaveValue('1688.00');
    await expect(canvas.getByLabelText('产品总金额')).toHaveValue('1688.00');
  },
};

/** Twelve products: ten per page; products already in the grid say 已添加 and stay checked. */
export const PickerPaging: Story = {
  args: { values: { product: FILLED } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '添加产品' }));
    const picker = await canvas.findByRole('dialog', { name: '选择产品' });
    await expect(await within(picker).findAllByRole('checkbox')).toHaveLength(10);
    await waitFor(() => expect(within(picker).getByText('第 1/2 页')).toBeVisible(), { timeout: 10_000 });
    const chair = within(picker).getByRole('checkbox', { name: /^办公椅\s*已添加$/ });
    await expect(chair).toBeChecked();
    await expect(chair).toBeDisabled();
    await userEvent.click(within(picker).getByRole('button', { name: '下一页' }));
    // the page re-renders when its rows arrive: look the row up again until it stays. waitFor's
    // default 1 s was too short once in a clean-clone run (other suites loading both cores)
    await waitFor(() => expect(within(picker).getByRole('checkbox', { name: '订书机' })).toBeVisible(), { timeout: 10_000 });
    await waitFor(() => expect(within(picker).getByText('第 2/2 页')).toBeVisible(), { timeout: 10_000 });
    await userEvent.click(within(picker).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
  },
};

/** A saved order: the total can be typed, and the order discount follows (the reverse pricing). */
export const Filled: Story = {
  args: { values: { product: FILLED } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(lineInput(canvas, '笔记本电脑', '数量')).toHaveValue('2');
    await expect(canvas.getByText('11998.00')).toBeVisible();
    await expect(canvas.getByLabelText('产品总金额')).toHaveValue('12297.00');

    await retype(canvas.getByLabelText('整单折扣(%)'), '10');
    await expect(canvas.getByLabelText('产品总金额')).toHaveValue('11067.30');

    await retype(canvas.getByLabelText('产品总金额'), '11000');
    await expect(canvas.getByLabelText('整单折扣(%)')).toHaveValue('10.55');

    // A sales price typed in gives the line's discount.
    await retype(lineInput(canvas, '办公椅', '售价'), '239.2');
    await expect(lineInput(canvas, '办公椅', '折扣(%)')).toHaveValue('20.00');

    // Removing a line recomputes the total with the order discount kept.
    await userEvent.click(canvas.getByRole('button', { name: '删除办公椅' }));
    await expect(canvas.queryByRole('row', { name: /办公椅/ })).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('产品总金额')).toHaveValue('10732.21');
    await expect(lastProductValue(args.onValueChange).product).toHaveLength(1);
  },
};

export const Error: Story = {
  args: { definitions: [definition('product', '产品', 'product', { isNull: 1 })], errors: { product: '产品不能为空' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('产品不能为空');
    await expect(grid(canvas)).toHaveAccessibleDescription('产品不能为空');
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { values: { product: FILLED }, disabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '添加产品' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '删除办公椅' })).toBeDisabled();
    const num = lineInput(canvas, '办公椅', '数量');
    await expect(num).toBeDisabled();
    await expect(canvas.getByLabelText('整单折扣(%)')).toBeDisabled();
    await userEvent.type(num, '9');
    await expect(num).toHaveValue('1');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { values: { product: FILLED }, readonly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: '添加产品' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '删除办公椅' })).not.toBeInTheDocument();
    const total = canvas.getByLabelText('产品总金额');
    await expect(total).toHaveAttribute('readonly');
    await userEvent.type(total, '9');
    await userEvent.type(lineInput(canvas, '办公椅', '售价'), '9');
    await expect(total).toHaveValue('12297.00');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};
