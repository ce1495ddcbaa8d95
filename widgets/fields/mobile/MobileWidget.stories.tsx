// Stories of formType `mobile`: the widget inside a one-field LingxiForm, in each state a field can be in.
import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OneFieldForm } from '../../form/OneFieldForm.tsx';
import { inputWidgetStories } from '../../form/inputWidgetStories.ts';

const meta = {
  title: 'Widgets/Fields/mobile',
  component: OneFieldForm,
  args: { formType: 'mobile', title: '手机', placeholder: '请输入手机号', onValueChange: fn() },
} satisfies Meta<typeof OneFieldForm>;

export default meta;

// A tel input (phone keypad, no browser validation of its own).
const stories = inputWidgetStories({
  label: '手机',
  attributes: { type: 'tel' },
  typed: '13800138000',
  filled: '0571-88886666',
  invalid: { value: '12345', message: '手机格式有误' },
});

export const Empty = stories.Empty;
export const Filled = stories.Filled;
export const Error = stories.Error;
export const Disabled = stories.Disabled;
export const ReadOnly = stories.ReadOnly;
export const Required = stories.Required;
