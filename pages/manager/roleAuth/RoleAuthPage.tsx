// /manager/role-auth/:pid/:title (角色权限管理, manage.permission): the roles of one role type (系统
// 管理角色, 客户管理角色, 办公管理角色, 项目管理角色; the sidebar lists the types) beside the chosen
// role's permissions and data scope, and its members. New, rename, copy and delete a role. A change
// reaches every holder on their next call (the permission version, docs/permissions-cache.md).
import { useState } from 'react';
import { Box, Button, Flex, Heading, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import type { PageProps } from '../../../engine/react/index.ts';
import { ActionDialog } from '../../../engine/react/dialogs/ActionDialog.tsx';
import { addRole, copyRole, deleteRole, getMenuListByType, getRoleByType, renameRole, type RoleRow } from '../../../server-adapter/role.ts';
import { toastSuccess } from '../../shell/toaster.tsx';
import { RoleMembers } from './RoleMembers.tsx';
import { RoleNameDialog } from './RoleNameDialog.tsx';
import { RolePermissions, SUPER_ADMIN_ROLE_ID } from './RolePermissions.tsx';

type Editing = 'new' | 'rename' | 'delete' | null;

export default function RoleAuthPage(_props: PageProps) {
  const { t } = useTranslation();
  const { pid = '', title = '' } = useParams();
  const roleType = Number(pid);
  const { data: roles, mutate } = useSWR(`system/role/getRoleByType|${roleType}`, () => getRoleByType(roleType));
  const { data: trees } = useSWR(`system/menu/getMenuListByType|${roleType}`, () => getMenuListByType(roleType), { revalidateOnFocus: false });
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const role: RoleRow | undefined = roles?.find((r) => r.roleId === chosenId) ?? roles?.[0];
  const done = async () => {
    toastSuccess(t('roles.saved'));
    setEditing(null);
    await mutate();
  };

  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">{title || t('routes.manager.roleAuth')}</Heading>
      <Flex gap="4" align="flex-start">
        <Stack as="nav" aria-label={t('roles.list')} w="240px" flexShrink={0} bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="md" py="3" gap="1">
          <Flex px="3" align="center" mb="1">
            <Heading as="h2" size="sm" mr="auto">{t('roles.list')}</Heading>
            <Button size="2xs" variant="outline" onClick={() => setEditing('new')}>{t('roles.newRole')}</Button>
          </Flex>
          {!roles ? <Flex justify="center" py="4"><Spinner color="brand.500" /></Flex> : roles.map((r) => {
            const active = r.roleId === role?.roleId;
            return (
              <Button key={r.roleId} variant="ghost" justifyContent="flex-start" borderRadius="0" h="34px" fontWeight="normal" px="4"
                aria-current={active ? 'true' : undefined} bg={active ? 'brand.50' : undefined} color={active ? 'brand.600' : undefined}
                onClick={() => setChosenId(r.roleId)}>
                <Text as="span" truncate>{r.roleName}</Text>
              </Button>
            );
          })}
        </Stack>
        <Box as="section" aria-label={role?.roleName ?? t('roles.pick')} flex="1" minW="0" bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="md" p="4">
          {!role || !trees ? <Text color="fg.muted" fontSize="sm">{t('roles.pick')}</Text> : (
            <>
              <Flex align="center" gap="2" mb="3" wrap="wrap">
                <Heading as="h2" size="md" mr="auto">{role.roleName}</Heading>
                {role.roleId !== SUPER_ADMIN_ROLE_ID && (
                  <>
                    <Button size="xs" variant="outline" onClick={() => setEditing('rename')}>{t('roles.rename')}</Button>
                    <Button size="xs" variant="outline" onClick={() => void copyRole(role.roleId).then(done, () => undefined) /* the request client shows the refusal */}>{t('roles.copy')}</Button>
                    <Button size="xs" variant="outline" colorPalette="red" onClick={() => setEditing('delete')}>{t('roles.delete')}</Button>
                  </>
                )}
              </Flex>
              <Tabs.Root defaultValue="permissions" size="sm" lazyMount unmountOnExit>
                <Tabs.List>
                  <Tabs.Trigger value="permissions">{t('roles.permissions')}</Tabs.Trigger>
                  <Tabs.Trigger value="members">{t('roles.members')}</Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="permissions"><RolePermissions role={role} trees={trees} onSaved={() => mutate()} /></Tabs.Content>
                <Tabs.Content value="members"><RoleMembers key={role.roleId} role={role} /></Tabs.Content>
              </Tabs.Root>
            </>
          )}
        </Box>
      </Flex>
      {editing === 'new' && (
        <RoleNameDialog title={t('roles.newRole')} initial="" onClose={() => setEditing(null)}
          onSave={async (roleName) => { await addRole({ roleName, roleType }); await done(); }} />
      )}
      {editing === 'rename' && role && (
        <RoleNameDialog title={t('roles.rename')} initial={role.roleName} onClose={() => setEditing(null)}
          onSave={async (roleName) => { await renameRole({ roleId: role.roleId, roleName, roleType, remark: role.remark ?? '' }); await done(); }} />
      )}
      {editing === 'delete' && role && (
        <ActionDialog alert danger title={t('roles.delete')} onClose={() => setEditing(null)}
          onConfirm={async () => { await deleteRole(role.roleId); setChosenId(null); await done(); }}>
          {t('roles.deleteText', { name: role.roleName })}
        </ActionDialog>
      )}
    </Stack>
  );
}
