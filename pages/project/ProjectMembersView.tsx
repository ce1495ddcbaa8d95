// 成员 from a project's board (context action `view: projectMembers`): each member with their
// project role (编辑, 只读 or a custom one; the creator stays 管理), changed at once
// (work/setOwnerRole), and 移除 for everyone but the creator (work/removeWorkOwnerUser). Adding
// members is 编辑项目's picker. A public project's people are everyone: it has no member list.
// Why not drawn by the engine: a list of people each with a role chosen and saved at once is no
// record list (contract 11 gives members no ids of their own, no paging, no form call); it is
// offered through the engine's context-view slot, so the board's descriptor decides where.
import { useState } from 'react';
import { Button, CloseButton, Dialog, Flex, NativeSelect, Portal, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { ContextViewProps } from '../../engine/react/list/index.ts';
import { queryWorkMembers, queryWorkRoles, removeWorkMember, setMemberRole, type WorkMember } from '../../server-adapter/work.ts';
import { toastSuccess } from '../shell/toaster.tsx';

export default function ProjectMembersView({ record, onClose, onChanged }: ContextViewProps) {
  const { t } = useTranslation();
  const workId = Number(record.workId);
  const isPublic = Number(record.isOpen) === 1;
  const { data: members, mutate } = useSWR(isPublic ? null : `work/queryOwnerRoleList|${workId}`, () => queryWorkMembers(workId));
  const { data: roles } = useSWR('work/queryRoleList', queryWorkRoles);
  const [removing, setRemoving] = useState<WorkMember | null>(null);
  const [busy, setBusy] = useState(false);
  const [changed, setChanged] = useState(false);
  const close = () => (changed ? onChanged() : onClose());

  async function run(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
      toastSuccess(t('projectMembers.saved'));
      setChanged(true);
      await mutate();
    } catch {
      // the request client has shown the refusal
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open size="md" placement="center" onOpenChange={(details) => !details.open && close()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header><Dialog.Title fontSize="md">{t('projectMembers.title')}</Dialog.Title></Dialog.Header>
            <Dialog.CloseTrigger asChild top="2" insetEnd="2"><CloseButton size="sm" aria-label={t('dialog.close')} /></Dialog.CloseTrigger>
            <Dialog.Body>
              {isPublic ? <Text fontSize="sm" color="fg.muted">{t('projectMembers.public')}</Text> : !members || !roles ? (
                <Flex justify="center" py="6"><Spinner color="brand.500" /></Flex>
              ) : (
                <Stack gap="3">
                  <Text fontSize="sm" color="fg.muted">{t('projectMembers.note')}</Text>
                  <Table.Root size="sm" aria-label={t('projectMembers.title')}>
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>{t('projectMembers.member')}</Table.ColumnHeader>
                        <Table.ColumnHeader w="180px">{t('projectMembers.role')}</Table.ColumnHeader>
                        <Table.ColumnHeader w="90px" />
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {members.map((member) => (
                        <Table.Row key={member.userId}>
                          <Table.Cell>{member.realname}</Table.Cell>
                          <Table.Cell>
                            {member.isCreator ? <Text fontSize="sm">{member.roleName}</Text> : (
                              <NativeSelect.Root size="xs" disabled={busy}>
                                <NativeSelect.Field aria-label={t('projectMembers.roleOf', { name: member.realname })} value={String(member.roleId ?? '')}
                                  onChange={(event) => { const roleId = Number(event.currentTarget.value); void run(() => setMemberRole(workId, member.userId, roleId)); }}>
                                  {roles.map((role) => <option key={role.roleId} value={String(role.roleId)}>{role.roleName}</option>)}
                                </NativeSelect.Field>
                                <NativeSelect.Indicator />
                              </NativeSelect.Root>
                            )}
                          </Table.Cell>
                          <Table.Cell textAlign="end">
                            {!member.isCreator && (removing?.userId === member.userId ? (
                              <Flex gap="1" justify="flex-end">
                                <Button size="2xs" colorPalette="red" loading={busy}
                                  onClick={() => void run(() => removeWorkMember(workId, member.userId)).then(() => setRemoving(null))}>{t('projectMembers.confirmRemove')}</Button>
                                <Button size="2xs" variant="ghost" onClick={() => setRemoving(null)}>{t('dialog.cancel')}</Button>
                              </Flex>
                            ) : (
                              <Button size="2xs" variant="outline" colorPalette="red" disabled={busy} onClick={() => setRemoving(member)}>{t('projectMembers.remove')}</Button>
                            ))}
                          </Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer><Button size="sm" variant="outline" onClick={close}>{t('dialog.close')}</Button></Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
