// 新建角色 / 重命名: the role's name (unique within its type: the server says 角色名已存在).
import { useState } from 'react';
import { Field, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../engine/react/dialogs/ActionDialog.tsx';

export function RoleNameDialog({ title, initial, onSave, onClose }: { title: string; initial: string; onSave(name: string): Promise<void>; onClose(): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [tried, setTried] = useState(false);
  const problem = name.trim() === '' ? t('roles.roleNameRequired') : undefined;
  return (
    <ActionDialog title={title} onClose={onClose} problem={tried ? problem : undefined}
      onConfirm={async () => {
        setTried(true);
        if (problem) throw new Error(problem);
        await onSave(name.trim());
      }}>
      <Field.Root required>
        <Field.Label>{t('roles.roleName')}</Field.Label>
        <Input size="sm" maxLength={50} value={name} onChange={(e) => setName(e.currentTarget.value)} />
      </Field.Root>
    </ActionDialog>
  );
}
