// /manager/system-workbench (工作台设置, manage.oa): the office's settings. 办公审批管理, where the
// original keeps it (systemManagement/workbench): the same categories panel as 审批流程管理's 办公审批
// tab, so an admin who holds only the office rights (manage.oa.examine without manage.examineFlow)
// reaches the office approval categories too; and 公众号模板消息, the official account and the
// reminders' templates (the form the office's email page shows the same admins).
import { Heading, Stack, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { hasAuthKey } from '../../../engine/pages/index.ts';
import type { PageProps } from '../../../engine/react/index.ts';
import { queryWechatSetting } from '../../../server-adapter/wechatTemplates.ts';
import { EmptyState } from '../../../widgets/EmptyState.tsx';
import { useSession } from '../../session/sessionStore.ts';
import { WechatSettingsForm } from '../../workbench/email/WechatSettingsForm.tsx';
import { ExamineCategoriesPanel } from '../systemExamine/ExamineCategoriesPanel.tsx';

function WechatPanel() {
  const setting = useSWR('OaMessage/querySetting', queryWechatSetting);
  return setting.data ? <WechatSettingsForm setting={setting.data} onSaved={() => void setting.mutate()} /> : null;
}

export default function SystemWorkbenchPage(_props: PageProps) {
  const { t } = useTranslation();
  const { auth } = useSession();
  if (!hasAuthKey(auth, 'manage.oa.examine')) {
    return (
      <Stack gap="4" maxW="1100px">
        <Heading as="h1" size="lg">{t('routes.manager.systemWorkbench')}</Heading>
        <EmptyState variant="noPermission" />
      </Stack>
    );
  }
  return (
    <Stack gap="4" maxW="1100px">
      <Heading as="h1" size="lg">{t('routes.manager.systemWorkbench')}</Heading>
      <Tabs.Root defaultValue="examine" variant="line" colorPalette="brand" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="examine">{t('systemWorkbench.examine')}</Tabs.Trigger>
          <Tabs.Trigger value="wechat">{t('routes.workbench.email')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="examine"><ExamineCategoriesPanel canDesign={hasAuthKey(auth, 'manage.crm.field')} /></Tabs.Content>
        <Tabs.Content value="wechat"><WechatPanel /></Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
