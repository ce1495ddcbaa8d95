// The system name and logo: the admin's setting, or the default Chinese CRM title.
import { useTranslation } from 'react-i18next';
import { useSysConfig } from '../../server-adapter/hooks.ts';

export function useSystemName(): { name: string; logo: string } {
  const { t } = useTranslation();
  const { data } = useSysConfig();
  return { name: data?.name || t('shell.defaultSystemName'), logo: data?.logo ?? '' };
}
