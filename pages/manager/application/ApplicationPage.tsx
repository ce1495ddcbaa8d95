// /manager/application (应用管理, manage.configSet): the module switches (sysConfig/
// queryModuleSetting, setModuleSetting). A module turned off leaves everyone's navigation and its
// rights stop (the server drops it from every auth tree: contract 3.2 step 5); its data stays.
import { useState } from 'react';
import { Badge, Button, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ActionDialog } from '../../../engine/react/dialogs/ActionDialog.tsx';
import { hasAuthKey } from '../../../engine/pages/auth.ts';
import type { PageProps } from '../../../engine/react/index.ts';
import { type ModuleSetting, queryModuleSetting, setModuleSetting } from '../../../server-adapter/system.ts';
import { queryAuthTree } from '../../../server-adapter/auth.ts';
import { restore, useSession } from '../../session/sessionStore.ts';
import { toastSuccess } from '../../shell/toaster.tsx';
import { SettingsSection } from '../SettingsSection.tsx';

export default function ApplicationPage(_props: PageProps) {
  const { t } = useTranslation();
  const { auth } = useSession();
  const canSave = hasAuthKey(auth, 'manage.configSet.update');
  const { data, error, mutate } = useSWR('sysConfig/queryModuleSetting', queryModuleSetting, { revalidateOnFocus: false });
  const [disabling, setDisabling] = useState<ModuleSetting | null>(null);

  const apply = async (module: ModuleSetting, status: 0 | 1) => {
    await setModuleSetting(module.settingId, status);
    toastSuccess(t('application.saved'));
    await mutate();
    // the admin's own navigation follows (the auth tree lost or regained the module)
    restore({ auth: await queryAuthTree({ silent: true }) });
  };

  return (
    <Stack gap="4" maxW="900px">
      <Heading as="h1" size="lg">{t('routes.manager.application')}</Heading>
      <SettingsSection title={t('application.title')} note={t('application.note')}>
        {error && !data ? <Text role="alert" color="red.600" fontSize="sm">{t('crmWorkbench.loadError')}</Text> : (
          <Table.Root size="sm" aria-label={t('application.title')}>
            <Table.Body>
              {(data ?? []).map((module) => (
                <Table.Row key={module.settingId}>
                  <Table.Cell fontWeight="medium">{module.name}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={module.status === 1 ? 'green' : 'gray'}>{t(module.status === 1 ? 'application.enabled' : 'application.disabled')}</Badge>
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {canSave && (
                      <Flex justify="flex-end">
                        {module.status === 1
                          ? <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDisabling(module)}>{t('application.disable')}</Button>
                          : <Button size="xs" variant="outline" colorPalette="green" onClick={() => void apply(module, 1).catch(() => undefined) /* the request client shows the refusal */}>{t('application.enable')}</Button>}
                      </Flex>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </SettingsSection>
      {disabling && (
        <ActionDialog alert danger title={t('application.disable')} onClose={() => setDisabling(null)}
          onConfirm={async () => { await apply(disabling, 0); setDisabling(null); }}>
          {t('application.disableText', { name: disabling.name })}
        </ActionDialog>
      )}
    </Stack>
  );
}
