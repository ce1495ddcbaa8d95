// The form playground: a customer form's field definitions as JSON, compiled live by
// engine/fields `compileFields` (新建 = mode 'save', 编辑 = 'update') and drawn by the form
// runtime's SchemaForm with in-memory sample data. Submitting shows the formData and the
// `splitPayload` result the server would receive.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FieldDefinition } from '../../engine/fields/index.ts';
import { STORY_DEPTS, STORY_USERS } from '../pickers/storyData.ts';
import { createMemoryDataSources, type ProductCategoryNode, type ProductOption } from './dataSources.ts';
import { FormPlayground } from './FormPlayground.tsx';

type Canvas = ReturnType<typeof within>;

/** A customer create form as `field/queryField` answers it (label 2): system and custom fields mixed. */
const CUSTOMER_FIELDS: FieldDefinition[] = [
  { fieldId: 10, fieldName: 'customer_name', name: '客户名称', type: 1, formType: 'text', inputTips: '请输入客户全称', setting: [], isUnique: 1, isNull: 1, value: '', fieldType: 1, sorting: 0 },
  { fieldId: 11, fieldName: 'mobile', name: '手机', type: 7, formType: 'mobile', inputTips: null, setting: [], isUnique: 0, isNull: 0, value: '', fieldType: 1, sorting: 1 },
  { fieldId: 24, fieldName: 'email', name: '邮箱', type: 14, formType: 'email', inputTips: null, setting: [], isUnique: 0, isNull: 0, value: '', fieldType: 1, sorting: 2 },
  { fieldId: 17, fieldName: '客户级别', name: '客户级别', type: 3, formType: 'select', inputTips: null, setting: ['A（核心客户）', 'B（重点客户）', 'C（普通客户）'], isUnique: 0, isNull: 0, value: '', fieldType: 0, sorting: 3 },
  { fieldId: 18, fieldName: '客户行业', name: '客户行业', type: 9, formType: 'checkbox', inputTips: null, setting: ['IT', '金融', '制造业', '零售', '教育'], isUnique: 0, isNull: 0, value: [], fieldType: 0, sorting: 4 },
  { fieldId: 15, fieldName: 'next_time', name: '下次联系时间', type: 13, formType: 'datetime', inputTips: null, setting: [], isUnique: 0, isNull: 0, value: '', fieldType: 1, sorting: 5 },
  { fieldId: 73, fieldName: 'remark', name: '备注', type: 2, formType: 'textarea', inputTips: null, setting: [], isUnique: 0, isNull: 0, value: '', fieldType: 1, sorting: 6 },
  { fieldId: 105, fieldName: '成交金额', name: '成交金额', type: 6, formType: 'floatnumber', inputTips: null, setting: [], isUnique: 0, isNull: 0, value: '', fieldType: 0, sorting: 7 },
  { fieldId: 20, fieldName: 'owner_user_id', name: '负责人', type: 10, formType: 'user', inputTips: null, setting: [], isUnique: 0, isNull: 0, value: '', defaultValue: [], fieldType: 1, sorting: 8 },
  { fieldId: 104, fieldName: '附件', name: '附件', type: 8, formType: 'file', inputTips: null, setting: [], isUnique: 0, isNull: 0, value: '', fieldType: 0, sorting: 9 },
  { fieldName: 'map_address', name: '地区定位', formType: 'map_address', isNull: 0, fieldType: 1 },
  { fieldName: 'product', name: '产品', formType: 'product', setting: [], isNull: 0, value: { discountRate: '', product: [], totalPrice: '' }, fieldType: 1 },
];

const CATEGORIES: ProductCategoryNode[] = [
  { categoryId: 1, name: '办公家具', pid: 0 },
  { categoryId: 2, name: '电子设备', pid: 0 },
  { categoryId: 3, name: '办公耗材', pid: 0 },
];

const PRODUCTS: ProductOption[] = [
  { productId: 1, name: '办公椅', categoryName: '办公家具', unit: '把', price: '299.00' },
  { productId: 2, name: '升降办公桌', categoryName: '办公家具', unit: '张', price: '1299.00' },
  { productId: 3, name: '笔记本电脑', categoryName: '电子设备', unit: '台', price: '5999.00' },
  { productId: 4, name: '激光打印机', categoryName: '电子设备', unit: '台', price: '1688.00' },
  { productId: 5, name: 'A4复印纸', categoryName: '办公耗材', unit: '箱', price: '128.50' },
];

// Module scope: one set of data sources, so the form's formContext stays the same object.
const dataSources = createMemoryDataSources({ users: STORY_USERS, depts: STORY_DEPTS, categories: CATEGORIES, products: PRODUCTS });

/** The field the play function appends through the JSON editor. */
const INTENT_FIELD = { fieldId: 900, name: '合作意向', fieldName: '合作意向', formType: 'select', fieldType: 0, isNull: 1, setting: ['强', '弱'] };

const meta = {
  title: 'Widgets/Form/FormPlayground',
  component: FormPlayground,
  args: { definitions: CUSTOMER_FIELDS, dataSources },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FormPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

const editor = (canvas: Canvas) => canvas.getByLabelText('字段定义 (JSON)') as HTMLTextAreaElement;

/** Replaces the editor's text the way a developer pastes a definition list. */
async function replaceJson(canvas: Canvas, text: string) {
  const textarea = editor(canvas);
  await userEvent.clear(textarea);
  await userEvent.click(textarea);
  await userEvent.paste(text);
  await expect(textarea).toHaveValue(text);
}

export const CustomerForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);

    // The prefilled customer form is compiled and drawn.
    await expect(canvas.getByLabelText('客户名称')).toHaveAttribute('id', 'root_customer_name');
    for (const label of ['手机', '邮箱', '客户级别', '下次联系时间', '备注', '成交金额']) {
      await expect(canvas.getByLabelText(label)).toBeInTheDocument();
    }
    await expect(canvas.getByText('客户行业')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '新建' })).toHaveAttribute('aria-pressed', 'true');

    // Appending a field to the JSON draws it once the text has settled.
    const definitions = JSON.parse(editor(canvas).value) as unknown[];
    await replaceJson(canvas, JSON.stringify([...definitions, INTENT_FIELD], null, 2));
    await waitFor(() => expect(canvas.getByLabelText('合作意向')).toHaveAttribute('id', 'root_field_900'));

    // Broken JSON: an inline message, and the last good form stays.
    await userEvent.type(editor(canvas), ',,');
    await waitFor(() => expect(canvas.getByText(/^JSON 格式错误：/)).toBeVisible());
    await expect(canvas.getByLabelText('客户名称')).toBeInTheDocument();
    await expect(canvas.getByLabelText('合作意向')).toBeInTheDocument();

    // Submitting the empty form names the required fields and submits nothing.
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(canvas.getByText('客户名称不能为空')).toBeVisible());
    await expect(canvas.getByText('合作意向不能为空')).toBeVisible();
    await expect(canvas.getByLabelText('提交结果')).toHaveTextContent('（尚未提交）');

    // Fixing the JSON clears the message.
    await userEvent.type(editor(canvas), '{Backspace}{Backspace}');
    await waitFor(() => expect(canvas.queryByText(/^JSON 格式错误：/)).not.toBeInTheDocument());
  },
};

export const SubmitShowsPayload: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const result = canvas.getByLabelText('提交结果');

    await userEvent.type(canvas.getByLabelText('客户名称'), '杭州灵犀科技');
    await userEvent.type(canvas.getByLabelText('成交金额'), '12800.50');
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));

    await waitFor(() => expect(result).toHaveTextContent('"customer_name": "杭州灵犀科技"'));
    const shown = JSON.parse(result.textContent ?? '') as {
      formData: Record<string, unknown>;
      payload: { entity: Record<string, unknown>; field: Array<{ fieldId: number; value: unknown }>; product?: unknown };
    };
    await expect(shown.formData.customer_name).toBe('杭州灵犀科技');
    // System fields go to the entity, custom ones to field[] by fieldId.
    await expect(shown.payload.entity.customer_name).toBe('杭州灵犀科技');
    await expect(shown.payload.field.find((item) => item.fieldId === 105)?.value).toBe('12800.50');
    await expect(shown.payload.product).toEqual([]);

    // 编辑 recompiles in update mode: a new form, and the old result goes.
    await userEvent.click(canvas.getByRole('button', { name: '编辑' }));
    await expect(canvas.getByRole('button', { name: '编辑' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(result).toHaveTextContent('（尚未提交）'));
    await expect(canvas.getByLabelText('客户名称')).toHaveValue('');
  },
};

export const InvalidDefinitions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Valid JSON the engine refuses (a custom field without fieldId): a message, the form stays.
    await replaceJson(canvas, JSON.stringify([{ name: '无编号', fieldName: '无编号', formType: 'text', fieldType: 0 }]));
    await waitFor(() => expect(canvas.getByText(/^字段定义有误：/)).toHaveTextContent('缺少 fieldId'));
    await expect(canvas.getByLabelText('客户名称')).toBeInTheDocument();
  },
};
