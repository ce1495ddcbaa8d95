// Change one's own password (system/user/updatePassword {oldPwd, newPwd}). A wrong old password
// comes back from the server as "密码输入错误" and is shown by the request client.
import { useState, type FormEvent } from 'react';
import { Button, CloseButton, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { updatePassword } from '../../server-adapter/system.ts';
import { toastSuccess } from '../shell/toaster.tsx';
import { checkPasswordForm, type PasswordErrors, type PasswordForm } from './passwordForm.ts';

const FIELDS: Array<{ key: keyof PasswordForm; label: string; autoComplete: string }> = [
  { key: 'oldPwd', label: 'person.oldPwd', autoComplete: 'current-password' },
  { key: 'newPwd', label: 'person.newPwd', autoComplete: 'new-password' },
  { key: 'confirmPwd', label: 'person.confirmPwd', autoComplete: 'new-password' },
];

export function PasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<PasswordForm>({ oldPwd: '', newPwd: '', confirmPwd: '' });
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = checkPasswordForm(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await updatePassword({ oldPwd: form.oldPwd, newPwd: form.newPwd });
      toastSuccess(t('person.pwdChanged'));
      onClose();
    } catch {
      setSaving(false);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={save} noValidate>
            <Dialog.Header><Dialog.Title>{t('person.password')}</Dialog.Title></Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {FIELDS.map(({ key, label, autoComplete }) => (
                  <Field.Root key={key} required invalid={Boolean(errors[key])}>
                    <Field.Label>{t(label)}<Field.RequiredIndicator /></Field.Label>
                    <Input type="password" autoComplete={autoComplete} value={form[key]}
                      onChange={(e) => setForm({ ...form, [key]: e.target.value })} />
                    <Field.ErrorText>{errors[key] && t(errors[key])}</Field.ErrorText>
                  </Field.Root>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={saving}>{t('person.cancel')}</Button>
              <Button type="submit" colorPalette="brand" loading={saving}>{t('person.save')}</Button>
            </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('person.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
