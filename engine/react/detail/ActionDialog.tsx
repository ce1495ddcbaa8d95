// One dialog for the drawer's confirmations and small forms (删除, 放入公海, 作废, 输单 with a reason,
// 设置成交状态, 转移...). 确定 runs the action; while it runs the buttons wait; a refusal keeps the
// dialog open and shows the server's message inside it (the request client toasts it too).
import { useRef, useState, type ReactNode } from 'react';
import { Box, Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { messageOf } from './useDetailLoad.ts';

export interface ActionDialogProps {
  title: string;
  /** The question or the form. */
  children?: ReactNode;
  confirmLabel?: string;
  danger?: boolean;
  /** Disables 确定 (a required input is empty). */
  confirmDisabled?: boolean;
  onConfirm(): Promise<void>;
  onClose(): void;
}

export function ActionDialog({ title, children, confirmLabel, danger, confirmDisabled, onConfirm, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const cancelRef = useRef<HTMLButtonElement>(null);

  async function confirm() {
    setBusy(true);
    setError('');
    try {
      await onConfirm();
    } catch (cause) {
      setError(messageOf(cause) || t('detail.failed'));
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open role="alertdialog" size="sm" placement="center" initialFocusEl={() => cancelRef.current}
      onOpenChange={(details) => !details.open && !busy && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title fontSize="md">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild top="2" insetEnd="2">
              <CloseButton size="sm" aria-label={t('detail.close')} disabled={busy} />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              {typeof children === 'string' ? <Dialog.Description fontSize="sm">{children}</Dialog.Description> : children}
              {error ? (
                <Box role="alert" mt="3" px="3" py="2" borderRadius="sm" bg="red.50" color="red.700" fontSize="sm">
                  <Text>{error}</Text>
                </Box>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} size="sm" variant="outline" onClick={onClose} disabled={busy}>{t('detail.cancel')}</Button>
              <Button size="sm" colorPalette={danger ? 'red' : 'brand'} onClick={confirm} loading={busy} disabled={confirmDisabled}>
                {confirmLabel ?? t('detail.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
