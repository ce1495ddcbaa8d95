// The 员工 tab of the member picker: a search box (substring of the real name, filtered as typed:
// the whole list is loaded once) and one checkbox per employee with avatar or initials and the
// department. The badge is aria-hidden so a checkbox is named by the real name alone.
import { useMemo, useState, type RefObject } from 'react';
import { Box, Checkbox, Flex, Stack, Text } from '@chakra-ui/react';
import { InitialsBadge } from '../InitialsBadge.tsx';
import type { LoadState, MemberUser } from '../form/dataSources.ts';
import { filterUsers, MEMBER_LIST_HEIGHT, userKey } from './memberSelection.ts';
import { PickerSearch } from './PickerSearch.tsx';
import { loadStatus } from './PickerStatus.tsx';

export interface UserListProps {
  users: LoadState<MemberUser[]> & { reload: () => void };
  hasSource: boolean;
  /** Keys (userId as text) of the chosen employees. */
  chosen: ReadonlySet<string>;
  searchPlaceholder: string;
  searchRef?: RefObject<HTMLInputElement | null>;
  onToggle: (user: MemberUser, on: boolean) => void;
}

export function UserList({ users, hasSource, chosen, searchPlaceholder, searchRef, onToggle }: UserListProps) {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => (users.status === 'ready' ? filterUsers(users.data, search) : []), [users, search]);
  const status = loadStatus(users, hasSource, shown.length === 0);

  return (
    <Stack gap="2" h={MEMBER_LIST_HEIGHT}>
      <PickerSearch ref={searchRef} placeholder={searchPlaceholder} value={search} onChange={setSearch} />
      <Box flex="1" minH="0" overflowY="auto" borderWidth="1px" borderColor="border" borderRadius="sm">
        {status ?? (
          <Stack as="ul" gap="0" py="1" listStyleType="none" m="0">
            {shown.map((user) => (
              <Flex as="li" key={userKey(user)} align="center" justify="space-between" gap="2" px="2" py="1" _hover={{ bg: 'bg.subtle' }}>
                <Checkbox.Root
                  size="sm"
                  colorPalette="brand"
                  checked={chosen.has(userKey(user))}
                  onCheckedChange={(details) => onToggle(user, details.checked === true)}
                  minW="0"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Box aria-hidden="true" display="inline-flex">
                    <InitialsBadge realname={String(user.realname ?? '')} img={user.img} size="sm" />
                  </Box>
                  <Checkbox.Label fontWeight="normal" truncate>
                    {user.realname}
                  </Checkbox.Label>
                </Checkbox.Root>
                {user.deptName ? (
                  <Text fontSize="xs" color="fg.muted" truncate flexShrink={1} maxW="40%">
                    {user.deptName}
                  </Text>
                ) : null}
              </Flex>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
