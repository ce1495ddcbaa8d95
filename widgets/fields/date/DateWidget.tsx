// formType `date` (日期): the shared DatePicker (DatePicker.tsx) in a form. The form holds
// `yyyy-MM-dd`, the format the server sends and expects; typed text that is not a day is handed to
// the form as it is, so the engine's rule says '{name}格式有误' under the field (and blocks submit).
// Blur is reported when the focus leaves the input, its button and the calendar together, so a
// visit to the calendar does not run the on-blur checks half-way.
import { useCallback } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { DatePicker } from './DatePicker.tsx';
import type { DateMode } from './dateText.ts';
import { describedBy, hasError } from '../../form/ids.ts';
import { memoWidget } from '../../form/memoWidget.tsx';

/** The rjsf side of DatePicker, shared by the date and datetime widgets. */
export function DateFieldWidget({ mode, ...props }: WidgetProps & { mode: DateMode }) {
  const { id, value, onChange, onBlur, onFocus, options, placeholder, disabled, readonly, required, autofocus } = props;
  const { emptyValue } = options;
  const handleChange = useCallback((next: string) => onChange(next === '' ? emptyValue : next), [onChange, emptyValue]);
  const handleBlur = useCallback((next: string) => onBlur(id, next === '' ? emptyValue : next), [onBlur, id, emptyValue]);
  const handleFocus = useCallback((next: string) => onFocus(id, next === '' ? emptyValue : next), [onFocus, id, emptyValue]);
  return (
    <DatePicker
      mode={mode}
      id={id}
      value={typeof value === 'string' ? value : ''}
      onChange={handleChange}
      onBlur={handleBlur}
      onFocus={handleFocus}
      invalidText="host"
      placeholder={placeholder}
      disabled={disabled}
      readOnly={readonly}
      required={required}
      autoFocus={autofocus}
      invalid={hasError(props)}
      describedBy={describedBy(props)}
    />
  );
}

function DateWidget(props: WidgetProps) {
  return <DateFieldWidget {...props} mode="date" />;
}

export default memoWidget(DateWidget, 'DateWidget');
