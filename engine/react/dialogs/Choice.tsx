// A native radio or checkbox with its label: the small choices inside action dialogs (keyboard and
// screen readers get the platform's own control).
import { chakra } from '@chakra-ui/react';

export interface ChoiceProps {
  type: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  onChange(on: boolean): void;
  label: string;
}

export function Choice({ type, name, checked, onChange, label }: ChoiceProps) {
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="1.5" fontSize="sm" cursor="pointer">
      <chakra.input type={type} name={name} checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} accentColor="var(--chakra-colors-brand-500)" />
      {label}
    </chakra.label>
  );
}
