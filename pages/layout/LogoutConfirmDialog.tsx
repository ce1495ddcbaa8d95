// 退出登录 asks first (spec: 'quit login?'): title 提示, text 确定退出登录吗？.
import { useState } from 'react';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { logoutByUser } from '../shell/signOut.ts';

export function LogoutConfirmDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);

  async function confirm() {
    setLeaving(true);
    try {
      await logoutByUser();
    } catch {
      // The request client showed why; the user stays signed in.
      setLeaving(false);
      onClose();
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} role="alertdialog" placement="center" size="xs">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('logoutConfirm.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('logoutConfirm.text')}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={leaving}>{t('logoutConfirm.cancel')}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="brand" loading={leaving} onClick={confirm}>{t('logoutConfirm.confirm')}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
