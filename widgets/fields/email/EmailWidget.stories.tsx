// Stories of formType `email`: the widget inside a one-field LingxiForm, in each state a field can be in.
import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OneFieldForm } from '../../form/OneFieldForm.tsx';
import { inputWidgetStories } from '../../form/inputWidgetStories.ts';

const meta = {
  title: 'Widgets/Fields/email',
  component: OneFieldForm,
  args: { formType: 'email', title: '邮箱', placeholder: '请输入邮箱', onValueChange: fn() },
} satisfies Meta<typeof OneFieldForm>;

export default meta;

// A text input with the e-mail keyboard: the browser never blocks submit with its own e-mail check.
const stories = inputWidgetStories({
  label: '邮箱',
  attributes: { type: 'text', inputmode: 'email' },
  typed: 'zhang.san@lingxi.cn',
  filled: 'li.si@lingxi.cn',
  invalid: { value: 'li.si@', message: '邮箱格式有误' },
});

export const Empty = stories.Empty;
export const Filled = stories.Filled;
export const Error = stories.Error;
export const Disabled = stories.Disabled;
export const ReadOnly = stories.ReadOnly;
export const Required = stories.Required;
