// The ten ready formTypes together in one LingxiForm, as a customer form would put them (schema and
// uiSchema shaped like engine/fields' output): how the fields line up, and that errors show at
// their fields with no list above the form.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorSchemaBuilder, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { expect, within } from 'storybook/test';
import { LingxiForm } from './theme.ts';

const schema: RJSFSchema = {
  type: 'object',
  required: ['customer_name', 'level'],
  properties: {
    customer_name: { type: ['string', 'null'], title: '客户名称' },
    mobile: { type: ['string', 'null'], title: '手机' },
    email: { type: ['string', 'null'], title: '邮箱' },
    level: { type: ['string', 'null'], title: '客户级别' },
    source: { type: ['array', 'null'], title: '客户来源', items: { type: 'string' } },
    employees: { type: ['string', 'null'], title: '员工人数' },
    money: { type: ['string', 'null'], title: '预计成交金额' },
    deal_date: { type: ['string', 'null'], title: '预计成交日期' },
    next_time: { type: ['string', 'null'], title: '下次联系时间' },
    remark: { type: ['string', 'null'], title: '备注' },
  },
};

const uiSchema: UiSchema = {
  customer_name: { 'ui:widget': 'text', 'ui:placeholder': '请输入客户名称', 'ui:options': { fieldId: 10, isUnique: 1, formType: 'text' } },
  mobile: { 'ui:widget': 'mobile', 'ui:options': { fieldId: 11, formType: 'mobile' } },
  email: { 'ui:widget': 'email', 'ui:options': { fieldId: 24, formType: 'email' } },
  level: {
    'ui:widget': 'select',
    'ui:options': { fieldId: 17, formType: 'select', setting: ['A（核心客户）', 'B（重点客户）', 'C（普通客户）'] },
  },
  source: { 'ui:widget': 'checkbox', 'ui:options': { fieldId: 18, formType: 'checkbox', setting: ['促销', '搜索引擎', '广告', '转介绍'] } },
  employees: { 'ui:widget': 'number', 'ui:options': { fieldId: 90, formType: 'number' } },
  money: { 'ui:widget': 'floatnumber', 'ui:help': '单位：元', 'ui:options': { fieldId: 40, formType: 'floatnumber' } },
  deal_date: { 'ui:widget': 'date', 'ui:options': { fieldId: 41, formType: 'date' } },
  next_time: { 'ui:widget': 'datetime', 'ui:options': { fieldId: 15, formType: 'datetime' } },
  remark: { 'ui:widget': 'textarea', 'ui:options': { fieldId: 16, formType: 'textarea' } },
  'ui:submitButtonOptions': { norender: true },
};

const formData = { customer_name: '杭州灵犀科技有限公司', mobile: '12345', source: ['广告'], next_time: '2026-11-22 14:05:30' };
const extraErrors = new ErrorSchemaBuilder().addErrors('手机格式有误', 'mobile').addErrors('客户级别不能为空', 'level').ErrorSchema;

// Rendered directly rather than through args: the validator is not serialisable as a Storybook arg.
const meta = {
  title: 'Widgets/Form/LingxiForm',
  render: () => (
    <LingxiForm schema={schema} uiSchema={uiSchema} validator={validator} initialFormData={formData} extraErrors={extraErrors} noHtml5Validate />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj;

export const CustomerForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Every label names its control.
    for (const label of ['客户名称', '手机', '邮箱', '客户级别', '客户来源', '员工人数', '预计成交金额', '预计成交日期', '下次联系时间', '备注']) {
      await expect(canvas.getByLabelText(label)).toBeInTheDocument();
    }
    // Errors sit at their fields; nothing is listed above the form.
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts.map((alert) => alert.textContent)).toEqual(['手机格式有误', '客户级别不能为空']);
    await expect(canvas.getByLabelText('手机')).toHaveAccessibleDescription('手机格式有误');
    await expect(canvas.queryByText(/^Errors$/)).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('预计成交金额')).toHaveAccessibleDescription('单位：元');
    await expect(canvas.getAllByText('*')).toHaveLength(2);
  },
};
