// The dialog of one batch action, by its kind (engine/pages ActionKind): a question (删除, 放入公海,
// 领取, 转化为客户), the new owner and what becomes of the old one (转移), one employee (分配),
// team members and their access (添加/移除团队成员), 已成交/未成交 (设置成交状态). 确定 sends the
// page file's call with the selected ids; the screen toasts 操作成功 and reloads.
import { useState } from 'react';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PageAction } from '../../pages/index.ts';
import { MemberPicker } from '../../../widgets/pickers/MemberPicker.tsx';
import type { MemberUser } from '../../../widgets/form/dataSources.ts';
import { Choice } from '../dialogs/Choice.tsx';
import { TransferOptions, useTransferChoices } from '../dialogs/TransferOptions.tsx';
import { ListDialog } from './ListDialog.tsx';
import type { ListEnvironment } from './listEnvironment.ts';

export interface BatchActionDialogProps {
  action: PageAction;
  count: number;
  env: ListEnvironment;
  /** Sends the call with these extra parameters (the ids are added by the caller). */
  onRun(params: Record<string, unknown>): Promise<void>;
  onClose(): void;
}

function PickUsers({ env, users, multiple, label, onChange }: { env: ListEnvironment; users: MemberUser[]; multiple: boolean; label: string; onChange(users: MemberUser[]): void }) {
  const { t } = useTranslation();
  return (
    <Flex align="center" gap="3" wrap="wrap">
      <Text as="span" fontWeight="medium" minW="6em">{label}</Text>
      <MemberPicker multiple={multiple} hideDepts users={users} loadUsers={env.users} loadDepts={env.deptTree} onConfirm={(chosen) => onChange(chosen)}>
        <Button size="xs" variant="outline">{users.length ? users.map((u) => u.realname).join('、') : t('list.member.pick')}</Button>
      </MemberPicker>
    </Flex>
  );
}

export function BatchActionDialog({ action, count, env, onRun, onClose }: BatchActionDialogProps) {
  const { t } = useTranslation();
  const title = t(action.label ?? `list.action.${action.id}`);
  const [users, setUsers] = useState<MemberUser[]>([]);
  const [power, setPower] = useState<1 | 2>(1);
  const [transfer, setTransfer] = useTransferChoices();
  const [deal, setDeal] = useState<0 | 1>(1);
  const userKey = action.userKey ?? 'userId';

  if (action.kind === 'confirm') {
    const question = t(`list.confirm.${action.id}`, { count, defaultValue: t('list.confirm.generic', { count, action: title }) });
    return <ListDialog title={title} danger={action.danger} onConfirm={() => onRun({})} onClose={onClose}>{question}</ListDialog>;
  }

  if (action.kind === 'dealStatus') {
    return (
      <ListDialog title={title} onConfirm={() => onRun({ dealStatus: deal })} onClose={onClose}>
        <Flex gap="4" role="radiogroup" aria-label={t('list.dealStatus.label')}>
          <Choice type="radio" name="dealStatus" checked={deal === 1} onChange={() => setDeal(1)} label={t('list.dealStatus.dealt')} />
          <Choice type="radio" name="dealStatus" checked={deal === 0} onChange={() => setDeal(0)} label={t('list.dealStatus.notDealt')} />
        </Flex>
      </ListDialog>
    );
  }

  if (action.kind === 'member') {
    return (
      <ListDialog title={title} confirmDisabled={users.length === 0} onConfirm={() => onRun({ [userKey]: users[0]!.userId })} onClose={onClose}>
        <PickUsers env={env} users={users} multiple={false} label={t('list.member.distributeTo')} onChange={setUsers} />
      </ListDialog>
    );
  }

  if (action.kind === 'teamAdd' || action.kind === 'teamRemove') {
    const adding = action.kind === 'teamAdd';
    return (
      <ListDialog title={title} confirmDisabled={users.length === 0}
        onConfirm={() => onRun({ [userKey]: users.map((u) => u.userId).join(','), ...(adding ? { power } : {}) })} onClose={onClose}>
        <Stack gap="4" fontSize="sm">
          <PickUsers env={env} users={users} multiple label={t('list.member.members')} onChange={setUsers} />
          {adding && (
            <Flex gap="4" align="center" role="radiogroup" aria-label={t('list.member.power')}>
              <Text as="span" fontWeight="medium" minW="6em">{t('list.member.power')}</Text>
              <Choice type="radio" name="power" checked={power === 1} onChange={() => setPower(1)} label={t('list.transfer.readOnly')} />
              <Choice type="radio" name="power" checked={power === 2} onChange={() => setPower(2)} label={t('list.transfer.readWrite')} />
            </Flex>
          )}
        </Stack>
      </ListDialog>
    );
  }

  // transfer
  const { keep, children } = transfer;
  return (
    <ListDialog title={title} confirmDisabled={users.length === 0} onClose={onClose}
      onConfirm={() => onRun({
        [userKey]: users[0]!.userId,
        ...(action.keepMember ? { transferType: keep, ...(keep === 2 ? { power: transfer.power } : {}) } : {}),
        ...(action.children && children.length ? { changeType: children.join(',') } : {}),
      })}>
      <Stack gap="4" fontSize="sm">
        <PickUsers env={env} users={users} multiple={false} label={t('list.transfer.newOwner')} onChange={setUsers} />
        <TransferOptions asksKeep={Boolean(action.keepMember)} asksChildren={Boolean(action.children)} choices={transfer} onChange={setTransfer} />
      </Stack>
    </ListDialog>
  );
}
