// forms.md 8: deleting a file asks 您确定要删除该文件吗? in a dialog titled 提示 with 确定 and 取消.
// An alert dialog: the focus starts on 取消 (the safe choice) and stays inside; Esc, the close
// button or 取消 all cancel. Not portalled, so it stays in the form's DOM like the pickers.
import { useRef } from 'react';
import { Button, CloseButton, Dialog } from '@chakra-ui/react';
import { fileText } from './strings.ts';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDeleteDialog({ open, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      size="xs"
      placement="center"
      lazyMount
      unmountOnExit
      initialFocusEl={() => cancelRef.current}
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
    >
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title fontSize="md">{fileText.confirmTitle()}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body>
            <Dialog.Description fontSize="sm">{fileText.confirmText()}</Dialog.Description>
          </Dialog.Body>
          <Dialog.Footer>
            <Button ref={cancelRef} size="sm" variant="outline" onClick={onCancel}>
              {fileText.cancel()}
            </Button>
            <Button size="sm" colorPalette="brand" onClick={onConfirm}>
              {fileText.confirm()}
            </Button>
          </Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <CloseButton size="sm" aria-label={fileText.close()} />
          </Dialog.CloseTrigger>
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>
  );
}
