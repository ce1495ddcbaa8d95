// Stories of formType `date`: the widget inside a one-field LingxiForm, in each state a field can be in.
import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OneFieldForm } from '../../form/OneFieldForm.tsx';
import { inputWidgetStories } from '../../form/inputWidgetStories.ts';

const meta = {
  title: 'Widgets/Fields/date',
  component: OneFieldForm,
  args: { formType: 'date', title: '下单时间', placeholder: '请选择下单时间', onValueChange: fn() },
} satisfies Meta<typeof OneFieldForm>;

export default meta;

// The native date input: its value is already the yyyy-MM-dd the server uses.
const stories = inputWidgetStories({
  label: '下单时间',
  attributes: { type: 'date' },
  typed: '2026-11-22',
  filled: '2026-03-15',
  invalid: { value: '2026-03-15', message: '下单时间不能早于合同开始时间' },
});

export const Empty = stories.Empty;
export const Filled = stories.Filled;
export const Error = stories.Error;
export const Disabled = stories.Disabled;
export const ReadOnly = stories.ReadOnly;
export const Required = stories.Required;
