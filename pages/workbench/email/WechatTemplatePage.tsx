// /workbench/email (公众号模板消息): the office's reminders as WeChat official-account template
// messages. Whether the account is set up and what that means (this server sends none: no
// messaging provider, so reminders stay in the sidebar's counters), each reminder's template with a
// preview filled from the user's own newest record of its kind, and, for 工作台设置's holders, the
// account and templates to set. A page of its own, not a descriptor's: it has no records.
import { Alert, Heading, SimpleGrid, Spinner, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { hasAuthKey } from '../../../engine/pages/index.ts';
import type { PageProps } from '../../../engine/react/index.ts';
import { queryWechatSetting } from '../../../server-adapter/wechatTemplates.ts';
import { useSession } from '../../session/sessionStore.ts';
import { TemplatePreview } from './TemplatePreview.tsx';
import { WechatSettingsForm } from './WechatSettingsForm.tsx';

/** 工作台设置's one right (the server's OaMessage/setSetting asks the same). */
const MANAGE_OA = 'manage.oa.examine';

export default function WechatTemplatePage(_props: PageProps) {
  const { t } = useTranslation();
  const { auth } = useSession();
  const setting = useSWR('OaMessage/querySetting', queryWechatSetting);
  const data = setting.data;
  return (
    <Stack gap="4" maxW="1100px">
      <Heading as="h1" size="lg">{t('routes.workbench.email')}</Heading>
      {!data && !setting.error ? <Spinner size="sm" color="brand.500" /> : null}
      {setting.error ? <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{t('wechatTemplate.failed')}</Alert.Title></Alert.Root> : null}
      {data ? (
        <>
          <Alert.Root status={data.configured ? 'info' : 'warning'} aria-label={t('wechatTemplate.status')}>
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t(data.configured ? 'wechatTemplate.configured' : 'wechatTemplate.notConfigured')}</Alert.Title>
              <Alert.Description>{t(data.configured ? 'wechatTemplate.configuredNote' : 'wechatTemplate.notConfiguredNote')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3">
            {data.templates.map((template) => <TemplatePreview key={template.kind} template={template} />)}
          </SimpleGrid>
          {hasAuthKey(auth, MANAGE_OA) ? <WechatSettingsForm setting={data} onSaved={() => void setting.mutate()} /> : null}
        </>
      ) : null}
    </Stack>
  );
}
