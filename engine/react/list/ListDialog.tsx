// One dialog frame for the list's confirmations and small forms: 确定 runs the work; while it runs
// the buttons wait; a refusal keeps the dialog open with the server's message inside it.
import { useState, type ReactNode } from 'react';
import { Box, Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { errorText } from './useListData.ts';

export interface ListDialogProps {
  title: string;
  children?: ReactNode;
  confirmLabel?: string;
  danger?: boolean;
  confirmDisabled?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Resolves when done (the dialog's owner closes it); a rejection shows its message. */
  onConfirm(): Promise<void>;
  onClose(): void;
  /** Extra buttons left of 取消. */
  footerStart?: ReactNode;
  /** A problem found before sending (至少显示2列). */
  problem?: string;
}

export function ListDialog({ title, children, confirmLabel, danger, confirmDisabled, size = 'sm', onConfirm, onClose, footerStart, problem }: ListDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const shown = problem || error;

  async function confirm() {
    setBusy(true);
    setError('');
    try {
      await onConfirm();
    } catch (cause) {
      setError(errorText(cause) || t('list.state.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open size={size} placement="center" onOpenChange={(details) => !details.open && !busy && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title fontSize="md">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild top="2" insetEnd="2">
              <CloseButton size="sm" aria-label={t('list.dialog.close')} disabled={busy} />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              {typeof children === 'string' ? <Dialog.Description fontSize="sm">{children}</Dialog.Description> : children}
              {shown ? (
                <Box role="alert" mt="3" px="3" py="2" borderRadius="sm" bg="red.50" color="red.700" fontSize="sm">
                  <Text>{shown}</Text>
                </Box>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              {footerStart}
              <Button size="sm" variant="outline" onClick={onClose} disabled={busy}>{t('list.dialog.cancel')}</Button>
              <Button size="sm" colorPalette={danger ? 'red' : 'brand'} onClick={() => void confirm()} loading={busy} disabled={confirmDisabled || Boolean(problem)}>
                {confirmLabel ?? t('list.dialog.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

export function Choice({ type, name, checked, onChange, label }: { type: 'radio' | 'checkbox'; name: string; checked: boolean; onChange(on: boolean): void; label: string }) {
  return (
    <Box as="label" display="inline-flex" alignItems="center" gap="1.5" fontSize="sm" cursor="pointer">
      <input type={type} name={name} checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} style={{ accentColor: 'var(--chakra-colors-brand-500)' }} />
      {label}
    </Box>
  );
}
