// The flow part of both admin approval dialogs (业务审批流程 and 办公审批): 审批方式 (固定审批流程, or
// the submitter picks the approver), and for a fixed flow its levels 第一级, 第二级 … each with its
// step type (负责人主管, 指定用户（任意一人）, 指定用户（多人会签）, 上一级审批人主管) and, for the two
// 指定用户 types, its people (the member picker, 员工 only). Levels are added at the end and removed
// anywhere but the last one left.
import { Box, Button, Field, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NAMED_STEP_TYPES, STEP_TYPES, type ExamineType } from '../../../engine/examine/flowRules.ts';
import type { MemberUser } from '../../../widgets/form/dataSources.ts';
import { labelId } from '../../../widgets/form/ids.ts';
import { PeoplePicker } from '../../crm/create/ApproverPicker.tsx';
import { ChoiceSelect } from '../ChoiceSelect.tsx';
import { newStep, type StepDraft } from './flowDraft.ts';
import { levelText } from './flowTexts.ts';

export interface ExamineStepsEditorProps {
  /** Prefix of the level controls' ids (one editor per dialog). */
  idPrefix: string;
  examineType: ExamineType;
  steps: readonly StepDraft[];
  onChange(examineType: ExamineType, steps: StepDraft[]): void;
  /** The name of way 2 (授权审批人 for contracts, 自选审批人 for office approvals) and what it means. */
  authorisedLabel: string;
  authorisedNote: string;
  /** Who may be picked for a level; default every employee (user/queryUserList). */
  loadUsers?: () => Promise<MemberUser[]>;
}

export function ExamineStepsEditor({ idPrefix, examineType, steps, onChange, authorisedLabel, authorisedNote, loadUsers }: ExamineStepsEditorProps) {
  const { t } = useTranslation();
  const setSteps = (next: StepDraft[]) => onChange(examineType, next);
  const setStep = (index: number, patch: Partial<StepDraft>) => setSteps(steps.map((s, i) => (i === index ? { ...s, ...patch } : s)));

  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>{t('examineFlows.type')}</Field.Label>
        <ChoiceSelect<ExamineType> label={t('examineFlows.type')} value={examineType} w="240px"
          options={[{ value: 1, text: t('crm.create.approvalFixed') }, { value: 2, text: authorisedLabel }]}
          onChange={(next) => onChange(next, steps.length ? [...steps] : [newStep()])} />
      </Field.Root>
      {examineType === 1 ? (
        <Stack gap="2" role="group" aria-label={t('examineFlows.levels')}>
          {steps.map((step, index) => {
            const pickerId = `${idPrefix}-step-${index}`;
            const level = levelText(t, index + 1);
            return (
              // eslint-disable-next-line react/no-array-index-key -- a level is its position
              <Flex key={index} gap="2" align="center" wrap="wrap">
                <Text id={labelId(pickerId)} fontSize="sm" w="3.5em" flexShrink={0}>{level}</Text>
                <ChoiceSelect<number> label={t('examineFlows.stepType', { level })} value={step.stepType} w="200px"
                  options={STEP_TYPES.map((type) => ({ value: type, text: t(`crm.create.stepType.${type}`) }))} onChange={(stepType) => setStep(index, { stepType })} />
                {NAMED_STEP_TYPES.has(step.stepType) && (
                  <Box flex="1" minW="0">
                    <PeoplePicker id={pickerId} multiple people={step.users} loadUsers={loadUsers}
                      onChange={(users) => setStep(index, { users: users.map((u) => ({ userId: Number(u.userId), realname: u.realname, img: u.img ?? null })) })} />
                  </Box>
                )}
                <IconButton size="sm" variant="ghost" ml="auto" aria-label={t('examineFlows.removeStep', { level })} disabled={steps.length === 1}
                  onClick={() => setSteps(steps.filter((_, i) => i !== index))}>✕</IconButton>
              </Flex>
            );
          })}
          <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => setSteps([...steps, newStep()])}>{t('examineFlows.addStep')}</Button>
        </Stack>
      ) : (
        <Text fontSize="sm" color="fg.muted">{authorisedNote}</Text>
      )}
    </Stack>
  );
}
