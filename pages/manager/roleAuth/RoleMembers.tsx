// 关联员工 of one role: who holds it (system/user/queryUserList by roleId), 添加员工 from the member
// picker (system/role/relatedUser) and 移除 (unbindingUser: the server keeps the super
// administrator's role and every employee's last role, saying so).
import { useMemo, useState } from 'react';
import { Button, Flex, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ActionDialog } from '../../../engine/react/dialogs/ActionDialog.tsx';
import { createServerDataSources } from '../../../server-adapter/dataSources.ts';
import { relateUsers, type RoleRow, unbindUser } from '../../../server-adapter/role.ts';
import { queryUserList } from '../../../server-adapter/system.ts';
import type { UserListItem } from '../../../server-adapter/types.ts';
import { EmptyState } from '../../../widgets/EmptyState.tsx';
import { MemberPicker } from '../../../widgets/pickers/MemberPicker.tsx';
import { toastSuccess } from '../../shell/toaster.tsx';

export function RoleMembers({ role }: { role: RoleRow }) {
  const { t } = useTranslation();
  const sources = useMemo(() => createServerDataSources(), []);
  const { data, mutate } = useSWR(`system/user/queryUserList|role|${role.roleId}`, () => queryUserList({ roleId: role.roleId }));
  const [removing, setRemoving] = useState<UserListItem | null>(null);

  return (
    <>
      <Flex mb="3">
        <MemberPicker title={t('roles.addMembers')} hideDepts loadUsers={() => sources.users!({})}
          onConfirm={async (users) => {
            if (!users.length) return;
            await relateUsers(users.map((u) => Number(u.userId)), [role.roleId]);
            toastSuccess(t('roles.saved'));
            await mutate();
          }}>
          <Button size="sm" variant="outline">{t('roles.addMembers')}</Button>
        </MemberPicker>
      </Flex>
      {data && data.length === 0 ? <EmptyState text={t('roles.noMembers')} /> : (
        <Table.Root size="sm" aria-label={t('roles.members')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('employees.realname')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('employees.dept')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('employees.post')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('employees.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(data ?? []).map((user) => (
              <Table.Row key={user.userId}>
                <Table.Cell>{user.realname}</Table.Cell>
                <Table.Cell>{user.deptName}</Table.Cell>
                <Table.Cell>{user.post}</Table.Cell>
                <Table.Cell><Button size="2xs" variant="ghost" colorPalette="red" onClick={() => setRemoving(user)}>{t('roles.remove')}</Button></Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {removing && (
        <ActionDialog alert danger title={t('roles.remove')} onClose={() => setRemoving(null)}
          onConfirm={async () => {
            await unbindUser(removing.userId, role.roleId);
            toastSuccess(t('roles.saved'));
            setRemoving(null);
            await mutate();
          }}>
          <Text>{t('roles.removeText', { name: removing.realname, role: role.roleName })}</Text>
        </ActionDialog>
      )}
    </>
  );
}
