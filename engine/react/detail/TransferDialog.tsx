// 转移: choose the new owner (member picker, one employee). Customer, business and contract also ask
// what becomes of the old owner (移除 or 保留为团队成员 with 只读/读写); a customer can take its
// contacts, business and contracts along (changeType).
import { useState } from 'react';
import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MemberPicker } from '../../../widgets/pickers/MemberPicker.tsx';
import type { MemberUser } from '../../../widgets/form/dataSources.ts';
import type { CrmDetailApi, DetailCrmType, MemberPower, TransferInput } from '../../../server-adapter/crmDetail.ts';
import { ActionDialog } from './ActionDialog.tsx';
import { TRANSFER_KEEPS_MEMBER } from './detailModules.ts';

export interface TransferDialogProps {
  crmType: DetailCrmType;
  api: CrmDetailApi;
  onTransfer(input: TransferInput): Promise<void>;
  onClose(): void;
}

export function Choice({ type, name, checked, onChange, label }: { type: 'radio' | 'checkbox'; name: string; checked: boolean; onChange(on: boolean): void; label: string }) {
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="1.5" fontSize="sm" cursor="pointer">
      <chakra.input type={type} name={name} checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} accentColor="var(--chakra-colors-brand-500)" />
      {label}
    </chakra.label>
  );
}

export function TransferDialog({ crmType, api, onTransfer, onClose }: TransferDialogProps) {
  const { t } = useTranslation();
  const [owner, setOwner] = useState<MemberUser | null>(null);
  const [keep, setKeep] = useState<1 | 2>(1);
  const [power, setPower] = useState<MemberPower>(1);
  const [children, setChildren] = useState<Array<1 | 2 | 3>>([]);
  const asksKeep = TRANSFER_KEEPS_MEMBER.has(crmType);

  function toggleChild(value: 1 | 2 | 3, on: boolean) {
    setChildren((list) => (on ? [...list.filter((v) => v !== value), value].sort() : list.filter((v) => v !== value)));
  }

  return (
    <ActionDialog title={t('detail.action.transfer')} confirmDisabled={!owner} onClose={onClose}
      onConfirm={() => onTransfer({
        newOwnerUserId: Number(owner!.userId),
        ...(asksKeep ? { transferType: keep, power: keep === 2 ? power : undefined } : {}),
        ...(crmType === 'customer' && children.length ? { changeType: children } : {}),
      })}>
      <Stack gap="4" fontSize="sm">
        <Flex align="center" gap="3" wrap="wrap">
          <Text as="span" fontWeight="medium" minW="6em">{t('detail.transfer.newOwner')}</Text>
          <MemberPicker multiple={false} hideDepts users={owner ? [owner] : []} loadUsers={() => api.users()} loadDepts={() => api.deptTree()}
            onConfirm={(users) => setOwner(users[0] ?? null)}>
            <Button size="xs" variant="outline">{owner ? owner.realname : t('detail.transfer.pickOwner')}</Button>
          </MemberPicker>
        </Flex>
        {asksKeep ? (
          <Stack gap="2" role="group" aria-label={t('detail.transfer.oldOwner')}>
            <Text fontWeight="medium">{t('detail.transfer.oldOwner')}</Text>
            <Flex gap="4" wrap="wrap">
              <Choice type="radio" name="transferType" checked={keep === 1} onChange={() => setKeep(1)} label={t('detail.transfer.remove')} />
              <Choice type="radio" name="transferType" checked={keep === 2} onChange={() => setKeep(2)} label={t('detail.transfer.keep')} />
            </Flex>
            {keep === 2 ? (
              <Flex gap="4" wrap="wrap" role="group" aria-label={t('detail.team.power')}>
                <Text as="span" color="fg.muted">{t('detail.team.power')}</Text>
                <Choice type="radio" name="transferPower" checked={power === 1} onChange={() => setPower(1)} label={t('detail.team.readOnly')} />
                <Choice type="radio" name="transferPower" checked={power === 2} onChange={() => setPower(2)} label={t('detail.team.readWrite')} />
              </Flex>
            ) : null}
          </Stack>
        ) : null}
        {crmType === 'customer' ? (
          <Stack gap="2" role="group" aria-label={t('detail.transfer.children')}>
            <Text fontWeight="medium">{t('detail.transfer.children')}</Text>
            <Flex gap="4" wrap="wrap">
              <Choice type="checkbox" name="changeType" checked={children.includes(1)} onChange={(on) => toggleChild(1, on)} label={t('detail.tab.contacts')} />
              <Choice type="checkbox" name="changeType" checked={children.includes(2)} onChange={(on) => toggleChild(2, on)} label={t('detail.tab.business')} />
              <Choice type="checkbox" name="changeType" checked={children.includes(3)} onChange={(on) => toggleChild(3, on)} label={t('detail.tab.contract')} />
            </Flex>
          </Stack>
        ) : null}
      </Stack>
    </ActionDialog>
  );
}
