import { Center, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function FullPageLoading() {
  const { t } = useTranslation();
  return (
    <Center h="100vh" aria-busy="true" aria-label={t('shell.loading')}>
      <Spinner color="brand.500" size="xl" />
    </Center>
  );
}
