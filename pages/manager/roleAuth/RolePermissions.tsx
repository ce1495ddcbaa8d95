// 角色权限 of one role: its data scope (what records its holders see: contract 3.6) and the
// permissions of its area and of BI, saved together (system/role/updateRoleMenu). The super
// administrator role holds everything and is shown read-only.
import { useEffect, useMemo, useState } from 'react';
import { Box, Button, Field, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { type DataScope, type MenuNode, type RoleRow, updateRoleMenu } from '../../../server-adapter/role.ts';
import { toastSuccess } from '../../shell/toaster.tsx';
import { checkedFromRules, rulesToSave, showsAsOneBox } from './menuTree.ts';
import { MenuTreeView } from './MenuTreeView.tsx';

export const SUPER_ADMIN_ROLE_ID = 1;

/** A tree's heading by its root's realm (the roots are all named 全部). */
const AREA_TITLES: Record<string, string> = {
  crm: 'routes.crm.title', bi: 'routes.bi.title', oa: 'routes.workbench.title', manage: 'routes.manager.title', project: 'routes.project.title',
};

export function RolePermissions({ role, trees, onSaved }: { role: RoleRow; trees: { data: MenuNode | null; bi: MenuNode | null }; onSaved(): Promise<unknown> }) {
  const { t } = useTranslation();
  const roots = useMemo(() => [trees.data, trees.bi].filter((n): n is MenuNode => n !== null), [trees]);
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [scope, setScope] = useState<DataScope>(role.dataType);
  const [saving, setSaving] = useState(false);
  const locked = role.roleId === SUPER_ADMIN_ROLE_ID;
  useEffect(() => {
    setChecked(checkedFromRules(roots, [...role.rules.data, ...role.rules.bi]));
    setScope(role.dataType);
  }, [role, roots]);

  async function save() {
    setSaving(true);
    try {
      await updateRoleMenu({ roleId: role.roleId, roleName: role.roleName, dataType: scope, rules: rulesToSave(roots, checked) });
      toastSuccess(t('roles.saved'));
      await onSaved();
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="4">
      {locked && <Text fontSize="sm" color="fg.muted">{t('roles.superAdmin')}</Text>}
      <Field.Root w="auto">
        <Field.Label>{t('roles.dataScope')}</Field.Label>
        <NativeSelect.Root size="sm" w="220px" disabled={locked}>
          <NativeSelect.Field value={String(scope)} onChange={(e) => setScope(Number(e.currentTarget.value) as DataScope)}>
            {([1, 2, 3, 4, 5] as const).map((s) => <option key={s} value={s}>{t(`roles.scope.${s}`)}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {roots.map((root) => (
        <Box key={root.menuId} borderWidth="1px" borderColor="border.muted" borderRadius="md" p="3">
          <Heading as="h3" size="xs" mb="2">{AREA_TITLES[root.realm] ? t(AREA_TITLES[root.realm]) : root.menuName}</Heading>
          <Stack gap="2" role="group" aria-label={AREA_TITLES[root.realm] ? t(AREA_TITLES[root.realm]) : root.menuName}
            direction={(root.childMenu ?? []).every(showsAsOneBox) ? 'row' : 'column'} wrap="wrap" columnGap="4">
            {(root.childMenu ?? []).map((node) => (
              <MenuTreeView key={node.menuId} node={node} checked={checked} onChange={setChecked} disabled={locked} />
            ))}
          </Stack>
        </Box>
      ))}
      {!locked && (
        <Box><Button size="sm" colorPalette="brand" loading={saving} onClick={() => void save()}>{t('roles.save')}</Button></Box>
      )}
    </Stack>
  );
}
