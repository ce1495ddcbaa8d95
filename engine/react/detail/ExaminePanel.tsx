// The approval panel of a record that goes to approval (server-contract 9.1, 9.2, 7.10): the
// record's approval state, the progress (queryExamineRecordList: each step, who, their status,
// time and remarks) and the buttons the answer allows: 通过 (remarks; an authorised flow may hand
// on to a next approver), 拒绝 (remarks), 撤回. Each calls the audit; then the drawer toasts,
// reloads the record and bumps `version`, which reloads this panel. A module with a log call
// (office approvals' queryExamineLogList) lists the decisions with their remarks under the steps.
// The calls are the descriptor's (`detail.examine`): the CRM's examineRecord/* or the module's own.
// The loads fail quietly.
import { useState } from 'react';
import { Badge, Box, Button, chakra, Flex, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ExamineApi, ExamineProgressPerson } from '../../../server-adapter/crmExamine.ts';
import type { ValueFormat } from '../../modules/index.ts';
import { useEngineService, type ChosenApprover } from '../environment/index.ts';
import { labelId } from '../../../widgets/form/ids.ts';
import { InitialsBadge } from '../../../widgets/InitialsBadge.tsx';
import { ActionDialog } from './ActionDialog.tsx';
import { AUDIT_STATUS, examineActions, type ExamineAction, personStatusKey, statusPalette, stepLabel } from './examineView.ts';
import { formatValue } from './formatValue.ts';
import { useDetailLoad } from './useDetailLoad.ts';

export interface ExaminePanelProps {
  /** The record's id (the CRM's audit sends it as `id`). */
  id: number;
  recordId: number;
  /** The record's approval state and how it is named (contract: checkStatus; approval: examineStatus). */
  status: unknown;
  statusFormat?: ValueFormat;
  api: ExamineApi;
  version: number;
  onDone(): void;
}

function ExamineLog({ api, recordId, version }: { api: ExamineApi; recordId: number; version: number }) {
  const { t } = useTranslation();
  const log = useDetailLoad(() => api.queryExamineLogList!(recordId, { silent: true }), [recordId, version, api]);
  const rows = log.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Stack as="ol" gap="1.5" listStyleType="none" m="0" p="0" mt="3" pt="3" borderTopWidth="1px" aria-label={t('detail.examine.log')}>
      {rows.map((row, index) => (
        <Flex as="li" key={`${row.userId}-${index}`} gap="2" align="baseline" wrap="wrap" fontSize="sm">
          <Text fontWeight="medium">{row.realname}</Text>
          <Badge size="sm" variant="subtle" colorPalette={statusPalette(Number(row.examineStatus))}>{t(personStatusKey(Number(row.examineStatus)))}</Badge>
          {row.examineTime ? <Text fontSize="xs" color="fg.muted">{row.examineTime}</Text> : null}
          {row.remarks ? <Text color="fg.muted" wordBreak="break-word">{t('detail.examine.remarksShown', { text: row.remarks })}</Text> : null}
        </Flex>
      ))}
    </Stack>
  );
}

function Person({ person }: { person: ExamineProgressPerson }) {
  const { t } = useTranslation();
  const status = Number(person.examineStatus);
  const predicted = Number(person.predicted) === 1;
  return (
    <Stack gap="0.5" minW="0">
      <HStack gap="1.5">
        <InitialsBadge realname={person.realname} img={person.img ?? null} size="sm" />
        <Text fontSize="sm" fontWeight="medium">{person.realname}</Text>
        <Badge size="sm" colorPalette={predicted ? 'gray' : statusPalette(status)} variant="subtle">{t(predicted ? 'detail.examine.notReached' : personStatusKey(status))}</Badge>
      </HStack>
      {person.examineTime ? <Text fontSize="xs" color="fg.muted">{person.examineTime}</Text> : null}
      {person.remarks ? <Text fontSize="xs" color="fg.muted" lineClamp={2} title={person.remarks}>{t('detail.examine.remarksShown', { text: person.remarks })}</Text> : null}
    </Stack>
  );
}

export function ExaminePanel({ id, recordId, status, statusFormat = 'checkStatus', api, version, onDone }: ExaminePanelProps) {
  const { t } = useTranslation();
  // The app's approver picker (engine environment): the same one its create form uses.
  const ApproverPicker = useEngineService('ApproverPicker');
  const progress = useDetailLoad(() => api.queryExamineRecordList(recordId, { silent: true }), [recordId, version, api]);
  const [pending, setPending] = useState<ExamineAction | null>(null);
  const [remarks, setRemarks] = useState('');
  const [next, setNext] = useState<ChosenApprover | null>(null);
  const data = progress.data;
  const actions = examineActions(data);
  const flowType = data ? (data.flowExamineType ?? data.examineType) : undefined;

  function open(action: ExamineAction) {
    setRemarks('');
    setNext(null);
    setPending(action);
  }

  async function audit(action: ExamineAction) {
    await api.auditExamine({ recordId, status: AUDIT_STATUS[action], remarks: remarks.trim(), id, nextUserId: action === 'approve' ? next?.userId : undefined });
    setPending(null);
    onDone();
  }

  return (
    <Box as="section" aria-label={t('detail.examine.title')} borderWidth="1px" borderRadius="md" bg="bg" px="4" py="3">
      <Flex align="center" gap="3" wrap="wrap" mb={data?.steps.length ? 3 : 0}>
        <Text fontWeight="semibold" fontSize="sm">{t('detail.examine.title')}</Text>
        {flowType ? <Text fontSize="xs" color="fg.muted">{t(flowType === 1 ? 'crm.create.approvalFixed' : 'crm.create.approvalAuthorised')}</Text> : null}
        <Badge colorPalette={statusPalette(Number(status))} variant="solid">{formatValue(status, statusFormat) || '—'}</Badge>
        <HStack gap="2" ms="auto">
          {actions.map((action) => (
            <Button key={action} size="xs" variant={action === 'approve' ? 'solid' : 'outline'} colorPalette={action === 'reject' ? 'red' : 'brand'} onClick={() => open(action)}>
              {t(`detail.examine.action.${action}`)}
            </Button>
          ))}
        </HStack>
      </Flex>
      {progress.status === 'failed' && !data ? <Text fontSize="sm" color="fg.muted" role="note">{progress.message || t('detail.failed')}</Text> : null}
      {data?.steps.length ? (
        <Flex as="ol" gap="3" wrap="wrap" listStyleType="none" m="0" p="0" aria-label={t('detail.examine.steps')}>
          {data.steps.map((step, index) => {
            const label = stepLabel(step, index, data.examineType);
            return (
              <Flex as="li" key={index} align="stretch" gap="3">
                {index > 0 ? <Text aria-hidden="true" color="fg.subtle" alignSelf="center">→</Text> : null}
                <Stack gap="1.5" borderWidth="1px" borderRadius="sm" px="3" py="2" minW="40" bg="bg.subtle">
                  <HStack gap="2">
                    <Text fontSize="xs" fontWeight="semibold">{t(label.key, label.values)}</Text>
                    {label.typeKey ? <Text fontSize="xs" color="fg.muted">{t(label.typeKey)}</Text> : null}
                  </HStack>
                  {step.userList.map((person, i) => <Person key={`${person.userId}-${i}`} person={person} />)}
                </Stack>
              </Flex>
            );
          })}
        </Flex>
      ) : null}
      {api.queryExamineLogList ? <ExamineLog api={api} recordId={recordId} version={version} /> : null}
      {pending ? (
        <ActionDialog title={t(`detail.examine.dialog.${pending}`)} confirmLabel={t(`detail.examine.action.${pending}`)} danger={pending === 'reject'}
          onConfirm={() => audit(pending)} onClose={() => setPending(null)}>
          <Stack gap="3">
            {pending === 'withdraw' ? <Text fontSize="sm">{t('detail.examine.withdrawText')}</Text> : null}
            <Stack gap="1">
              <chakra.label htmlFor="examine-remarks" fontSize="sm">{t('detail.examine.remarks')}</chakra.label>
              <Textarea id="examine-remarks" size="sm" rows={3} maxLength={200} value={remarks} onChange={(e) => setRemarks(e.target.value)}
                placeholder={t('detail.examine.remarksPlaceholder')} />
            </Stack>
            {pending === 'approve' && flowType === 2 ? (
              <Stack gap="1">
                <Text id={labelId('examine-next')} fontSize="sm">{t('detail.examine.nextApprover')}</Text>
                <ApproverPicker id="examine-next" value={next} onChange={setNext} />
                <Text fontSize="xs" color="fg.muted">{t('detail.examine.nextApproverHint')}</Text>
              </Stack>
            ) : null}
          </Stack>
        </ActionDialog>
      ) : null}
    </Box>
  );
}
