// 团队成员 (customer, business, contract): the owner first, then the members with 只读 or 读写.
// With the module's teamsave right: 添加成员 (member picker + power), 修改权限, 移除. The owner row
// can be neither changed nor removed.
import { useState, type ReactNode } from 'react';
import { Box, Button, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { InitialsBadge } from '../../../../widgets/InitialsBadge.tsx';
import { MemberPicker } from '../../../../widgets/pickers/MemberPicker.tsx';
import type { MemberUser } from '../../../../widgets/form/dataSources.ts';
import type { CrmDetailApi, DetailCrmType, MemberPower, TeamMember } from '../../../../server-adapter/crmDetail.ts';
import { useEngineService } from '../../environment/index.ts';
import { ActionDialog } from '../ActionDialog.tsx';
import { Choice } from '../../dialogs/Choice.tsx';
import { useDetailLoad } from '../useDetailLoad.ts';
import { TabStatus } from './TabStatus.tsx';
import { useConfirmAction } from '../../dialogs/useConfirmAction.ts';

export function isOwnerRow(member: TeamMember): boolean {
  return member.groupRole === '负责人' || member.power === '负责人权限';
}

type Pending =
  | { kind: 'add'; users: MemberUser[] }
  | { kind: 'power'; member: TeamMember }
  | { kind: 'remove'; member: TeamMember };

export function TeamTab({ crmType, id, api, version, canEdit, onChanged }: { crmType: DetailCrmType; id: number; api: CrmDetailApi; version: number; canEdit: boolean; onChanged(): void }) {
  const { t } = useTranslation();
  const notify = useEngineService('notify');
  const load = useDetailLoad(() => api.getMembers(crmType, id, { silent: true }), [crmType, id, version]);
  const [pending, setPending] = useState<Pending | null>(null);
  const [power, setPower] = useState<MemberPower>(1);

  const finish = () => {
    setPending(null);
    notify.success(t('detail.success'));
    load.reload();
    onChanged();
  };

  const powerChoice = (
    <Flex gap="5" role="radiogroup" aria-label={t('detail.team.power')}>
      <Choice type="radio" name="memberPower" checked={power === 1} onChange={() => setPower(1)} label={t('detail.team.readOnly')} />
      <Choice type="radio" name="memberPower" checked={power === 2} onChange={() => setPower(2)} label={t('detail.team.readWrite')} />
    </Flex>
  );

  return (
    <Stack gap="3">
      {canEdit ? (
        <Flex justify="flex-end">
          <MemberPicker hideDepts loadUsers={() => api.users()} loadDepts={() => api.deptTree()}
            onConfirm={(users) => { if (users.length) { setPower(1); setPending({ kind: 'add', users }); } }}>
            <Button size="xs" colorPalette="brand">{t('detail.team.add')}</Button>
          </MemberPicker>
        </Flex>
      ) : null}
      <TabStatus load={load} empty={(rows) => rows.length === 0}>
        {(rows) => (
          <Box overflowX="auto">
            <Table.Root size="sm" variant="line">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('detail.team.name')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('detail.team.dept')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('detail.team.role')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('detail.team.power')}</Table.ColumnHeader>
                  {canEdit ? <Table.ColumnHeader textAlign="end">{t('detail.operations')}</Table.ColumnHeader> : null}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((member) => (
                  <Table.Row key={member.id}>
                    <Table.Cell>
                      <Flex align="center" gap="2"><InitialsBadge realname={member.realname ?? ''} size="sm" /><Text>{member.realname}</Text></Flex>
                    </Table.Cell>
                    <Table.Cell>{member.name ?? ''}</Table.Cell>
                    <Table.Cell>{member.groupRole}</Table.Cell>
                    <Table.Cell>{member.power}</Table.Cell>
                    {canEdit ? (
                      <Table.Cell textAlign="end">
                        {isOwnerRow(member) ? null : (
                          <Flex gap="1" justify="flex-end">
                            <Button size="2xs" variant="ghost" colorPalette="brand" aria-label={t('detail.team.changePowerOf', { name: member.realname })}
                              onClick={() => { setPower(member.power === '读写' ? 2 : 1); setPending({ kind: 'power', member }); }}>
                              {t('detail.team.changePower')}
                            </Button>
                            <Button size="2xs" variant="ghost" colorPalette="red" aria-label={t('detail.team.removeOf', { name: member.realname })}
                              onClick={() => setPending({ kind: 'remove', member })}>
                              {t('detail.team.remove')}
                            </Button>
                          </Flex>
                        )}
                      </Table.Cell>
                    ) : null}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </TabStatus>
      {pending?.kind === 'add' ? (
        // Inline, not a dialog: the picker hands focus back to its button as it closes, which a
        // modal opened at that moment would take for a click outside.
        <AddMembersBar users={pending.users} power={power} powerChoice={powerChoice} onCancel={() => setPending(null)}
          onConfirm={async () => { await api.addMembers(crmType, id, pending.users.map((u) => Number(u.userId)), power); finish(); }} />
      ) : null}
      {pending?.kind === 'power' ? (
        <ActionDialog title={t('detail.team.changePower')} onClose={() => setPending(null)}
          onConfirm={async () => { await api.updateMembers(crmType, id, [pending.member.id], power); finish(); }}>
          <Stack gap="3" fontSize="sm">
            <Text>{pending.member.realname}</Text>
            {powerChoice}
          </Stack>
        </ActionDialog>
      ) : null}
      {pending?.kind === 'remove' ? (
        <ActionDialog title={t('detail.team.remove')} danger onClose={() => setPending(null)}
          onConfirm={async () => { await api.deleteMembers(crmType, id, [pending.member.id]); finish(); }}>
          {t('detail.team.removeText', { name: pending.member.realname })}
        </ActionDialog>
      ) : null}
    </Stack>
  );
}

function AddMembersBar({ users, powerChoice, onConfirm, onCancel }: { users: MemberUser[]; power: MemberPower; powerChoice: ReactNode; onConfirm(): Promise<void>; onCancel(): void }) {
  const { t } = useTranslation();
  const { busy, error, confirm } = useConfirmAction(onConfirm);
  return (
    <Stack role="group" aria-label={t('detail.team.add')} gap="2" p="3" borderWidth="1px" borderRadius="md" bg="bg.subtle" fontSize="sm">
      <Text><Text as="span" color="fg.muted">{t('detail.team.adding')}</Text>{users.map((u) => u.realname).join('、')}</Text>
      <Flex align="center" gap="4" wrap="wrap">
        {powerChoice}
        <Box flex="1" />
        <Button size="xs" variant="outline" onClick={onCancel} disabled={busy}>{t('detail.cancel')}</Button>
        <Button size="xs" colorPalette="brand" onClick={() => void confirm()} loading={busy}>{t('detail.confirm')}</Button>
      </Flex>
      {error ? <Text role="alert" color="red.600">{error}</Text> : null}
    </Stack>
  );
}
