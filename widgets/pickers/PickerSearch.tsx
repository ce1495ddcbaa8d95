// The search box of a picker: a `type="search"` input (role searchbox) named by its placeholder.
// Enter never submits the surrounding form; `onEnter` lets a server-backed picker search at once.
import { forwardRef, type ChangeEvent, type KeyboardEvent } from 'react';
import { Input } from '@chakra-ui/react';

export interface PickerSearchProps {
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  onEnter?: () => void;
}

export const PickerSearch = forwardRef<HTMLInputElement, PickerSearchProps>(function PickerSearch(
  { placeholder, value, onChange, onEnter },
  ref,
) {
  return (
    <Input
      ref={ref}
      size="sm"
      colorPalette="brand"
      type="search"
      autoComplete="off"
      placeholder={placeholder}
      aria-label={placeholder}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        onEnter?.();
      }}
    />
  );
});
