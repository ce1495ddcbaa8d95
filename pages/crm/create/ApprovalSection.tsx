// The approval section of the contract and receivables form (forms.md 2.2, 5): under 固定审批流程
// the levels (第一级, 第二级 … with the step type and the approvers' names); under 授权审批人 the
// required approver picker, its error `审批人不能为空` after a refused 提交审核. Without an enabled
// flow it says so, and the submit is left to the server's message.
import { Badge, Button, Flex, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { levelNumber } from '../../../engine/examine/flowRules.ts';
import { errorId, labelId } from '../../../widgets/form/ids.ts';
import { InitialsBadge } from '../../../widgets/InitialsBadge.tsx';
import type { ExamineStep } from '../../../server-adapter/crmExamine.ts';
import { stepTypeKey } from './approvalRules.ts';
import { ApproverPicker } from './ApproverPicker.tsx';
import type { Approval } from './useApproval.ts';

/** The approver picker's control id (the view focuses it when the section refuses a submit). */
export const APPROVER_ID = 'root_checkUserId';

function FixedSteps({ steps }: { steps: readonly ExamineStep[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack as="ol" gap="2" listStyleType="none" m="0" p="0" aria-label={t('crm.create.approvalFixed')}>
      {steps.map((step, index) => (
        <Flex as="li" key={step.stepId ?? index} align="center" gap="3" wrap="wrap">
          <Badge colorPalette="brand" variant="subtle" minW="14" justifyContent="center">{t('crm.create.level', { n: levelNumber(index + 1, i18n.language) })}</Badge>
          <Text fontSize="sm" color="fg.muted">{t(stepTypeKey(step.stepType))}</Text>
          <HStack gap="2" wrap="wrap">
            {step.userList.map((user) => (
              <HStack key={user.userId} gap="1">
                <InitialsBadge realname={user.realname} img={user.img ?? null} size="sm" />
                <Text fontSize="sm">{user.realname}</Text>
              </HStack>
            ))}
          </HStack>
        </Flex>
      ))}
    </Stack>
  );
}

export function ApprovalSection({ approval, disabled }: { approval: Approval; disabled?: boolean }) {
  const { t } = useTranslation();
  const { load } = approval;
  if (load.status === 'loading') {
    return (
      <HStack role="status" gap="2" color="fg.muted" fontSize="sm"><Spinner size="sm" /><Text>{t('crm.create.approvalLoading')}</Text></HStack>
    );
  }
  if (load.status === 'failed') {
    return (
      <HStack gap="3" fontSize="sm">
        <Text color="fg.muted">{t('crm.create.approvalFailed')}</Text>
        <Button size="xs" variant="outline" onClick={approval.reload}>{t('crm.create.retry')}</Button>
      </HStack>
    );
  }
  if (load.status === 'none') return <Text fontSize="sm" color="fg.muted">{t('crm.create.approvalNone')}</Text>;
  if (load.flow.examineType === 1) return <FixedSteps steps={load.flow.examineSteps ?? []} />;
  const error = approval.errorKey ? t(approval.errorKey) : null;
  return (
    <Stack gap="1.5">
      <Text as="label" id={labelId(APPROVER_ID)} fontSize="sm" fontWeight="medium">
        {/* the asterisk before the label, as on every field of the form */}
        <Text as="span" color="fg.error" me="1" aria-hidden="true">*</Text>{t('crm.create.approver')}
      </Text>
      <ApproverPicker id={APPROVER_ID} value={approval.approver} onChange={approval.choose} disabled={disabled}
        invalid={!!error} describedBy={error ? errorId(APPROVER_ID) : undefined} />
      {error ? <Text id={errorId(APPROVER_ID)} role="alert" fontSize="sm" color="fg.error">{error}</Text> : null}
    </Stack>
  );
}
