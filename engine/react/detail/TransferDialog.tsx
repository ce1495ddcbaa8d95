// 转移: choose the new owner (member picker, one employee). Customer, business and contract also ask
// what becomes of the old owner and, for a customer, which records go along (dialogs/TransferOptions.tsx).
import { useState } from 'react';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { MemberPicker } from '../../../widgets/pickers/MemberPicker.tsx';
import type { MemberUser } from '../../../widgets/form/dataSources.ts';
import type { CrmDetailApi, DetailCrmType, TransferInput } from '../../../server-adapter/crmDetail.ts';
import { TransferOptions, useTransferChoices } from '../dialogs/TransferOptions.tsx';
import { ActionDialog } from './ActionDialog.tsx';
import { detailModule } from './detailModules.ts';

export interface TransferDialogProps {
  crmType: DetailCrmType;
  api: CrmDetailApi;
  onTransfer(input: TransferInput): Promise<void>;
  onClose(): void;
}

export function TransferDialog({ crmType, api, onTransfer, onClose }: TransferDialogProps) {
  const { t } = useTranslation();
  const [owner, setOwner] = useState<MemberUser | null>(null);
  const [choices, setChoices] = useTransferChoices();
  // A module with a team asks whether the old owner stays on it.
  const asksKeep = detailModule(crmType).team;
  const { keep, power, children } = choices;

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
        <TransferOptions asksKeep={asksKeep} asksChildren={crmType === 'customer'} choices={choices} onChange={setChoices} />
      </Stack>
    </ActionDialog>
  );
}
