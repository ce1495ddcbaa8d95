// Diagnostic widgets for the benchmark only: native controls with the rjsf widget contract and
// nothing else (no Chakra, no zag). SchemaForm drawn with these shows what the runtime itself
// costs per keystroke, apart from the cost of the product's widgets.
import { useCallback, type ChangeEvent } from 'react';
import type { Widget, WidgetProps } from '@rjsf/utils';

function PlainInput(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, options } = props;
  const change = useCallback((event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value === '' ? options.emptyValue : event.target.value), [onChange, options.emptyValue]);
  return (
    <input id={id} value={value ?? ''} disabled={disabled} readOnly={readonly} onChange={change} onBlur={(event) => onBlur(id, event.target.value)} onFocus={(event) => onFocus(id, event.target.value)} />
  );
}

function PlainTextarea(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus, options } = props;
  const change = useCallback((event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value === '' ? options.emptyValue : event.target.value), [onChange, options.emptyValue]);
  return (
    <textarea id={id} value={value ?? ''} disabled={disabled} readOnly={readonly} onChange={change} onBlur={(event) => onBlur(id, event.target.value)} onFocus={(event) => onFocus(id, event.target.value)} />
  );
}

function PlainCheckboxes(props: WidgetProps) {
  const { id, value, disabled, onChange, options } = props;
  const checked: string[] = Array.isArray(value) ? value : [];
  const setting = (Array.isArray(options.setting) ? options.setting : []) as string[];
  return (
    <div id={id} role="group">
      {setting.map((choice) => (
        <label key={choice}>
          <input
            type="checkbox"
            checked={checked.includes(choice)}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked ? [...checked, choice] : checked.filter((item) => item !== choice))}
          />
          {choice}
        </label>
      ))}
    </div>
  );
}

export const plainWidgets: Readonly<Record<string, Widget>> = {
  text: PlainInput,
  mobile: PlainInput,
  email: PlainInput,
  number: PlainInput,
  floatnumber: PlainInput,
  textarea: PlainTextarea,
  checkbox: PlainCheckboxes,
};
