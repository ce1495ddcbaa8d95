// The 302 dialog (spec section 8): titled 确定登出, one button 重新登录, no close button, not
// closable by Esc or a click outside. Its button logs out and reloads the page.
import { useState } from 'react';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { logoutAfterSessionExpired } from './signOut.ts';

export default function ForcedLogoutDialog() {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  return (
    <Dialog.Root open role="alertdialog" placement="center" size="sm" closeOnEscape={false} closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('forcedLogout.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('forcedLogout.text')}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                colorPalette="brand"
                loading={leaving}
                onClick={() => {
                  setLeaving(true);
                  void logoutAfterSessionExpired();
                }}
              >
                {t('forcedLogout.button')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
