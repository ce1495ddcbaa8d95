// /manager/system-workbench (工作台设置, manage.oa): the office's settings, where the original keeps
// 办公审批管理 (systemManagement/workbench). The same categories panel as 审批流程管理's 办公审批 tab,
// so an admin who holds only the office rights (manage.oa.examine without manage.examineFlow)
// reaches the office approval categories too.
import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { hasAuthKey } from '../../../engine/pages/auth.ts';
import type { PageProps } from '../../../engine/react/index.ts';
import { EmptyState } from '../../../widgets/EmptyState.tsx';
import { useSession } from '../../session/sessionStore.ts';
import { ExamineCategoriesPanel } from '../systemExamine/ExamineCategoriesPanel.tsx';

export default function SystemWorkbenchPage(_props: PageProps) {
  const { t } = useTranslation();
  const { auth } = useSession();
  return (
    <Stack gap="4" maxW="1100px">
      <Heading as="h1" size="lg">{t('routes.manager.systemWorkbench')}</Heading>
      {hasAuthKey(auth, 'manage.oa.examine')
        ? <ExamineCategoriesPanel canDesign={hasAuthKey(auth, 'manage.crm.field')} />
        : <EmptyState variant="noPermission" />}
    </Stack>
  );
}
