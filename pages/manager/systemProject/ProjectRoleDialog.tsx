// 新建项目角色 / 编辑项目角色: the role's name (required, unique among project roles: the server
// says 角色名已存在), its description, and the project permissions it grants as the same nested
// checkboxes the role pages use (MenuTreeView).
import { useMemo, useState } from 'react';
import { Box, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../engine/react/dialogs/ActionDialog.tsx';
import type { MenuNode } from '../../../server-adapter/role.ts';
import { type ProjectRole, saveProjectRole } from '../../../server-adapter/projectRoles.ts';
import { checkedFromRules, rulesToSave } from '../roleAuth/menuTree.ts';
import { MenuTreeView } from '../roleAuth/MenuTreeView.tsx';

export function ProjectRoleDialog({ role, tree, onSaved, onClose }: {
  /** The role edited; none for a new one. */
  role?: ProjectRole;
  tree: MenuNode;
  onSaved(): Promise<unknown>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const trees = useMemo(() => [tree], [tree]);
  const [name, setName] = useState(role?.roleName ?? '');
  const [remark, setRemark] = useState(role?.remark ?? '');
  const [checked, setChecked] = useState(() => checkedFromRules(trees, role?.rules ?? []));
  const [tried, setTried] = useState(false);
  const problem = name.trim() === '' ? t('roles.roleNameRequired') : undefined;
  return (
    <ActionDialog title={t(role ? 'projectRoles.edit' : 'projectRoles.new')} size="md" keepOnOutside onClose={onClose}
      problem={tried ? problem : undefined}
      onConfirm={async () => {
        setTried(true);
        if (problem) throw new Error(problem);
        await saveProjectRole({ roleId: role?.roleId, roleName: name.trim(), remark: remark.trim(), rules: rulesToSave(trees, checked) });
        await onSaved();
      }}>
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>{t('roles.roleName')}<Field.RequiredIndicator /></Field.Label>
          <Input size="sm" maxLength={50} value={name} onChange={(event) => setName(event.currentTarget.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('projectRoles.remark')}</Field.Label>
          <Textarea size="sm" rows={2} maxLength={255} value={remark} onChange={(event) => setRemark(event.currentTarget.value)} />
        </Field.Root>
        <Box>
          <Text fontSize="sm" fontWeight="medium" mb="2">{t('projectRoles.permissions')}</Text>
          <Stack gap="2" role="group" aria-label={t('projectRoles.permissions')} borderWidth="1px" borderColor="border.muted" borderRadius="md" p="3">
            {(tree.childMenu ?? []).map((node) => <MenuTreeView key={node.menuId} node={node} checked={checked} onChange={setChecked} />)}
          </Stack>
        </Box>
      </Stack>
    </ActionDialog>
  );
}
