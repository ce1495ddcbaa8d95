// /manager/biz-param (业务参数设置, manage.crm.setting): the follow-up types and the business stage
// groups. The server checks every value again; these panels only spare round trips.
import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../../engine/react/index.ts';
import { BusinessTypesSection } from './BusinessTypesSection.tsx';
import { RecordOptionsSection } from './RecordOptionsSection.tsx';

export default function BizParamPage(_props: PageProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="4" maxW="1100px">
      <Heading as="h1" size="lg">{t('routes.manager.bizParam')}</Heading>
      <BusinessTypesSection />
      <RecordOptionsSection />
    </Stack>
  );
}
