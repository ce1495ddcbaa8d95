// One group of the address book: each colleague with their avatar, department and post, and the
// phone and email as links a click dials or writes to. Part of the address book page (not a
// module's screen: see AddressBookPage.tsx).
import { Box, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AddressEntry } from '../../../server-adapter/addressBook.ts';
import { InitialsBadge } from '../../../widgets/InitialsBadge.tsx';

export function PeopleList({ people, label }: { people: AddressEntry[]; label: string }) {
  const { t } = useTranslation();
  return (
    <Box as="ul" aria-label={label} listStyleType="none" m="0" p="0">
      {people.map((person) => (
        <Flex as="li" key={person.userId} align="center" gap="3" px="3" py="2" borderBottomWidth="1px" borderColor="border.muted">
          <InitialsBadge realname={person.realname ?? ''} img={person.img} />
          <Stack gap="0" minW="0" flex="1">
            <Text fontWeight="medium" truncate>{person.realname}</Text>
            <Text fontSize="xs" color="fg.muted" truncate>
              {[person.deptName, person.postName].filter(Boolean).join(' · ') || t('addressBook.noDept')}
            </Text>
          </Stack>
          <Stack gap="0" align="flex-end" fontSize="sm" minW="0" maxW="50%">
            {person.mobile
              ? <Link href={`tel:${person.mobile}`} aria-label={t('addressBook.call', { name: person.realname })}>{person.mobile}</Link>
              : <Text color="fg.subtle">{t('addressBook.noMobile')}</Text>}
            {person.email && <Link href={`mailto:${person.email}`} fontSize="xs" color="fg.muted" truncate maxW="full">{person.email}</Link>}
          </Stack>
        </Flex>
      ))}
    </Box>
  );
}
