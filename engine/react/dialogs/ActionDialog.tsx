// One dialog frame for the confirmations and small forms of lists and record details (删除, 放入公海,
// 转移, 设置成交状态, 高级筛选, 列设置...): 确定 runs the work; while it runs the buttons wait; a
// refusal keeps the dialog open with the server's message inside it (the request client toasts it
// too). `alert` makes it an alertdialog whose focus starts on 取消, for questions that change data.
import { useRef, type ReactNode } from 'react';
import { Box, Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from './useConfirmAction.ts';

export interface ActionDialogProps {
  title: string;
  /** The question (a string) or the form. */
  children?: ReactNode;
  confirmLabel?: string;
  danger?: boolean;
  /** Disables 确定 (a required input is empty). */
  confirmDisabled?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** A confirmation: role alertdialog, focus on 取消. */
  alert?: boolean;
  /** Resolves when done (the dialog's owner closes it); a rejection shows its message. */
  onConfirm(): Promise<void>;
  onClose(): void;
  /** Extra buttons left of 取消. */
  footerStart?: ReactNode;
  /** A problem found before sending (至少显示2列): shown, and 确定 disabled. */
  problem?: string;
  /**
   * A form with more than a click's worth in it (高级筛选, a scene): only its buttons, × and Esc close
   * it, not a click or focus outside, so conditions being put together are not lost. Opened from
   * another dialog (场景管理 → 新建场景), it also outlives the focus that dialog hands back.
   */
  keepOnOutside?: boolean;
}

export function ActionDialog(props: ActionDialogProps) {
  const { title, children, confirmLabel, danger, confirmDisabled, size = 'sm', alert, onConfirm, onClose, footerStart, problem, keepOnOutside } = props;
  const { t } = useTranslation();
  const { busy, error, confirm } = useConfirmAction(onConfirm);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const shown = problem || error;

  return (
    <Dialog.Root open size={size} placement="center" role={alert ? 'alertdialog' : 'dialog'} closeOnInteractOutside={!keepOnOutside}
      initialFocusEl={alert ? () => cancelRef.current : undefined}
      onOpenChange={(details) => !details.open && !busy && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title fontSize="md">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild top="2" insetEnd="2">
              <CloseButton size="sm" aria-label={t('dialog.close')} disabled={busy} />
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
              <Button ref={cancelRef} size="sm" variant="outline" onClick={onClose} disabled={busy}>{t('dialog.cancel')}</Button>
              <Button size="sm" colorPalette={danger ? 'red' : 'brand'} onClick={() => void confirm()} loading={busy} disabled={confirmDisabled || Boolean(problem)}>
                {confirmLabel ?? t('dialog.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
