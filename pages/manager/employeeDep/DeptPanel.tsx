// The department tree of 员工与部门管理: 全部部门 then each department indented by depth; choosing one
// lists its employees (and those of the departments below it). 新建 adds under the chosen one;
// 编辑 and 删除 act on it (the server refuses to delete a department with employees or
// sub-departments, saying which). Buttons show only with their rights (manage.users.dept*).
import { useState } from 'react';
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../engine/react/dialogs/ActionDialog.tsx';
import { deleteDept } from '../../../server-adapter/systemAdmin.ts';
import { toastSuccess } from '../../shell/toaster.tsx';
import type { FlatDept } from '../deptOptions.ts';
import { DeptDialog } from './DeptDialog.tsx';

type Editing = { kind: 'new' | 'edit' | 'delete' } | null;

export function DeptPanel({ depts, selected, onSelect, onChanged, can }: {
  depts: FlatDept[];
  /** 0 = 全部部门 */
  selected: number;
  onSelect(id: number): void;
  onChanged(): Promise<unknown>;
  can(right: 'deptSave' | 'deptUpdate' | 'deptDelete'): boolean;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const current = depts.find((d) => d.id === selected) ?? null;
  const done = async () => {
    toastSuccess(t('employees.saved'));
    setEditing(null);
    await onChanged();
  };

  return (
    <Stack as="nav" aria-label={t('employees.depts')} w="260px" flexShrink={0} bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="md" py="3" gap="2">
      <Flex px="3" align="center" gap="1" wrap="wrap">
        <Heading as="h2" size="sm" mr="auto">{t('employees.depts')}</Heading>
        {can('deptSave') && <Button size="2xs" variant="outline" onClick={() => setEditing({ kind: 'new' })}>{t('employees.newDept')}</Button>}
      </Flex>
      {current && (can('deptUpdate') || can('deptDelete')) && (
        <Flex px="3" gap="1">
          {can('deptUpdate') && <Button size="2xs" variant="ghost" onClick={() => setEditing({ kind: 'edit' })}>{t('employees.editDept')}</Button>}
          {can('deptDelete') && <Button size="2xs" variant="ghost" colorPalette="red" onClick={() => setEditing({ kind: 'delete' })}>{t('employees.deleteDept')}</Button>}
        </Flex>
      )}
      <Box as="ul" listStyleType="none" m="0" p="0">
        {[{ id: 0, name: t('employees.allDepts'), pid: 0, depth: 0 }, ...depts.map((d) => ({ ...d, depth: d.depth + 1 }))].map((d) => {
          const active = d.id === selected;
          return (
            <Box as="li" key={d.id}>
              <Button variant="ghost" w="full" justifyContent="flex-start" borderRadius="0" h="34px" fontWeight="normal" pl={`${12 + d.depth * 16}px`}
                aria-current={active ? 'true' : undefined} bg={active ? 'brand.50' : undefined} color={active ? 'brand.600' : undefined}
                onClick={() => onSelect(d.id)}>
                <Text as="span" truncate>{d.name}</Text>
              </Button>
            </Box>
          );
        })}
      </Box>
      {editing?.kind === 'new' && <DeptDialog dept={null} parentId={selected} depts={depts} onSaved={() => void done()} onClose={() => setEditing(null)} />}
      {editing?.kind === 'edit' && current && <DeptDialog dept={current} parentId={current.pid} depts={depts} onSaved={() => void done()} onClose={() => setEditing(null)} />}
      {editing?.kind === 'delete' && current && (
        <ActionDialog alert danger title={t('employees.deleteDept')} onClose={() => setEditing(null)}
          onConfirm={async () => {
            await deleteDept(current.id);
            onSelect(0);
            await done();
          }}>
          {t('employees.deleteDeptText', { name: current.name })}
        </ActionDialog>
      )}
    </Stack>
  );
}
