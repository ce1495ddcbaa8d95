// Stories of formType `floatnumber`: the widget inside a one-field LingxiForm, in each state a field can be in.
import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OneFieldForm } from '../../form/OneFieldForm.tsx';
import { inputWidgetStories } from '../../form/inputWidgetStories.ts';

const meta = {
  title: 'Widgets/Fields/floatnumber',
  component: OneFieldForm,
  args: { formType: 'floatnumber', title: '合同金额', placeholder: '请输入合同金额', onValueChange: fn() },
} satisfies Meta<typeof OneFieldForm>;

export default meta;

// Money: the typed text, sign and trailing zero included, is the value, as a string.
const stories = inputWidgetStories({
  label: '合同金额',
  attributes: { type: 'text', inputmode: 'decimal' },
  typed: '-1234.50',
  filled: '98000.00',
  invalid: { value: '12345678901', message: '货币的整数部分须少于10位，小数部分须少于2位' },
});

export const Empty = stories.Empty;
export const Filled = stories.Filled;
export const Error = stories.Error;
export const Disabled = stories.Disabled;
export const ReadOnly = stories.ReadOnly;
export const Required = stories.Required;
