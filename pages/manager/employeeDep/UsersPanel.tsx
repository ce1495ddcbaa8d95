// The employees of the chosen department and those below it (system/user/queryUserList), with a
// name search and a status filter, paged like every list. Actions by right (manage.users.*): 新建员工, 编辑,
// 修改登录名 (userSave / userUpdate), 禁用 / 启用 and 重置密码 (userEnables).
import { useState } from 'react';
import { Badge, Box, Button, Flex, Heading, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { DEFAULT_PAGE_SIZE } from '../../../engine/pages/index.ts';
import { ActionDialog } from '../../../engine/react/dialogs/ActionDialog.tsx';
import { Pager } from '../../../engine/react/list/Pager.tsx';
import { queryUserPage } from '../../../server-adapter/system.ts';
import { setUserStatus } from '../../../server-adapter/systemAdmin.ts';
import type { UserListItem } from '../../../server-adapter/types.ts';
import { EmptyState } from '../../../widgets/EmptyState.tsx';
import { toastSuccess } from '../../shell/toaster.tsx';
import type { FlatDept } from '../deptOptions.ts';
import { ResetPasswordDialog, UsernameDialog } from './CredentialDialogs.tsx';
import { EmployeeDialog } from './EmployeeDialog.tsx';

type Editing = { kind: 'new' } | { kind: 'edit' | 'status' | 'password' | 'username'; user: UserListItem } | null;
export type UserRight = 'userSave' | 'userUpdate' | 'userEnables';

export function UsersPanel({ deptId, depts, can }: { deptId: number; depts: FlatDept[]; can(right: UserRight): boolean }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [realname, setRealname] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(DEFAULT_PAGE_SIZE);
  const [editing, setEditing] = useState<Editing>(null);
  const query = { realname: realname || undefined, deptId: deptId || undefined, status: status === '' ? undefined : Number(status), page, limit };
  const { data, error, mutate } = useSWR(['system/user/queryUserList', JSON.stringify(query)].join('|'), () => queryUserPage(query), { keepPreviousData: true });
  const done = async () => {
    toastSuccess(t('employees.saved'));
    setEditing(null);
    await mutate();
  };

  return (
    <Stack as="section" aria-label={t('employees.title')} flex="1" minW="0" bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="md" p="4" gap="3">
      <Flex gap="2" align="center" wrap="wrap">
        <Heading as="h2" size="sm" mr="2">{t('employees.title')}</Heading>
        <Input size="sm" w="200px" type="search" aria-label={t('employees.search')} placeholder={t('employees.search')} value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)} onKeyDown={(e) => { if (e.key === 'Enter') { setRealname(typed.trim()); setPage(1); } }}
          onBlur={() => { setRealname(typed.trim()); setPage(1); }} />
        <NativeSelect.Root size="sm" w="auto">
          <NativeSelect.Field aria-label={t('employees.status.label')} value={status} onChange={(e) => { setStatus(e.currentTarget.value); setPage(1); }}>
            <option value="">{t('employees.status.all')}</option>
            {['1', '0', '2'].map((s) => <option key={s} value={s}>{t(`employees.status.${s}`)}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Box flex="1" />
        {can('userSave') && <Button size="sm" colorPalette="brand" onClick={() => setEditing({ kind: 'new' })}>{t('employees.newUser')}</Button>}
      </Flex>
      {error && !data ? <Text role="alert" color="red.600" fontSize="sm">{t('crmWorkbench.loadError')}</Text>
        : data && data.list.length === 0 ? <EmptyState text={t('employees.empty')} /> : (
          <Table.ScrollArea>
            <Table.Root size="sm" aria-label={t('employees.title')}>
              <Table.Header>
                <Table.Row>
                  {['realname', 'username', 'dept', 'post', 'parent', 'roles', 'status.label', 'actions'].map((key) => (
                    <Table.ColumnHeader key={key}>{t(`employees.${key}`)}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {(data?.list ?? []).map((user) => (
                  <Table.Row key={user.userId}>
                    <Table.Cell fontWeight="medium">{user.realname}</Table.Cell>
                    <Table.Cell>{user.username}</Table.Cell>
                    <Table.Cell>{user.deptName}</Table.Cell>
                    <Table.Cell>{user.post}</Table.Cell>
                    <Table.Cell>{user.parentName}</Table.Cell>
                    <Table.Cell maxW="220px"><Text truncate title={user.roleName ?? ''}>{user.roleName}</Text></Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={user.status === 1 ? 'green' : user.status === 0 ? 'red' : 'gray'}>{t(`employees.status.${user.status ?? 1}`)}</Badge>
                    </Table.Cell>
                    <Table.Cell>
                      <Flex gap="1" wrap="wrap">
                        {can('userUpdate') && <Button size="2xs" variant="ghost" onClick={() => setEditing({ kind: 'edit', user })}>{t('employees.edit')}</Button>}
                        {can('userEnables') && (
                          <Button size="2xs" variant="ghost" colorPalette={user.status === 0 ? 'green' : 'red'} onClick={() => setEditing({ kind: 'status', user })}>
                            {t(user.status === 0 ? 'employees.enable' : 'employees.disable')}
                          </Button>
                        )}
                        {can('userEnables') && <Button size="2xs" variant="ghost" onClick={() => setEditing({ kind: 'password', user })}>{t('employees.resetPassword')}</Button>}
                        {can('userUpdate') && <Button size="2xs" variant="ghost" onClick={() => setEditing({ kind: 'username', user })}>{t('employees.editUsername')}</Button>}
                      </Flex>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      <Pager total={data?.totalRow ?? 0} page={page} limit={limit} onPage={setPage} onLimit={(next) => { setLimit(next); setPage(1); }} />

      {(editing?.kind === 'new' || editing?.kind === 'edit') && (
        <EmployeeDialog user={editing.kind === 'edit' ? editing.user : null} deptId={deptId} depts={depts} onSaved={() => void done()} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'status' && (
        <ActionDialog alert danger={editing.user.status !== 0} title={t(editing.user.status === 0 ? 'employees.enable' : 'employees.disable')} onClose={() => setEditing(null)}
          onConfirm={async () => {
            await setUserStatus([editing.user.userId], editing.user.status === 0 ? 1 : 0);
            await done();
          }}>
          {t(editing.user.status === 0 ? 'employees.enableText' : 'employees.disableText', { name: editing.user.realname })}
        </ActionDialog>
      )}
      {editing?.kind === 'password' && <ResetPasswordDialog user={editing.user} onSaved={() => void done()} onClose={() => setEditing(null)} />}
      {editing?.kind === 'username' && <UsernameDialog user={editing.user} onSaved={() => void done()} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
