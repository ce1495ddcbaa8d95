// The one <input> of every text-like widget (text, number, floatnumber, mobile, email, date,
// datetime, and rjsf's own TextWidget for fields without a formType). It renders the control only:
// the label, error and help are the FieldTemplate's, tied to this input by the ids in ids.ts.
//
// Deliberately not rjsf's getInputProps(): that turns number schemas into <input type="number">,
// whose spinners and silent rejection of "12." or "1e" would pre-empt the engine's format messages.
// A widget says which input it wants through `type` and the extra props below.
//
// A native <input>, not Chakra's `Input`: the class is Chakra's input recipe with `controlStyle`
// (size sm, brand focus ring, red border when aria-invalid, disabled and read-only tints), built
// once per system by staticClasses(), so it looks the same while a keystroke's render resolves no
// styles (Chakra's `Input` cost about 0.3 ms per keystroke on the 200-field bench).
import { memo, useCallback, type ChangeEvent, type FocusEvent } from 'react';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { controlStyles, staticClasses } from './controlStyle.ts';
import { describedBy, hasError } from './ids.ts';

const useInputClass = staticClasses((system) => ({
  input: { className: 'chakra-input', styles: controlStyles(system, 'input') },
}));

/** What a widget may add to rjsf's props (inputMode and spellCheck are already among them). */
export interface LingxiInputProps extends BaseInputTemplateProps {
  autoComplete?: string;
  step?: number | string;
  max?: string;
  maxLength?: number;
}

function BaseInputTemplate(props: LingxiInputProps) {
  const {
    id, htmlName, type, value, options, placeholder, disabled, readonly, required, autofocus,
    onChange, onChangeOverride, onBlur, onFocus, inputMode, autoComplete, step, max, maxLength, spellCheck,
  } = props;
  const { emptyValue } = options;
  const classes = useInputClass();

  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value === '' ? emptyValue : event.target.value),
    [onChange, emptyValue],
  );
  const handleBlur = useCallback((event: FocusEvent<HTMLInputElement>) => onBlur(id, event.target.value), [onBlur, id]);
  const handleFocus = useCallback((event: FocusEvent<HTMLInputElement>) => onFocus(id, event.target.value), [onFocus, id]);

  return (
    <input
      id={id}
      name={htmlName || id}
      type={type || 'text'}
      className={classes.input}
      value={value === null || value === undefined ? '' : String(value)}
      placeholder={placeholder || undefined}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      inputMode={inputMode}
      autoComplete={autoComplete}
      step={step}
      max={max}
      maxLength={maxLength}
      spellCheck={spellCheck}
      // aria-required, not `required`: the browser's own "please fill in" bubble would pre-empt the
      // engine's '{name}不能为空' message.
      aria-required={required || undefined}
      aria-invalid={hasError(props) || undefined}
      aria-describedby={describedBy(props)}
      onChange={onChangeOverride || handleChange}
      onBlur={handleBlur}
      onFocus={handleFocus}
    />
  );
}

export default memo(BaseInputTemplate);
