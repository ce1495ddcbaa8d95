// A native select whose options come from the data sources (business types, their stages,
// receivables plans): the SelectWidget's look and keyboard, plus a loading / failed / unavailable
// note under it. Read-only shows the chosen text in a read-only input, as SelectWidget does.
// Named by the field's label element (`aria-labelledby`), which the FieldTemplate renders as a
// <label> for scalar fields and as a plain element for list-valued ones (receivables_plan).
import { useCallback, type ChangeEvent } from 'react';
import { Button, Flex, Input, NativeSelect, Text } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { controlStyle } from '../../form/controlStyle.ts';
import { describedBy, hasError, labelId } from '../../form/ids.ts';

export interface Choice {
  value: string;
  label: string;
}

export interface LoadedSelectProps {
  widget: WidgetProps;
  choices: readonly Choice[];
  /** The chosen value as text; '' = none. */
  selected: string;
  /** What to show for a chosen value that is not (or not yet) among the choices. */
  selectedLabel?: string;
  placeholder: string;
  /** Cannot be used yet (no contract, no type): disabled, with `note` saying why. */
  unavailable?: boolean;
  /** A short line under the select: loading, failed, why unavailable. */
  note?: string;
  noteTone?: 'muted' | 'error';
  onRetry?: () => void;
  retryLabel?: string;
  onPick: (value: string) => void;
}

export function LoadedSelect(props: LoadedSelectProps) {
  const { widget, choices, selected, selectedLabel, placeholder, unavailable, note, noteTone = 'muted', onRetry, retryLabel, onPick } = props;
  const { id, htmlName, disabled, readonly, required, autofocus, onBlur, onFocus } = widget;
  const noteId = `${id}__note`;
  const handleChange = useCallback((event: ChangeEvent<HTMLSelectElement>) => onPick(event.target.value), [onPick]);
  const handleBlur = useCallback(() => onBlur(id, selected), [onBlur, id, selected]);
  const handleFocus = useCallback(() => onFocus(id, selected), [onFocus, id, selected]);
  const known = selected === '' || choices.some((choice) => choice.value === selected);
  const aria = {
    'aria-labelledby': labelId(id),
    'aria-required': required || undefined,
    'aria-invalid': hasError(widget) || undefined,
    'aria-describedby': note ? describedBy(widget, noteId) : describedBy(widget),
  };

  const noteLine = note ? (
    <Flex id={noteId} align="center" gap="2" mt="1" fontSize="xs" color={noteTone === 'error' ? 'fg.error' : 'fg.muted'} role={noteTone === 'error' ? undefined : 'status'}>
      <Text as="span">{note}</Text>
      {onRetry ? (
        <Button size="2xs" variant="plain" colorPalette="brand" px="0" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </Flex>
  ) : null;

  if (readonly) {
    const label = choices.find((choice) => choice.value === selected)?.label ?? selectedLabel ?? '';
    return (
      <Input id={id} name={htmlName || id} {...controlStyle} value={label} readOnly disabled={disabled} onBlur={handleBlur} onFocus={handleFocus} {...aria} aria-describedby={describedBy(widget)} />
    );
  }

  return (
    <>
      <NativeSelect.Root size={controlStyle.size} colorPalette={controlStyle.colorPalette} disabled={disabled || unavailable} invalid={hasError(widget)}>
        <NativeSelect.Field
          id={id}
          name={htmlName || id}
          value={selected}
          autoFocus={autofocus}
          color={selected === '' ? 'fg.muted' : 'fg'}
          css={{ '& option': { color: 'fg' } }}
          onChange={handleChange}
          onBlur={handleBlur}
          onFocus={handleFocus}
          {...aria}
        >
          <option value="">{placeholder}</option>
          {known ? null : <option value={selected}>{selectedLabel ?? selected}</option>}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {noteLine}
    </>
  );
}
