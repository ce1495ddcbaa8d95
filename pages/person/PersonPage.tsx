// /person/index: the signed-in user's own profile, with edit, avatar upload and password change.
import { useEffect, useRef, useState } from 'react';
import { Box, Button, DataList, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { InitialsBadge } from '../../widgets/InitialsBadge.tsx';
import { useLoginUser } from '../../server-adapter/hooks.ts';
import { updateImg } from '../../server-adapter/system.ts';
import type { LoginUser } from '../../server-adapter/types.ts';
import { setUser, useSession } from '../session/sessionStore.ts';
import { toastError, toastSuccess } from '../shell/toaster.tsx';
import { Icon } from '../layout/icons.tsx';
import { ProfileDialog } from './ProfileDialog.tsx';
import { PasswordDialog } from './PasswordDialog.tsx';

function sexLabel(sex: number | null | undefined, t: (key: string) => string): string | undefined {
  if (sex === 1) return t('person.sexMale');
  if (sex === 2) return t('person.sexFemale');
  return undefined;
}

export default function PersonPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { data, mutate } = useLoginUser();
  const user: LoginUser | undefined = data ?? session.user;
  const [dialog, setDialog] = useState<'profile' | 'password' | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  // The top bar reads the session's user: keep it as fresh as this page's copy.
  useEffect(() => {
    if (data) setUser(data);
  }, [data]);

  async function refresh() {
    await mutate();
  }

  async function uploadAvatar(file: File | undefined) {
    if (!file || !user) return;
    if (!file.type.startsWith('image/')) {
      toastError(t('person.avatarInvalid'));
      return;
    }
    setUploading(true);
    try {
      await updateImg(file, user.userId);
      await refresh();
      toastSuccess(t('person.avatarSaved'));
    } catch {
      // shown by the request client
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  if (!user) return null;
  const empty = <Text as="span" color="fg.subtle">{t('person.empty')}</Text>;
  const rows: Array<[string, string | null | undefined]> = [
    ['person.realname', user.realname],
    ['person.username', user.username],
    ['person.sex', sexLabel(user.sex, t)],
    ['person.dept', user.deptName],
    ['person.post', user.post],
    ['person.mobile', user.mobile],
    ['person.email', user.email],
    ['person.superior', user.parentName],
  ];

  return (
    <Box maxW="880px" mx="auto">
      <Heading as="h1" size="lg" mb="4">{t('person.title')}</Heading>
      <Flex direction={{ base: 'column', md: 'row' }} gap="6" bg="bg" borderRadius="lg" borderWidth="1px" borderColor="border.muted" p="6">
        <Stack align="center" gap="3" minW="180px">
          <Box borderRadius="full" boxShadow="0 0 0 4px var(--chakra-colors-brand-50)" css={{ '& > *': { width: '96px !important', height: '96px !important', minWidth: '96px !important', fontSize: '28px !important' } }}>
            <InitialsBadge realname={user.realname} img={user.img} size="lg" />
          </Box>
          <Text fontSize="lg" fontWeight="semibold">{user.realname}</Text>
          <input ref={fileInput} type="file" accept="image/*" hidden aria-label={t('person.avatar')}
            onChange={(e) => void uploadAvatar(e.target.files?.[0])} />
          <Button size="sm" variant="outline" loading={uploading} onClick={() => fileInput.current?.click()}>
            <Icon name="camera" size={16} />{t('person.avatar')}
          </Button>
        </Stack>
        <Box flex="1">
          <HStack justify="space-between" mb="4">
            <Heading as="h2" size="md">{t('person.profile')}</Heading>
            <HStack gap="2">
              <Button size="sm" colorPalette="brand" onClick={() => setDialog('profile')}>
                <Icon name="edit" size={16} />{t('person.edit')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setDialog('password')}>
                <Icon name="key" size={16} />{t('person.password')}
              </Button>
            </HStack>
          </HStack>
          <DataList.Root orientation="horizontal" gap="3" size="lg">
            {rows.map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel minW="7em" color="fg.muted">{t(label)}</DataList.ItemLabel>
                <DataList.ItemValue>{value || empty}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </Box>
      </Flex>
      {dialog === 'profile' && <ProfileDialog user={user} onClose={() => setDialog(null)} onSaved={refresh} />}
      {dialog === 'password' && <PasswordDialog onClose={() => setDialog(null)} />}
    </Box>
  );
}
