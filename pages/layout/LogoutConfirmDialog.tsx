// 退出登录 asks first (spec: 'quit login?'): title 提示, text 确定退出登录吗？.
import { useState } from 'react';
import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../shell/ConfirmDialog.tsx';
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
    <ConfirmDialog open={open} busy={leaving} onConfirm={() => void confirm()} onCancel={onClose}>
      <Text>{t('logoutConfirm.text')}</Text>
    </ConfirmDialog>
  );
}
