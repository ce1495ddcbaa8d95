// Stories of formType `number`: the widget inside a one-field LingxiForm, in each state a field can be in.
import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OneFieldForm } from '../../form/OneFieldForm.tsx';
import { inputWidgetStories } from '../../form/inputWidgetStories.ts';

const meta = {
  title: 'Widgets/Fields/number',
  component: OneFieldForm,
  args: { formType: 'number', title: '数量', placeholder: '请输入数量', onValueChange: fn() },
} satisfies Meta<typeof OneFieldForm>;

export default meta;

// A text input with the decimal keypad, no spinners: the typed text is the value, as a string.
const stories = inputWidgetStories({
  label: '数量',
  attributes: { type: 'text', inputmode: 'decimal' },
  typed: '12.5',
  filled: '1200',
  invalid: { value: '1.23456', message: '数字的整数部分须少于12位，小数部分须少于4位' },
});

export const Empty = stories.Empty;
export const Filled = stories.Filled;
export const Error = stories.Error;
export const Disabled = stories.Disabled;
export const ReadOnly = stories.ReadOnly;
export const Required = stories.Required;
