// Edit one's own profile (system/user/updateUser). The login name cannot change, so it is sent as
// it is; the mobile number is the login name in this product and is not edited here either.
import { useState, type FormEvent } from 'react';
import { Button, CloseButton, Dialog, Field, Input, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { updateUser } from '../../server-adapter/system.ts';
import type { LoginUser } from '../../server-adapter/types.ts';
import { toastSuccess } from '../shell/toaster.tsx';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ProfileDialog({ user, onClose, onSaved }: { user: LoginUser; onClose: () => void; onSaved: () => Promise<void> }) {
  const { t } = useTranslation();
  const [realname, setRealname] = useState(user.realname ?? '');
  const [email, setEmail] = useState(user.email ?? '');
  const [post, setPost] = useState(user.post ?? '');
  const [sex, setSex] = useState(String(user.sex ?? 0));
  const [errors, setErrors] = useState<{ realname?: string; email?: string }>({});
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = {
      realname: realname.trim() ? undefined : t('person.realnameRequired'),
      email: !email.trim() || EMAIL.test(email.trim()) ? undefined : t('person.emailInvalid'),
    };
    setErrors(found);
    if (found.realname || found.email) return;
    setSaving(true);
    try {
      await updateUser({ username: user.username, realname: realname.trim(), email: email.trim(), post: post.trim(), sex: Number(sex) });
      await onSaved();
      toastSuccess(t('person.saved'));
      onClose();
    } catch {
      setSaving(false);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={save} noValidate>
            <Dialog.Header><Dialog.Title>{t('person.edit')}</Dialog.Title></Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root required invalid={Boolean(errors.realname)}>
                  <Field.Label>{t('person.realname')}<Field.RequiredIndicator /></Field.Label>
                  <Input value={realname} onChange={(e) => setRealname(e.target.value)} />
                  <Field.ErrorText>{errors.realname}</Field.ErrorText>
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t('person.sex')}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={sex} onChange={(e) => setSex(e.target.value)}>
                      <option value="0">{t('person.sexNone')}</option>
                      <option value="1">{t('person.sexMale')}</option>
                      <option value="2">{t('person.sexFemale')}</option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Field.Root invalid={Boolean(errors.email)}>
                  <Field.Label>{t('person.email')}</Field.Label>
                  <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
                  <Field.ErrorText>{errors.email}</Field.ErrorText>
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t('person.post')}</Field.Label>
                  <Input value={post} onChange={(e) => setPost(e.target.value)} />
                </Field.Root>
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
