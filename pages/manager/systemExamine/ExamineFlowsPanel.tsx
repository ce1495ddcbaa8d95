// 业务审批 in 审批流程管理 (manage.examineFlow): the approval flows of contracts and receivables
// (examine/*): each flow's object, its way (固定审批流程 with levels, or 授权审批人), its state; new,
// edit, enable/disable (one enabled flow per object) and delete.
import { useState } from 'react';
import { Badge, Button, Flex, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ActionDialog } from '../../../engine/react/dialogs/ActionDialog.tsx';
import { type ExamineFlowRow, queryAllExamineFlows, setExamineFlowStatus } from '../../../server-adapter/crmExamine.ts';
import { toastSuccess } from '../../shell/toaster.tsx';
import { SettingsSection } from '../SettingsSection.tsx';
import { ExamineFlowDialog } from './ExamineFlowDialog.tsx';
import { levelsSummary } from './flowTexts.ts';

type Editing = { kind: 'edit'; flow: ExamineFlowRow | null } | { kind: 'delete'; flow: ExamineFlowRow } | null;

export function ExamineFlowsPanel() {
  const { t } = useTranslation();
  const { data, error, mutate } = useSWR('examine/queryAllExamine', queryAllExamineFlows, { revalidateOnFocus: false });
  const [editing, setEditing] = useState<Editing>(null);

  const done = async () => {
    toastSuccess(t('examineFlows.saved'));
    setEditing(null);
    await mutate();
  };

  return (
    <SettingsSection title={t('examineFlows.title')} note={t('examineFlows.note')}
      actions={<Button size="sm" colorPalette="brand" onClick={() => setEditing({ kind: 'edit', flow: null })}>{t('examineFlows.create')}</Button>}>
      {error && !data ? <Text role="alert" color="red.600">{t('examineFlows.loadFailed')}</Text> : (
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('examineFlows.name')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('examineFlows.category')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('examineFlows.levels')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('examineFlows.status')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('examineFlows.updated')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('examineFlows.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(data ?? []).map((flow) => (
              <Table.Row key={flow.examineId}>
                <Table.Cell fontWeight="medium">{flow.name}</Table.Cell>
                <Table.Cell>{t(flow.categoryType === 1 ? 'crm.types.contract' : 'crm.types.receivables')}</Table.Cell>
                <Table.Cell><Text fontSize="sm" color="fg.muted">{levelsSummary(t, flow, t('crm.create.approvalAuthorised'))}</Text></Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={Number(flow.status) === 1 ? 'green' : 'gray'}>{t(Number(flow.status) === 1 ? 'examineFlows.enabled' : 'examineFlows.disabled')}</Badge>
                </Table.Cell>
                <Table.Cell fontSize="xs" color="fg.muted">{[flow.updateUserName, flow.updateTime].filter(Boolean).join(' ')}</Table.Cell>
                <Table.Cell>
                  <Flex gap="1" justify="flex-end">
                    <Button size="xs" variant="ghost" onClick={() => setEditing({ kind: 'edit', flow })}>{t('examineFlows.editShort')}</Button>
                    <Button size="xs" variant="ghost" onClick={() => void setExamineFlowStatus(flow.examineId, Number(flow.status) === 1 ? 0 : 1).then(done, () => undefined)}>
                      {t(Number(flow.status) === 1 ? 'examineFlows.disable' : 'examineFlows.enable')}
                    </Button>
                    <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setEditing({ kind: 'delete', flow })}>{t('examineFlows.delete')}</Button>
                  </Flex>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {editing?.kind === 'edit' && <ExamineFlowDialog flow={editing.flow} onSaved={() => void done()} onClose={() => setEditing(null)} />}
      {editing?.kind === 'delete' && (
        <ActionDialog alert danger title={t('examineFlows.delete')} onClose={() => setEditing(null)}
          onConfirm={async () => { await setExamineFlowStatus(editing.flow.examineId, 2); await done(); }}>
          {t('examineFlows.deleteQuestion', { name: editing.flow.name })}
        </ActionDialog>
      )}
    </SettingsSection>
  );
}
