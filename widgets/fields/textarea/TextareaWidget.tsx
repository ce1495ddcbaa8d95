// formType `textarea` (多行文本): at most 200 characters (forms.md 5 and 9), with a live counter
// "n/200" in the box's corner. The limit ('ui:options'.maxLength, else the engine's LIMITS) and the
// way characters are counted (an emoji is one) come from the engine, so the counter and the
// '{name}不能超过200个字符' check always agree. maxLength
// stops typing at the limit; a longer value loaded from the server is shown whole, its counter
// turns red and the engine's rule reports it.
import { useCallback, type ChangeEvent, type FocusEvent } from 'react';
import { Box, Text, Textarea } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { LIMITS, countChars } from '../../../engine/fields/rules.ts';
import { controlStyle } from '../../form/controlStyle.ts';
import { counterId, describedBy, hasError } from '../../form/ids.ts';
import { memoWidget } from '../../form/memoWidget.tsx';

function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, value, options, placeholder, disabled, readonly, required, autofocus, onChange, onBlur, onFocus } = props;
  const { emptyValue } = options;
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
    <Box position="relative">
      <Textarea
        id={id}
        name={htmlName || id}
        {...controlStyle}
        rows={3}
        // Grows with the text instead of a resize handle, which would sit on the counter.
        autoresize
        pb="7"
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
      {/* Inside the box's bottom-right corner (as the original's word limit), so the error
          text right under the box stays the first thing below the field. */}
      <Text
        id={counterId(id)}
        position="absolute"
        bottom="1.5"
        right="3"
        pointerEvents="none"
        fontSize="xs"
        lineHeight="short"
        color={count > maxChars ? 'fg.error' : 'fg.muted'}
        // Read with the description on focus, not announced on every keystroke.
        aria-live="off"
      >
        {count}/{maxChars}
      </Text>
    </Box>
  );
}

export default memoWidget(TextareaWidget, 'TextareaWidget');
