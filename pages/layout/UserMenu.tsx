// The user menu of the top bar: personal center, the admin backend (only with a manage right),
// the language, sign out (after a confirm), and the version line.
import { useState } from 'react';
import { Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { InitialsBadge } from '../../widgets/InitialsBadge.tsx';
import { hasManageRight } from '../../engine/routes/index.ts';
import { changeLanguage, currentLanguage, type Language } from '../../i18n/index.ts';
import { useSession } from '../session/sessionStore.ts';
import { APP_VERSION } from '../shell/version.ts';
import { Icon } from './icons.tsx';
import { LogoutConfirmDialog } from './LogoutConfirmDialog.tsx';

export function UserMenu({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, auth } = useSession();
  const [confirming, setConfirming] = useState(false);
  const language = currentLanguage();
  const realname = user?.realname || user?.username || '';

  function select(value: string) {
    if (value === 'person') navigate('/person/index');
    else if (value === 'manager') navigate('/manager');
    else if (value === 'logout') setConfirming(true);
  }

  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={(details) => select(details.value)}>
        <Menu.Trigger asChild>
          <Button variant="ghost" px="2" gap="2" aria-label={t('userMenu.open')}
            color={tone === 'dark' ? 'white' : 'fg'} _hover={{ bg: tone === 'dark' ? 'whiteAlpha.200' : 'gray.100' }}
            _expanded={{ bg: tone === 'dark' ? 'whiteAlpha.200' : 'gray.100' }}>
            <InitialsBadge realname={realname} img={user?.img} size="sm" />
            <Text as="span" maxW="8em" truncate fontWeight="normal">{realname}</Text>
            <Icon name="chevron-down" size={14} />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="200px">
              <Box px="3" py="2">
                <Text fontWeight="medium">{realname}</Text>
                {user?.deptName && <Text fontSize="xs" color="fg.muted">{user.deptName}{user.post ? ` · ${user.post}` : ''}</Text>}
              </Box>
              <Menu.Separator />
              <Menu.Item value="person"><Icon name="user" size={16} />{t('userMenu.person')}</Menu.Item>
              {auth && hasManageRight(auth) && (
                <Menu.Item value="manager"><Icon name="settings" size={16} />{t('userMenu.manager')}</Menu.Item>
              )}
              <Menu.Separator />
              <Menu.RadioItemGroup value={language} onValueChange={(e) => e.value !== language && changeLanguage(e.value as Language)}>
                <Menu.ItemGroupLabel fontSize="xs" color="fg.muted" fontWeight="normal">{t('userMenu.language')}</Menu.ItemGroupLabel>
                <Menu.RadioItem value="cn"><Menu.ItemIndicator />{t('userMenu.languageCn')}</Menu.RadioItem>
                <Menu.RadioItem value="en"><Menu.ItemIndicator />{t('userMenu.languageEn')}</Menu.RadioItem>
              </Menu.RadioItemGroup>
              <Menu.Separator />
              <Menu.Item value="logout" color="fg.error" _highlighted={{ bg: 'bg.error', color: 'fg.error' }}>
                <Icon name="logout" size={16} />{t('userMenu.logout')}
              </Menu.Item>
              <Text px="3" pt="2" pb="1" fontSize="xs" color="fg.subtle">{APP_VERSION}</Text>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <LogoutConfirmDialog open={confirming} onClose={() => setConfirming(false)} />
    </>
  );
}
