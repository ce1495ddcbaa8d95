// 重置密码 and 修改登录名 of one employee: small forms checked with the employee form's rules.
import { useState } from 'react';
import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../engine/react/dialogs/ActionDialog.tsx';
import { resetPassword, usernameEdit } from '../../../server-adapter/systemAdmin.ts';
import type { UserListItem } from '../../../server-adapter/types.ts';
import { mobileProblem, passwordProblem } from './employeeRules.ts';

export function ResetPasswordDialog({ user, onSaved, onClose }: { user: UserListItem; onSaved(): void; onClose(): void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const problem = passwordProblem(password);
  return (
    <ActionDialog title={`${t('employees.resetPassword')}：${user.realname}`} onClose={onClose} problem={tried ? problem : undefined}
      onConfirm={async () => {
        setTried(true);
        if (problem) throw new Error(problem);
        await resetPassword([user.userId], password);
        onSaved();
      }}>
      <Stack gap="3">
        <Field.Root required>
          <Field.Label>{t('employees.newPassword')}</Field.Label>
          <Input size="sm" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
        </Field.Root>
        <Text fontSize="xs" color="fg.muted">{t('employees.passwordNote')}</Text>
      </Stack>
    </ActionDialog>
  );
}

export function UsernameDialog({ user, onSaved, onClose }: { user: UserListItem; onSaved(): void; onClose(): void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState(user.username);
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const problem = mobileProblem(username) ?? passwordProblem(password);
  return (
    <ActionDialog title={`${t('employees.editUsername')}：${user.realname}`} onClose={onClose} problem={tried ? problem : undefined}
      onConfirm={async () => {
        setTried(true);
        if (problem) throw new Error(problem);
        await usernameEdit(user.userId, username, password);
        onSaved();
      }}>
      <Stack gap="3">
        <Field.Root required>
          <Field.Label>{t('employees.newUsername')}</Field.Label>
          <Input size="sm" inputMode="numeric" maxLength={11} value={username} onChange={(e) => setUsername(e.currentTarget.value)} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>{t('employees.newPassword')}</Field.Label>
          <Input size="sm" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
        </Field.Root>
      </Stack>
    </ActionDialog>
  );
}
