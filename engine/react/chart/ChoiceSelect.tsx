// A select of a chart page (a page filter or a section's control): a year, a 商机组, fixed options.
import { NativeSelect } from '@chakra-ui/react';

export function ChoiceSelect({ label, value, options, size = 'sm', onChange }: {
  label: string; value: string; options: ReadonlyArray<{ value: string; text: string }>; size?: 'xs' | 'sm'; onChange(value: string): void;
}) {
  return (
    <NativeSelect.Root size={size} w="auto">
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {options.map((option) => <option key={option.value} value={option.value}>{option.text}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
