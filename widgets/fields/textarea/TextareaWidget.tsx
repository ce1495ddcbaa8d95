// formType `textarea` (多行文本): at most 200 characters (forms.md 5 and 9), with a live counter
// "n/200" in the box's corner. The limit ('ui:options'.maxLength, else the engine's LIMITS) and the
// way characters are counted (an emoji is one) come from the engine, so the counter and the
// '{name}不能超过200个字符' check always agree. maxLength
// stops typing at the limit; a longer value loaded from the server is shown whole, its counter
// turns red and the engine's rule reports it.
//
// Native elements with classes built once (staticClasses): the textarea is Chakra's textarea recipe
// with `controlStyle`, the counter a plain span whose colour follows a data attribute. No
// autoresize: it laid the page out on every input; the box has fixed rows and the user can drag it
// taller (vertically only), the grip sitting right of the counter.
import { useCallback, type ChangeEvent, type FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { LIMITS, countChars } from '../../../engine/fields/rules.ts';
import { controlStyles, staticClasses } from '../../form/controlStyle.ts';
import { counterId, describedBy, hasError } from '../../form/ids.ts';
import { memoWidget } from '../../form/memoWidget.tsx';

const useTextareaClasses = staticClasses((system) => ({
  box: { styles: { position: 'relative' } },
  textarea: { className: 'chakra-textarea', styles: controlStyles(system, 'textarea', { pb: '7', resize: 'vertical' }) },
  // Inside the box's bottom-right corner (as the original's word limit), so the error text right
  // under the box stays the first thing below the field.
  counter: {
    styles: {
      position: 'absolute', bottom: '1.5', right: '5', pointerEvents: 'none',
      fontSize: 'xs', lineHeight: 'short', color: 'fg.muted',
      '&[data-over]': { color: 'fg.error' },
    },
  },
}));

function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, value, options, placeholder, disabled, readonly, required, autofocus, onChange, onBlur, onFocus } = props;
  const { emptyValue } = options;
  const classes = useTextareaClasses();
  const maxChars = typeof options.maxLength === 'number' ? options.maxLength : LIMITS.textareaMaxChars;
  const text = value === null || value === undefined ? '' : String(value);
  const count = countChars(text);

  const handleChange = useCallback(
    (event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value === '' ? emptyValue : event.target.value),
    [onChange, emptyValue],
  );
  const handleBlur = useCallback((event: FocusEvent<HTMLTextAreaElement>) => onBlur(id, event.target.value), [onBlur, id]);
  const handleFocus = useCallback((event: FocusEvent<HTMLTextAreaElement>) => onFocus(id, event.target.value), [onFocus, id]);

  return (
    <div className={classes.box}>
      <textarea
        id={id}
        name={htmlName || id}
        className={classes.textarea}
        rows={3}
        value={text}
        placeholder={placeholder || undefined}
        disabled={disabled}
        readOnly={readonly}
        autoFocus={autofocus}
        maxLength={maxChars}
        aria-required={required || undefined}
        aria-invalid={hasError(props) || undefined}
        aria-describedby={describedBy(props, counterId(id))}
        onChange={handleChange}
        onBlur={handleBlur}
        onFocus={handleFocus}
      />
      {/* Read with the description on focus, not announced on every keystroke. */}
      <span id={counterId(id)} className={classes.counter} data-over={count > maxChars ? '' : undefined} aria-live="off">
        {count}/{maxChars}
      </span>
    </div>
  );
}

export default memoWidget(TextareaWidget, 'TextareaWidget');
