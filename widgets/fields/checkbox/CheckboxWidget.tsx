// formType `checkbox` (多选): one checkbox per choice of 'ui:options'.setting; the value is the
// array of checked choices, always in the order of the setting (not the order they were clicked),
// so the comma-joined value the server stores does not depend on click order.
//
// The choices form a group named by the field label (aria-labelledby: a <label for> can name only
// one input); the group also carries the field's error and help through aria-describedby.
import { useCallback, useMemo } from 'react';
import { Flex } from '@chakra-ui/react';
import { optionId, type WidgetProps } from '@rjsf/utils';
import { describedBy, hasError, labelId } from '../../form/ids.ts';
import { choiceOptions } from '../../form/uiOptions.ts';
import CheckboxOption from './CheckboxOption.tsx';
import { memoWidget } from '../../form/memoWidget.tsx';

const NOTHING: readonly string[] = [];

function toList(value: unknown): readonly string[] {
  return Array.isArray(value) ? value.map(String) : NOTHING;
}

function CheckboxWidget(props: WidgetProps) {
  const { id, value, options, disabled, readonly, onChange, onBlur, onFocus } = props;
  const { setting, enumOptions } = options;
  const selected = toList(value);
  const choices = useMemo(() => choiceOptions({ setting, enumOptions }), [setting, enumOptions]);
  const invalid = hasError(props);

  const handleToggle = useCallback(
    (choice: string, checked: boolean) => {
      const known = choices.map((option) => option.value);
      const next = known.filter((option) => (option === choice ? checked : selected.includes(option)));
      // Values no longer among the options (removed by an admin) stay, at the end.
      const unknown = selected.filter((option) => !known.includes(option));
      onChange([...next, ...unknown]);
    },
    [choices, selected, onChange],
  );
  const handleFocus = useCallback(() => onFocus(id, selected), [onFocus, id, selected]);
  const handleBlur = useCallback(() => onBlur(id, selected), [onBlur, id, selected]);

  return (
    <Flex
      id={id}
      role="group"
      aria-labelledby={labelId(id)}
      aria-describedby={describedBy(props)}
      wrap="wrap"
      columnGap="5"
      rowGap="2"
      minH="9"
      align="center"
    >
      {choices.map((choice, index) => (
        <CheckboxOption
          key={choice.value}
          inputId={optionId(id, index)}
          label={choice.label}
          value={choice.value}
          color={choice.color}
          checked={selected.includes(choice.value)}
          disabled={disabled}
          readonly={readonly}
          invalid={invalid}
          onToggle={handleToggle}
          onFocus={handleFocus}
          onBlur={handleBlur}
        />
      ))}
    </Flex>
  );
}

export default memoWidget(CheckboxWidget, 'CheckboxWidget');
