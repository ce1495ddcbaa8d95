// The form runtime (engine/react/form SchemaForm) on a customer-like form compiled by the engine:
// the same widgets and templates as LingxiForm, with per-field validation on blur that clears as
// the user fixes the value.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { compileFields, type FieldDefinition } from '../../engine/fields/index.ts';
import { SchemaForm } from '../../engine/react/form/index.ts';
import { expectFieldError, expectLabelled, expectNoFieldError } from './storyChecks.ts';

const customerFields: FieldDefinition[] = [
  { fieldId: 10, fieldName: 'customer_name', name: '客户名称', formType: 'text', inputTips: '请输入客户全称', isUnique: 1, isNull: 1, value: '', fieldType: 1, sorting: 0 },
  { fieldId: 11, fieldName: 'mobile', name: '手机', formType: 'mobile', isNull: 0, value: '', fieldType: 1, sorting: 1 },
  { fieldId: 24, fieldName: 'email', name: '邮箱', formType: 'email', isNull: 0, value: '', fieldType: 1, sorting: 2 },
  { fieldId: 17, fieldName: '客户级别', name: '客户级别', formType: 'select', setting: ['A（核心客户）', 'B（重点客户）', 'C（普通客户）'], isNull: 0, value: '', fieldType: 0, sorting: 3 },
  { fieldId: 73, fieldName: 'remark', name: '备注', formType: 'textarea', isNull: 0, value: '', fieldType: 1, sorting: 4 },
  { fieldId: 41, fieldName: 'deal_date', name: '预计成交日期', formType: 'date', isNull: 0, value: '', fieldType: 1, sorting: 5 },
];

// Compiled once at module scope, as a form screen compiles once per definitions answer.
const compiled = compileFields(customerFields, { mode: 'save' });

const meta = {
  title: 'Widgets/Form/SchemaForm',
  render: () => <SchemaForm compiled={compiled} columns={2} />,
} satisfies Meta;

export default meta;
type Story = StoryObj;

export const CustomerForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await expectLabelled(canvas, '客户名称', 'root_customer_name');
    for (const label of ['手机', '邮箱', '客户级别', '备注', '预计成交日期']) {
      await expect(canvas.getByLabelText(label)).toBeInTheDocument();
    }
    await expectNoFieldError(canvas, name);

    // Leaving the empty required field names it.
    await userEvent.click(name);
    await userEvent.tab();
    await expectFieldError(canvas, name, '客户名称不能为空');

    // ...and the message goes as soon as something is typed.
    await userEvent.type(name, '杭州灵犀科技');
    await expectNoFieldError(canvas, name);

    // A bad mobile number is reported on blur...
    const mobile = canvas.getByLabelText('手机');
    await userEvent.type(mobile, '12ab');
    await userEvent.tab();
    await expectFieldError(canvas, mobile, '手机格式有误');

    // ...and clears while the user fixes it.
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '13800138000');
    await waitFor(() => expect(canvas.queryByText('手机格式有误')).not.toBeInTheDocument());
    await expectNoFieldError(canvas, mobile);
  },
};
