// /manager/system-examine (审批流程管理): two tabs, each shown to those who hold its right:
// 业务审批 (the flows of contracts and receivables, manage.examineFlow) and 办公审批 (the office
// approval categories, manage.oa.examine). The open tab is in the address (`?tab=office`), so a
// reload or Back keeps it.
import { Heading, Stack, Tabs } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { hasAuthKey } from '../../../engine/pages/auth.ts';
import type { PageProps } from '../../../engine/react/index.ts';
import { useSession } from '../../session/sessionStore.ts';
import { ExamineCategoriesPanel } from './ExamineCategoriesPanel.tsx';
import { ExamineFlowsPanel } from './ExamineFlowsPanel.tsx';

type Tab = 'crm' | 'office';

export default function ExamineFlowsPage(_props: PageProps) {
  const { t } = useTranslation();
  const { auth } = useSession();
  const [search, setSearch] = useSearchParams();
  const tabs = ([['crm', 'manage.examineFlow'], ['office', 'manage.oa.examine']] as const).filter(([, right]) => hasAuthKey(auth, right)).map(([tab]) => tab);
  const asked = search.get('tab') as Tab | null;
  const tab: Tab | undefined = asked && tabs.includes(asked) ? asked : tabs[0];

  return (
    <Stack gap="4" maxW="1100px">
      <Heading as="h1" size="lg">{t('routes.manager.systemExamine')}</Heading>
      {tab && (
        <Tabs.Root value={tab} size="sm" lazyMount unmountOnExit
          onValueChange={(details) => setSearch(details.value === 'crm' ? {} : { tab: details.value }, { replace: true })}>
          <Tabs.List>
            {tabs.map((key) => <Tabs.Trigger key={key} value={key}>{t(`examineFlows.tabs.${key}`)}</Tabs.Trigger>)}
          </Tabs.List>
          <Tabs.Content value="crm"><ExamineFlowsPanel /></Tabs.Content>
          <Tabs.Content value="office"><ExamineCategoriesPanel canDesign={hasAuthKey(auth, 'manage.crm.field')} /></Tabs.Content>
        </Tabs.Root>
      )}
    </Stack>
  );
}
