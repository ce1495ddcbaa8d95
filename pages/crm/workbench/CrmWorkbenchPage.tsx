// /crm/workbench (仪表盘): the CRM's landing page. One filter (period, employees / departments)
// drives every panel: 销售简报, 业绩指标, 销售趋势, 销售漏斗 and 跟进记录 (Crm/Instrument/*).
// Every figure comes from the server, which limits the people to the user's data scope; a panel
// that fails says so and the others stay.
import { useState } from 'react';
import { Flex, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { hasAuthKey } from '../../../engine/pages/auth.ts';
import type { PageProps } from '../../../engine/react/index.ts';
import type { WorkbenchFilter } from '../../../server-adapter/crmInstrument.ts';
import { useSession } from '../../session/sessionStore.ts';
import { BulletinSection } from './BulletinSection.tsx';
import { FunnelSection } from './FunnelSection.tsx';
import { PerformanceSection } from './PerformanceSection.tsx';
import { RecordsSection } from './RecordsSection.tsx';
import { SalesTrendSection } from './SalesTrendSection.tsx';
import { WorkbenchFilterBar } from './WorkbenchFilterBar.tsx';
import { DEFAULT_FILTER } from './workbenchFilter.ts';

export default function CrmWorkbenchPage(_props: PageProps) {
  const { t } = useTranslation();
  const { auth } = useSession();
  const [filter, setFilter] = useState<WorkbenchFilter>(DEFAULT_FILTER);
  const canList = (module: string) => hasAuthKey(auth, `crm.${module}.index`);

  return (
    <Stack gap="4" pb="6">
      <Flex align="center" gap="4" wrap="wrap">
        <Heading as="h1" size="lg">{t('routes.crm.workbench')}</Heading>
        <WorkbenchFilterBar filter={filter} onChange={setFilter} />
      </Flex>
      <BulletinSection filter={filter} canList={canList} />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
        <PerformanceSection filter={filter} />
        <SalesTrendSection filter={filter} />
        <FunnelSection filter={filter} />
        <RecordsSection filter={filter} />
      </SimpleGrid>
    </Stack>
  );
}
