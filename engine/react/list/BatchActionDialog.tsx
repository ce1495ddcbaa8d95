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
import { Choice, ListDialog } from './ListDialog.tsx';
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
  const [keep, setKeep] = useState<1 | 2>(1);
  const [power, setPower] = useState<1 | 2>(1);
  const [children, setChildren] = useState<Array<1 | 2 | 3>>([]);
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
  const toggleChild = (value: 1 | 2 | 3, on: boolean) =>
    setChildren((list) => (on ? [...list.filter((v) => v !== value), value].sort() : list.filter((v) => v !== value)));
  return (
    <ListDialog title={title} confirmDisabled={users.length === 0} onClose={onClose}
      onConfirm={() => onRun({
        [userKey]: users[0]!.userId,
        ...(action.keepMember ? { transferType: keep, ...(keep === 2 ? { power } : {}) } : {}),
        ...(action.children && children.length ? { changeType: children.join(',') } : {}),
      })}>
      <Stack gap="4" fontSize="sm">
        <PickUsers env={env} users={users} multiple={false} label={t('list.transfer.newOwner')} onChange={setUsers} />
        {action.keepMember && (
          <Stack gap="2" role="radiogroup" aria-label={t('list.transfer.oldOwner')}>
            <Text fontWeight="medium">{t('list.transfer.oldOwner')}</Text>
            <Flex gap="4" wrap="wrap">
              <Choice type="radio" name="transferType" checked={keep === 1} onChange={() => setKeep(1)} label={t('list.transfer.remove')} />
              <Choice type="radio" name="transferType" checked={keep === 2} onChange={() => setKeep(2)} label={t('list.transfer.keep')} />
            </Flex>
            {keep === 2 && (
              <Flex gap="4" wrap="wrap" role="radiogroup" aria-label={t('list.transfer.power')}>
                <Choice type="radio" name="power" checked={power === 1} onChange={() => setPower(1)} label={t('list.transfer.readOnly')} />
                <Choice type="radio" name="power" checked={power === 2} onChange={() => setPower(2)} label={t('list.transfer.readWrite')} />
              </Flex>
            )}
          </Stack>
        )}
        {action.children && (
          <Stack gap="2" role="group" aria-label={t('list.transfer.children')}>
            <Text fontWeight="medium">{t('list.transfer.children')}</Text>
            <Flex gap="4" wrap="wrap">
              <Choice type="checkbox" name="changeType" checked={children.includes(1)} onChange={(on) => toggleChild(1, on)} label={t('list.transfer.contacts')} />
              <Choice type="checkbox" name="changeType" checked={children.includes(2)} onChange={(on) => toggleChild(2, on)} label={t('list.transfer.business')} />
              <Choice type="checkbox" name="changeType" checked={children.includes(3)} onChange={(on) => toggleChild(3, on)} label={t('list.transfer.contract')} />
            </Flex>
          </Stack>
        )}
      </Stack>
    </ListDialog>
  );
}
