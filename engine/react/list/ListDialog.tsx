// The list's confirmations and small forms use the shared action dialog (engine/react/dialogs).
import { Box } from '@chakra-ui/react';
import { ActionDialog, type ActionDialogProps } from '../dialogs/ActionDialog.tsx';

export type ListDialogProps = ActionDialogProps;
export const ListDialog = ActionDialog;

export function Choice({ type, name, checked, onChange, label }: { type: 'radio' | 'checkbox'; name: string; checked: boolean; onChange(on: boolean): void; label: string }) {
  return (
    <Box as="label" display="inline-flex" alignItems="center" gap="1.5" fontSize="sm" cursor="pointer">
      <input type={type} name={name} checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} style={{ accentColor: 'var(--chakra-colors-brand-500)' }} />
      {label}
    </Box>
  );
}
