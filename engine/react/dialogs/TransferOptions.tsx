// What a transfer asks besides the new owner, in the detail's 转移 and the list's batch 转移 alike:
// what becomes of the old owner (移除, or 转为团队成员 with 只读/读写: customer, business, contract)
// and, for customers, which of their records change owner along (changeType 1 联系人, 2 商机, 3 合同).
import { useState } from 'react';
import { Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Choice } from './Choice.tsx';

export type TransferChild = 1 | 2 | 3;

export interface TransferChoices {
  keep: 1 | 2;
  power: 1 | 2;
  children: TransferChild[];
}

export function useTransferChoices() {
  const [choices, setChoices] = useState<TransferChoices>({ keep: 1, power: 1, children: [] });
  return [choices, setChoices] as const;
}

export interface TransferOptionsProps {
  /** Ask about the old owner (modules with team members). */
  asksKeep: boolean;
  /** Ask which related records go along (customers). */
  asksChildren: boolean;
  choices: TransferChoices;
  onChange(choices: TransferChoices): void;
}

export function TransferOptions({ asksKeep, asksChildren, choices, onChange }: TransferOptionsProps) {
  const { t } = useTranslation();
  const { keep, power, children } = choices;
  const set = (patch: Partial<TransferChoices>) => onChange({ ...choices, ...patch });
  const toggleChild = (value: TransferChild, on: boolean) =>
    set({ children: on ? [...children.filter((v) => v !== value), value].sort() : children.filter((v) => v !== value) });
  return (
    <>
      {asksKeep && (
        <Stack gap="2" role="radiogroup" aria-label={t('list.transfer.oldOwner')}>
          <Text fontWeight="medium">{t('list.transfer.oldOwner')}</Text>
          <Flex gap="4" wrap="wrap">
            <Choice type="radio" name="transferType" checked={keep === 1} onChange={() => set({ keep: 1 })} label={t('list.transfer.remove')} />
            <Choice type="radio" name="transferType" checked={keep === 2} onChange={() => set({ keep: 2 })} label={t('list.transfer.keep')} />
          </Flex>
          {keep === 2 && (
            <Flex gap="4" wrap="wrap" role="radiogroup" aria-label={t('list.transfer.power')}>
              <Choice type="radio" name="power" checked={power === 1} onChange={() => set({ power: 1 })} label={t('list.transfer.readOnly')} />
              <Choice type="radio" name="power" checked={power === 2} onChange={() => set({ power: 2 })} label={t('list.transfer.readWrite')} />
            </Flex>
          )}
        </Stack>
      )}
      {asksChildren && (
        <Stack gap="2" role="group" aria-label={t('list.transfer.children')}>
          <Text fontWeight="medium">{t('list.transfer.children')}</Text>
          <Flex gap="4" wrap="wrap">
            <Choice type="checkbox" name="changeType" checked={children.includes(1)} onChange={(on) => toggleChild(1, on)} label={t('list.transfer.contacts')} />
            <Choice type="checkbox" name="changeType" checked={children.includes(2)} onChange={(on) => toggleChild(2, on)} label={t('list.transfer.business')} />
            <Choice type="checkbox" name="changeType" checked={children.includes(3)} onChange={(on) => toggleChild(3, on)} label={t('list.transfer.contract')} />
          </Flex>
        </Stack>
      )}
    </>
  );
}
