// The business's stage bar (CrmBusiness/queryBusinessStatus): its group's stages in order, the
// current one and those before it filled; then 赢单 / 输单 / 无效. Clicking a later stage advances
// to it, 赢单 ends the business won; 输单 and 无效 need a reason (statusRemark). All go through
// CrmBusiness/boostBusinessStatus. A business that has ended shows how it ended and the reason.
import { useState } from 'react';
import { Box, Button, chakra, Flex, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BoostInput, CrmDetailApi } from '../../../server-adapter/crmDetail.ts';
import { ActionDialog } from './ActionDialog.tsx';
import { isEndText } from './formatValue.ts';
import { useDetailLoad } from './useDetailLoad.ts';

export interface BusinessStageBarProps {
  businessId: number;
  api: CrmDetailApi;
  /** Bumped by the drawer after any change: the bar reloads. */
  version: number;
  canEdit: boolean;
  onDone(): void;
}

type Pending = { kind: 'stage'; statusId: number; name: string } | { kind: 'end'; isEnd: 1 | 2 | 3 };

export function BusinessStageBar({ businessId, api, version, canEdit, onDone }: BusinessStageBarProps) {
  const { t } = useTranslation();
  const load = useDetailLoad(() => api.queryBusinessStatus(businessId, { silent: true }), [businessId, version]);
  const [pending, setPending] = useState<Pending | null>(null);
  const [reason, setReason] = useState('');

  if (load.status === 'failed' && !load.data) {
    return <Text fontSize="sm" color="fg.muted" role="note">{load.message || t('detail.failed')}</Text>;
  }
  const status = load.data;
  if (!status) return <Box h="10" />;
  const ended = status.isEnd !== 0;
  const currentIndex = status.statusList.findIndex((stage) => stage.statusId === status.statusId);

  async function run(input: BoostInput) {
    await api.boostBusinessStatus(businessId, input);
    setPending(null);
    setReason('');
    onDone();
  }

  return (
    <Box>
      <Flex as="ol" role="list" aria-label={t('detail.stage.label')} gap="1" align="stretch" listStyleType="none" m="0" p="0" wrap="wrap">
        {status.statusList.map((stage, index) => {
          const reached = ended ? status.isEnd === 1 || index <= currentIndex : index <= currentIndex;
          const isCurrent = index === currentIndex;
          const clickable = canEdit && !ended && index > currentIndex;
          return (
            <chakra.li key={stage.statusId} flex="1" minW="90px">
              <chakra.button type="button" w="full" px="2" py="1.5" fontSize="xs" borderRadius="sm" textAlign="center"
                bg={reached ? 'brand.500' : 'bg.muted'} color={reached ? 'white' : 'fg.muted'} cursor={clickable ? 'pointer' : 'default'}
                aria-current={isCurrent ? 'step' : undefined} disabled={!clickable}
                title={stage.rate !== undefined && stage.rate !== null && stage.rate !== '' ? t('detail.stage.rate', { rate: stage.rate }) : undefined}
                _hover={clickable ? { bg: 'brand.100', color: 'brand.800' } : undefined}
                onClick={() => setPending({ kind: 'stage', statusId: stage.statusId, name: stage.name })}>
                {stage.name}
                {stage.rate !== undefined && stage.rate !== null && stage.rate !== '' ? ` (${String(stage.rate)}%)` : ''}
              </chakra.button>
            </chakra.li>
          );
        })}
        {ended ? (
          <chakra.li flex="1" minW="90px">
            <Box px="2" py="1.5" fontSize="xs" borderRadius="sm" textAlign="center" fontWeight="medium"
              bg={status.isEnd === 1 ? 'green.500' : 'gray.500'} color="white">
              {isEndText(status.isEnd)}
            </Box>
          </chakra.li>
        ) : null}
      </Flex>
      {ended && status.statusRemark ? (
        <Text mt="1" fontSize="xs" color="fg.muted">{t('detail.stage.reason')}：{status.statusRemark}</Text>
      ) : null}
      {canEdit && !ended ? (
        <Flex mt="2" gap="2">
          <Button size="xs" colorPalette="green" variant="outline" onClick={() => setPending({ kind: 'end', isEnd: 1 })}>{t('detail.isEnd.1')}</Button>
          <Button size="xs" colorPalette="red" variant="outline" onClick={() => setPending({ kind: 'end', isEnd: 2 })}>{t('detail.isEnd.2')}</Button>
          <Button size="xs" colorPalette="gray" variant="outline" onClick={() => setPending({ kind: 'end', isEnd: 3 })}>{t('detail.isEnd.3')}</Button>
        </Flex>
      ) : null}
      {pending?.kind === 'stage' ? (
        <ActionDialog title={t('detail.stage.advance')} onClose={() => setPending(null)}
          onConfirm={() => run({ statusId: pending.statusId, isEnd: 0 })}>
          {t('detail.stage.advanceText', { name: pending.name })}
        </ActionDialog>
      ) : null}
      {pending?.kind === 'end' ? (
        <ActionDialog title={isEndText(pending.isEnd)} danger={pending.isEnd !== 1} onClose={() => { setPending(null); setReason(''); }}
          confirmDisabled={pending.isEnd !== 1 && reason.trim() === ''}
          onConfirm={() => run({ statusId: status.statusId, isEnd: pending.isEnd, statusRemark: pending.isEnd === 1 ? undefined : reason.trim() })}>
          {pending.isEnd === 1 ? (
            t('detail.stage.winText')
          ) : (
            <chakra.label display="block" fontSize="sm">
              <Text mb="1">{t('detail.stage.reasonRequired')}</Text>
              <Textarea size="sm" value={reason} maxLength={200} onChange={(event) => setReason(event.currentTarget.value)} />
            </chakra.label>
          )}
        </ActionDialog>
      ) : null}
    </Box>
  );
}
