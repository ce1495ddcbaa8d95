// The member picker's side panel 已选择: how many employees and departments are chosen, 清空, and
// each chosen item with a remove icon. Only the kinds whose tab is shown are counted.
import type { ReactNode } from 'react';
import { Box, Button, CloseButton, Flex, Stack, Text } from '@chakra-ui/react';
import { InitialsBadge } from '../InitialsBadge.tsx';
import type { DeptOption, MemberUser } from '../form/dataSources.ts';
import { deptKey, userKey } from './memberSelection.ts';
import { memberText } from './strings.ts';

export interface SelectedPanelProps {
  users: readonly MemberUser[];
  depts: readonly DeptOption[];
  showUsers: boolean;
  showDepts: boolean;
  onRemoveUser: (user: MemberUser) => void;
  onRemoveDept: (dept: DeptOption) => void;
  onClear: () => void;
}

export function SelectedPanel({ users, depts, showUsers, showDepts, onRemoveUser, onRemoveDept, onClear }: SelectedPanelProps) {
  const counts = [showUsers ? memberText.userCount(users.length) : null, showDepts ? memberText.deptCount(depts.length) : null]
    .filter((count): count is string => count !== null)
    .join(' · ');
  const empty = users.length === 0 && depts.length === 0;
  return (
    <Stack as="section" aria-label={memberText.selected()} gap="2" h="full" minW="0">
      <Flex align="center" justify="space-between" gap="2">
        <Box minW="0">
          <Text fontSize="sm" fontWeight="medium">
            {memberText.selected()}
          </Text>
          <Text fontSize="xs" color="fg.muted" aria-live="polite">
            {counts}
          </Text>
        </Box>
        <Button size="xs" variant="ghost" colorPalette="brand" disabled={empty} onClick={onClear}>
          {memberText.clear()}
        </Button>
      </Flex>
      <Box flex="1" minH="120px" overflowY="auto" borderWidth="1px" borderColor="border" borderRadius="sm">
        {empty ? (
          <Text fontSize="xs" color="fg.subtle" textAlign="center" py="6">
            {memberText.noneSelected()}
          </Text>
        ) : (
          <Stack as="ul" gap="0" py="1" listStyleType="none" m="0">
            {users.map((user) => (
              <ChosenItem key={`u${userKey(user)}`} name={String(user.realname ?? '')} onRemove={() => onRemoveUser(user)}>
                <InitialsBadge realname={String(user.realname ?? '')} img={user.img} size="sm" />
              </ChosenItem>
            ))}
            {depts.map((dept) => (
              <ChosenItem key={`d${deptKey(dept)}`} name={String(dept.name ?? '')} onRemove={() => onRemoveDept(dept)}>
                <DeptIcon />
              </ChosenItem>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

function ChosenItem({ name, onRemove, children }: { name: string; onRemove: () => void; children: ReactNode }) {
  return (
    <Flex as="li" align="center" gap="2" px="2" py="1" _hover={{ bg: 'bg.subtle' }}>
      <Box aria-hidden="true" display="inline-flex" flexShrink={0}>
        {children}
      </Box>
      <Text fontSize="sm" flex="1" truncate title={name}>
        {name}
      </Text>
      <CloseButton size="2xs" variant="ghost" aria-label={memberText.remove(name)} onClick={onRemove} />
    </Flex>
  );
}

/** Stands where an employee has the initials badge: a small building. */
function DeptIcon() {
  return (
    <Flex w="28px" h="28px" align="center" justify="center" borderRadius="full" bg="brand.subtle" color="brand.fg">
      <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round">
        <path d="M3 14V3.5h6V14M9 7h4v7M2 14h12M5 6h2M5 8.5h2M5 11h2M11 9.5h0.01M11 12h0.01" />
      </svg>
    </Flex>
  );
}
