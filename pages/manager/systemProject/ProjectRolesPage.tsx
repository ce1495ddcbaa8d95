// /manager/system-project (项目管理设置, manage.work): the roles a member can be given inside a
// project (编辑, 只读 built in; 管理 is the creator's and not listed) and what each may do there:
// create, edit and delete custom roles, edit the built-in ones' permissions. A project's
// permission object (work/getWorkById.authList) follows the member's role on their next call.
import { useState } from 'react';
import { Badge, Box, Button, Flex, Heading, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { PageProps } from '../../../engine/react/index.ts';
import { ActionDialog } from '../../../engine/react/dialogs/ActionDialog.tsx';
import {
  CUSTOM_PROJECT_ROLE_TYPE, deleteProjectRole, type ProjectRole, queryProjectRoles, workMenuTree,
} from '../../../server-adapter/projectRoles.ts';
import { toastSuccess } from '../../shell/toaster.tsx';
import { ProjectRoleDialog } from './ProjectRoleDialog.tsx';

type Editing = { kind: 'new' } | { kind: 'edit' | 'delete'; role: ProjectRole } | null;

export default function ProjectRolesPage(_props: PageProps) {
  const { t } = useTranslation();
  const { data: roles, mutate } = useSWR('system/role/queryProjectRoleList', queryProjectRoles);
  const { data: tree } = useSWR('system/menu/getWorkMenuList', workMenuTree, { revalidateOnFocus: false });
  const [editing, setEditing] = useState<Editing>(null);
  const saved = async () => {
    toastSuccess(t('roles.saved'));
    setEditing(null);
    await mutate();
  };

  return (
    <Stack gap="4">
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="lg" mr="auto">{t('routes.manager.systemProject')}</Heading>
        <Button size="sm" colorPalette="brand" disabled={!tree} onClick={() => setEditing({ kind: 'new' })}>{t('projectRoles.new')}</Button>
      </Flex>
      <Text fontSize="sm" color="fg.muted">{t('projectRoles.note')}</Text>
      <Box bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="md" overflow="hidden">
        {!roles ? <Flex justify="center" py="8"><Spinner color="brand.500" /></Flex> : (
          <Table.Root size="sm" aria-label={t('projectRoles.list')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="220px">{t('roles.roleName')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('projectRoles.remark')}</Table.ColumnHeader>
                <Table.ColumnHeader w="120px">{t('projectRoles.kind')}</Table.ColumnHeader>
                <Table.ColumnHeader w="160px">{t('projectRoles.actions')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {roles.map((role) => {
                const custom = role.roleType === CUSTOM_PROJECT_ROLE_TYPE;
                return (
                  <Table.Row key={role.roleId}>
                    <Table.Cell fontWeight="medium">{role.roleName}</Table.Cell>
                    <Table.Cell color="fg.muted">{role.remark || '—'}</Table.Cell>
                    <Table.Cell><Badge size="sm" colorPalette={custom ? 'blue' : 'gray'}>{t(custom ? 'projectRoles.custom' : 'projectRoles.builtIn')}</Badge></Table.Cell>
                    <Table.Cell>
                      <Flex gap="2">
                        <Button size="2xs" variant="outline" disabled={!tree} onClick={() => setEditing({ kind: 'edit', role })}>{t('projectRoles.editShort')}</Button>
                        {custom && <Button size="2xs" variant="outline" colorPalette="red" onClick={() => setEditing({ kind: 'delete', role })}>{t('roles.delete')}</Button>}
                      </Flex>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        )}
      </Box>
      {tree && (editing?.kind === 'new' || editing?.kind === 'edit') && (
        <ProjectRoleDialog role={editing.kind === 'edit' ? editing.role : undefined} tree={tree} onSaved={saved} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'delete' && (
        <ActionDialog title={t('roles.delete')} alert danger confirmLabel={t('roles.delete')} onClose={() => setEditing(null)}
          onConfirm={async () => { await deleteProjectRole(editing.role.roleId); await saved(); }}>
          {t('projectRoles.deleteText', { name: editing.role.roleName })}
        </ActionDialog>
      )}
    </Stack>
  );
}
