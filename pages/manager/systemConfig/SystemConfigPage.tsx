// /manager/systemconfig (企业首页, the admin backend's landing page): the company name and logo the
// login page and the top bar show (sysConfig/setSysConfig; saving needs manage.system.update, the
// server checks it and the image type again). The shell's copy is refreshed at once.
import { useEffect, useRef, useState } from 'react';
import { Box, Button, Field, Flex, Heading, Image, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { mutate } from 'swr';
import { hasAuthKey } from '../../../engine/pages/auth.ts';
import type { PageProps } from '../../../engine/react/index.ts';
import { SYS_CONFIG_KEY, useSysConfig } from '../../../server-adapter/hooks.ts';
import { setSysConfig } from '../../../server-adapter/system.ts';
import { useSession } from '../../session/sessionStore.ts';
import { toastSuccess } from '../../shell/toaster.tsx';
import { SettingsSection } from '../SettingsSection.tsx';

const IMAGE = /\.(jpe?g|png|gif)$/i;

export default function SystemConfigPage(_props: PageProps) {
  const { t } = useTranslation();
  const { auth } = useSession();
  const canSave = hasAuthKey(auth, 'manage.system.update');
  const { data } = useSysConfig();
  const [name, setName] = useState('');
  const [logo, setLogo] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  useEffect(() => { if (data) { setName(data.name); setLogo(data.logo); } }, [data]);
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!IMAGE.test(chosen.name)) {
      setProblem(t('systemConfig.logoInvalid'));
      return;
    }
    setProblem(null);
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  async function save() {
    if (name.trim() === '') {
      setProblem(t('systemConfig.nameRequired'));
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      await setSysConfig(file ? { name: name.trim(), file } : { name: name.trim(), logo });
      setFile(null);
      toastSuccess(t('systemConfig.saved'));
      await mutate(SYS_CONFIG_KEY);
    } finally {
      setSaving(false);
    }
  }

  const shown = preview ?? (logo || null);
  return (
    <Stack gap="4" maxW="800px">
      <Heading as="h1" size="lg">{t('routes.manager.systemconfig')}</Heading>
      <SettingsSection title={t('systemConfig.title')} note={t('systemConfig.note')}
        actions={canSave ? <Button size="sm" colorPalette="brand" loading={saving} onClick={() => void save()}>{t('systemConfig.save')}</Button> : undefined}>
        <Field.Root required invalid={problem === t('systemConfig.nameRequired')} disabled={!canSave}>
          <Field.Label>{t('systemConfig.name')}</Field.Label>
          <Input size="sm" maxW="360px" maxLength={50} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        </Field.Root>
        <Stack gap="2">
          <Text fontSize="sm" fontWeight="medium">{t('systemConfig.logo')}</Text>
          <Flex gap="3" align="center">
            <Box w="64px" h="64px" borderWidth="1px" borderColor="border.muted" borderRadius="md" display="flex" alignItems="center" justifyContent="center" bg="bg.subtle">
              {shown ? <Image src={shown} alt={t('systemConfig.logo')} maxW="56px" maxH="56px" /> : <Text fontSize="xs" color="fg.muted" textAlign="center">logo</Text>}
            </Box>
            {canSave && (
              <>
                <input ref={fileRef} type="file" accept=".jpg,.jpeg,.png,.gif" hidden aria-label={t('systemConfig.chooseLogo')}
                  onChange={(e) => { choose(e.currentTarget.files?.[0]); e.currentTarget.value = ''; }} />
                <Button size="sm" variant="outline" onClick={() => fileRef.current?.click()}>{t('systemConfig.chooseLogo')}</Button>
                {shown && <Button size="sm" variant="ghost" onClick={() => { setFile(null); setPreview(null); setLogo(''); }}>{t('systemConfig.removeLogo')}</Button>}
              </>
            )}
          </Flex>
          {!shown && <Text fontSize="xs" color="fg.muted">{t('systemConfig.noLogo')}</Text>}
        </Stack>
        {problem && <Text role="alert" color="red.600" fontSize="sm">{problem}</Text>}
      </SettingsSection>
    </Stack>
  );
}
