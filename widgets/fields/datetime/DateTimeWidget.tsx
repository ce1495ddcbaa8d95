// formType `datetime` (日期时间): the browser's datetime-local input with seconds (step 1, so a
// stored `10:30:15` survives an edit of another field), converting to and from the form's
// `yyyy-MM-dd HH:mm:ss` (dateTimeValue.ts). Blur and focus report the form's spelling too, so the
// engine's on-blur checks see the same value as onChange.
import { useCallback, type ChangeEvent } from 'react';
import { getTemplate, type WidgetProps } from '@rjsf/utils';
import { fromInputValue, toInputValue } from './dateTimeValue.ts';
import { memoWidget } from '../../form/memoWidget.tsx';

function DateTimeWidget(props: WidgetProps) {
  const { value, onChange, onBlur, onFocus, options } = props;
  const { emptyValue } = options;
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, options);

  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => onChange(fromInputValue(event.target.value) ?? emptyValue),
    [onChange, emptyValue],
  );
  const handleBlur = useCallback(
    (id: string, text: string) => onBlur(id, fromInputValue(text) ?? emptyValue),
    [onBlur, emptyValue],
  );
  const handleFocus = useCallback(
    (id: string, text: string) => onFocus(id, fromInputValue(text) ?? emptyValue),
    [onFocus, emptyValue],
  );

  return (
    <BaseInputTemplate
      {...props}
      type="datetime-local"
      step={1}
      max="9999-12-31T23:59:59"
      value={toInputValue(value)}
      onChangeOverride={handleChange}
      onBlur={handleBlur}
      onFocus={handleFocus}
    />
  );
}

export default memoWidget(DateTimeWidget, 'DateTimeWidget');
