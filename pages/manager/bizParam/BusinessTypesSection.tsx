// 商机组设置: the business stage groups (businessType/*) with their stages and departments; new,
// edit and delete. The server refuses to change or delete a group some business uses
// (使用中的商机组不可以修改 / 删除): its stages would be orphaned.
import { useState } from 'react';
import { Button, Flex, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ActionDialog } from '../../../engine/react/dialogs/ActionDialog.tsx';
import { type BusinessTypeRow, deleteBusinessType, queryBusinessTypes } from '../../../server-adapter/crmSettings.ts';
import { toastSuccess } from '../../shell/toaster.tsx';
import { SettingsSection } from '../SettingsSection.tsx';
import { BusinessTypeDialog } from './BusinessTypeDialog.tsx';

type Editing = { kind: 'edit'; type: BusinessTypeRow | null } | { kind: 'delete'; type: BusinessTypeRow } | null;

export function BusinessTypesSection() {
  const { t } = useTranslation();
  const { data, mutate } = useSWR('businessType/queryBusinessTypeList', queryBusinessTypes, { revalidateOnFocus: false });
  const [editing, setEditing] = useState<Editing>(null);

  const stagesText = (row: BusinessTypeRow) => (row.statusList ?? []).map((s) => `${s.name} ${Number(s.rate)}%`).join(' → ');

  const done = async () => {
    toastSuccess(t('bizParam.saved'));
    setEditing(null);
    await mutate();
  };

  return (
    <SettingsSection title={t('bizParam.types.title')} note={t('bizParam.types.note')}
      actions={<Button size="sm" colorPalette="brand" onClick={() => setEditing({ kind: 'edit', type: null })}>{t('bizParam.types.create')}</Button>}>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('bizParam.types.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('bizParam.types.stages')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('bizParam.types.depts')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('bizParam.types.creator')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('bizParam.types.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {(data ?? []).map((row) => (
            <Table.Row key={row.typeId}>
              <Table.Cell fontWeight="medium">{row.name}</Table.Cell>
              <Table.Cell><Text fontSize="sm" color="fg.muted">{stagesText(row)}</Text></Table.Cell>
              <Table.Cell>{row.deptIds?.length ? row.deptIds.map((d) => d.name).join('、') : t('bizParam.types.allDepts')}</Table.Cell>
              <Table.Cell>{row.createName ?? ''}</Table.Cell>
              <Table.Cell>
                <Flex gap="1" justify="flex-end">
                  <Button size="xs" variant="ghost" onClick={() => setEditing({ kind: 'edit', type: row })}>{t('bizParam.types.editShort')}</Button>
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setEditing({ kind: 'delete', type: row })}>{t('bizParam.types.delete')}</Button>
                </Flex>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {editing?.kind === 'edit' && <BusinessTypeDialog type={editing.type} onSaved={() => void done()} onClose={() => setEditing(null)} />}
      {editing?.kind === 'delete' && (
        <ActionDialog alert danger title={t('bizParam.types.delete')} onClose={() => setEditing(null)}
          onConfirm={async () => { await deleteBusinessType(editing.type.typeId); await done(); }}>
          {t('bizParam.types.deleteQuestion', { name: editing.type.name })}
        </ActionDialog>
      )}
    </SettingsSection>
  );
}
