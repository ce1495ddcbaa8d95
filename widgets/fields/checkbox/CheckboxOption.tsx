// One choice of a checkbox field: Chakra's Checkbox, whose real (visually hidden) <input
// type="checkbox"> takes the focus, toggles with Space and is named by the choice's text.
import { memo, useCallback } from 'react';
import { Checkbox } from '@chakra-ui/react';
import { choiceStyle } from '../../form/controlStyle.ts';

export interface CheckboxOptionProps {
  inputId: string;
  label: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  readonly?: boolean;
  invalid?: boolean;
  onToggle: (value: string, checked: boolean) => void;
  onFocus: () => void;
  onBlur: () => void;
}

function CheckboxOption({ inputId, label, value, checked, disabled, readonly, invalid, onToggle, onFocus, onBlur }: CheckboxOptionProps) {
  const handleCheckedChange = useCallback(
    (details: Checkbox.CheckedChangeDetails) => onToggle(value, details.checked === true),
    [onToggle, value],
  );
  return (
    <Checkbox.Root
      {...choiceStyle}
      value={value}
      checked={checked}
      disabled={disabled}
      readOnly={readonly}
      invalid={invalid}
      ids={{ hiddenInput: inputId }}
      onCheckedChange={handleCheckedChange}
    >
      <Checkbox.HiddenInput aria-readonly={readonly || undefined} onFocus={onFocus} onBlur={onBlur} />
      <Checkbox.Control />
      <Checkbox.Label fontWeight="normal">{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

export default memo(CheckboxOption);
