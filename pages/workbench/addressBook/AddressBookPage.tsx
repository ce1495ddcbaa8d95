// /workbench/address-book (通讯录, oa.book.read): every enabled colleague, 全部 by the initial of
// their name (a letter bar jumps to its group) or 按部门 (departments on the left, a department's
// people on the right). One search box for both: names and mobiles for 全部, names by department.
// A page of its own, not a descriptor's: the address book is no record module (it has no records,
// form, detail or rights of its own; it reads the employees, grouped by two calls the contract
// shapes as letter groups and department groups), so the engine's list and detail do not apply.
import { useState } from 'react';
import { Badge, Box, Button, Flex, Heading, Input, Stack, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { PageProps } from '../../../engine/react/index.ts';
import { queryAddressBook, queryAddressBookByDept } from '../../../server-adapter/addressBook.ts';
import { EmptyState } from '../../../widgets/EmptyState.tsx';
import { PeopleList } from './PeopleList.tsx';

type View = 'letters' | 'depts';

export default function AddressBookPage(_props: PageProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('letters');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  return (
    <Stack gap="3" h="full" minH="0" maxW="1100px">
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="lg" mr="auto">{t('routes.workbench.addressBook')}</Heading>
        <Input size="sm" w="240px" type="search" aria-label={t('addressBook.search')} placeholder={t('addressBook.search')} value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
          onKeyDown={(e) => { if (e.key === 'Enter') setSearch(typed.trim()); }}
          onBlur={() => setSearch(typed.trim())} />
      </Flex>
      <Tabs.Root value={view} onValueChange={(details) => setView(details.value as View)} variant="line" colorPalette="brand" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="letters">{t('addressBook.all')}</Tabs.Trigger>
          <Tabs.Trigger value="depts">{t('addressBook.byDept')}</Tabs.Trigger>
        </Tabs.List>
      </Tabs.Root>
      <Box flex="1" minH="0">
        {view === 'letters' ? <ByLetter search={search} /> : <ByDept name={search} />}
      </Box>
    </Stack>
  );
}

function LoadError() {
  const { t } = useTranslation();
  return <Text role="alert" color="red.600" fontSize="sm">{t('addressBook.loadError')}</Text>;
}

function ByLetter({ search }: { search: string }) {
  const { t } = useTranslation();
  const { data, error } = useSWR(['system/user/queryListName', search].join('|'), () => queryAddressBook(search), { keepPreviousData: true });
  if (error && !data) return <LoadError />;
  if (!data) return null;
  const letters = Object.keys(data);
  if (!letters.length) return <EmptyState text={t('addressBook.nobody')} />;
  const anchor = (letter: string) => `address-${letter === '#' ? 'other' : letter}`;
  return (
    <Flex gap="3" h="full" minH="0">
      <Stack flex="1" minW="0" overflowY="auto" bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="md">
        {letters.map((letter) => (
          <Box as="section" key={letter} id={anchor(letter)} aria-labelledby={`${anchor(letter)}-heading`}>
            <Text id={`${anchor(letter)}-heading`} px="3" py="1" bg="bg.muted" fontWeight="semibold" fontSize="sm" position="sticky" top="0" zIndex="1">{letter}</Text>
            <PeopleList people={data[letter]!} label={t('addressBook.group', { letter })} />
          </Box>
        ))}
      </Stack>
      <Stack as="nav" aria-label={t('addressBook.letters')} gap="0" flexShrink={0}>
        {letters.map((letter) => (
          <Button key={letter} size="2xs" variant="ghost" minW="6" h="5" px="1"
            onClick={() => document.getElementById(anchor(letter))?.scrollIntoView({ block: 'start' })}>{letter}</Button>
        ))}
      </Stack>
    </Flex>
  );
}

function ByDept({ name }: { name: string }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number | null>(null);
  const { data, error } = useSWR(['system/user/queryListNameByDept', name].join('|'), () => queryAddressBookByDept(name), { keepPreviousData: true });
  if (error && !data) return <LoadError />;
  if (!data) return null;
  if (!data.length) return <EmptyState text={t('addressBook.nobody')} />;
  const dept = data.find((d) => d.deptId === chosen) ?? data[0]!;
  return (
    <Flex gap="3" h="full" minH="0">
      <Stack as="nav" aria-label={t('addressBook.depts')} w="240px" flexShrink={0} overflowY="auto" bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="md" py="2" gap="0">
        {data.map((d) => {
          const active = d.deptId === dept.deptId;
          return (
            <Button key={d.deptId} variant="ghost" justifyContent="space-between" borderRadius="0" fontWeight="normal" h="34px"
              aria-current={active ? 'true' : undefined} bg={active ? 'brand.50' : undefined} color={active ? 'brand.600' : undefined}
              onClick={() => setChosen(d.deptId)}>
              <Text as="span" truncate>{d.name}</Text>
              <Badge variant="subtle" aria-label={t('addressBook.count', { count: d.userNumber })}>{d.userNumber}</Badge>
            </Button>
          );
        })}
      </Stack>
      <Box flex="1" minW="0" overflowY="auto" bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="md">
        <Heading as="h2" size="sm" px="3" py="2" borderBottomWidth="1px" borderColor="border.muted">{dept.name}</Heading>
        {dept.userList.length
          ? <PeopleList people={dept.userList} label={dept.name} />
          : <EmptyState text={t('addressBook.emptyDept')} />}
      </Box>
    </Flex>
  );
}
