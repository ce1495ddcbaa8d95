// The main top bar: logo and system name, the areas the permission tree grants, the user menu.
import { chakra, Flex, HStack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { topNavAreas, type AuthTree } from '../../engine/routes/index.ts';
import { BrandMark } from '../shell/BrandMark.tsx';
import { UserMenu } from './UserMenu.tsx';

export function TopNav({ auth, pathname, systemName, logo }: { auth: AuthTree; pathname: string; systemName: string; logo: string }) {
  const { t } = useTranslation();
  const areas = topNavAreas(auth);
  return (
    <Flex as="header" h="56px" flexShrink={0} align="center" px="4" gap="6" bg="bg" borderBottomWidth="1px"
      borderColor="border.muted" boxShadow="xs" position="relative" zIndex="docked">
      <Link to="/">
        <HStack gap="2">
          <BrandMark logo={logo} size={30} alt={systemName} />
          <Text fontSize="lg" fontWeight="semibold" color="fg" whiteSpace="nowrap">{systemName}</Text>
        </HStack>
      </Link>
      <HStack as="nav" aria-label={t('nav.label')} gap="1" h="full" flex="1">
        {areas.map((area) => {
          const active = pathname === area.path || pathname.startsWith(`${area.path}/`);
          return (
            <chakra.a asChild key={area.key} display="flex" alignItems="center" h="full" px="4" fontSize="md"
              color={active ? 'brand.600' : 'fg.muted'} fontWeight={active ? 'semibold' : 'normal'}
              borderBottomWidth="3px" borderColor={active ? 'brand.500' : 'transparent'} borderTopWidth="3px" borderTopColor="transparent"
              _hover={{ color: 'brand.600' }} transition="color 0.15s">
              <Link to={area.path} aria-current={active ? 'page' : undefined}>{t(area.title)}</Link>
            </chakra.a>
          );
        })}
      </HStack>
      <UserMenu />
    </Flex>
  );
}
