// formType `select` (下拉单选): a native <select> in Chakra's NativeSelect skin, so the keyboard
// works as everywhere else (Tab to it, arrows or the first letter to pick, Alt+Down to open) and
// phones show their own picker. Options come from 'ui:options'.setting; the first choice, 请选择,
// is the empty value.
//
// Read-only shows the chosen text in a read-only input: a native select cannot be read-only, and a
// disabled one could neither be focused nor have its text selected and copied.
import { useCallback, useMemo, type ChangeEvent } from 'react';
import { Input, NativeSelect } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { controlStyle } from '../../form/controlStyle.ts';
import { describedBy, hasError } from '../../form/ids.ts';
import { selectPlaceholder } from '../../form/strings.ts';
import { choiceOptions, type ChoiceOption } from '../../form/uiOptions.ts';
import { memoWidget } from '../../form/memoWidget.tsx';

function SelectWidget(props: WidgetProps) {
  const { id, htmlName, value, options, disabled, readonly, required, autofocus, onChange, onBlur, onFocus } = props;
  const { emptyValue, setting, enumOptions } = options;
  const selected = value === null || value === undefined ? '' : String(value);

  const choices = useMemo(() => {
    const list: ChoiceOption[] = choiceOptions({ setting, enumOptions });
    // A record may hold a value the admin has since removed from the options: keep showing it
    // rather than silently displaying 请选择 while the old value is still saved.
    if (selected !== '' && !list.some((choice) => choice.value === selected)) {
      list.push({ label: selected, value: selected });
    }
    return list;
  }, [setting, enumOptions, selected]);

  const handleChange = useCallback(
    (event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value === '' ? emptyValue : event.target.value),
    [onChange, emptyValue],
  );
  const handleBlur = useCallback(() => onBlur(id, selected), [onBlur, id, selected]);
  const handleFocus = useCallback(() => onFocus(id, selected), [onFocus, id, selected]);

  const aria = {
    'aria-required': required || undefined,
    'aria-invalid': hasError(props) || undefined,
    'aria-describedby': describedBy(props),
  };

  if (readonly) {
    const label = choices.find((choice) => choice.value === selected)?.label ?? '';
    return (
      <Input id={id} name={htmlName || id} {...controlStyle} value={label} readOnly disabled={disabled} onBlur={handleBlur} onFocus={handleFocus} {...aria} />
    );
  }

  return (
    <NativeSelect.Root size={controlStyle.size} colorPalette={controlStyle.colorPalette} disabled={disabled} invalid={hasError(props)}>
      <NativeSelect.Field
        id={id}
        name={htmlName || id}
        value={selected}
        autoFocus={autofocus}
        // 请选择 reads as a placeholder; the options themselves keep the normal colour.
        color={selected === '' ? 'fg.muted' : 'fg'}
        css={{ '& option': { color: 'fg' } }}
        onChange={handleChange}
        onBlur={handleBlur}
        onFocus={handleFocus}
        {...aria}
      >
        <option value="">{selectPlaceholder()}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export default memoWidget(SelectWidget, 'SelectWidget');
