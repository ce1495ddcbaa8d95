// 新建/编辑审批流程 of contracts and receivables: name, 关联对象 (合同/回款), 审批方式 (固定审批流程
// with its levels, or 授权审批人: the submitter picks the approver), and a note. Saving makes the
// flow the category's enabled one; editing keeps the records under way on the levels they had.
import { useState } from 'react';
import { Box, Button, Field, Flex, IconButton, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../engine/react/dialogs/ActionDialog.tsx';
import { type ExamineCategoryType, type ExamineFlowRow, saveExamineFlow } from '../../../server-adapter/crmExamine.ts';
import { labelId } from '../../../widgets/form/ids.ts';
import { examineFlowProblem, NAMED_STEP_TYPES, STEP_TYPES, type StepDraft } from './examineFlowRules.ts';
import { PeoplePicker } from '../../crm/create/ApproverPicker.tsx';
import { ChoiceSelect, type ChoiceOption } from '../ChoiceSelect.tsx';

function Choice<T extends number>({ label, value, options, onChange }: { label: string; value: T; options: ChoiceOption<T>[]; onChange(v: T): void }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <ChoiceSelect<T> label={label} value={value} options={options} onChange={onChange} w="240px" />
    </Field.Root>
  );
}

export function ExamineFlowDialog({ flow, onSaved, onClose }: { flow: ExamineFlowRow | null; onSaved(): void; onClose(): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(flow?.name ?? '');
  const [categoryType, setCategoryType] = useState<ExamineCategoryType>(flow?.categoryType ?? 1);
  const [examineType, setExamineType] = useState<1 | 2>(flow?.examineType ?? 1);
  const [remarks, setRemarks] = useState(flow?.remarks ?? '');
  const [steps, setSteps] = useState<StepDraft[]>(flow?.stepList.length
    ? flow.stepList.map((s) => ({ stepType: s.stepType, users: s.userList.map((u) => ({ userId: u.userId, realname: u.realname, img: u.img ?? null })) }))
    : [{ stepType: 1, users: [] }]);
  const [tried, setTried] = useState(false);
  const problem = examineFlowProblem(name, examineType, steps);
  const setStep = (index: number, patch: Partial<StepDraft>) => setSteps(steps.map((s, i) => (i === index ? { ...s, ...patch } : s)));

  return (
    <ActionDialog size="lg" title={t(flow ? 'examineFlows.edit' : 'examineFlows.create')} onClose={onClose}
      problem={tried && problem ? problem : undefined}
      onConfirm={async () => {
        setTried(true);
        if (problem) throw new Error(problem);
        await saveExamineFlow({
          examineId: flow?.examineId, categoryType, examineType, name: name.trim(), remarks: remarks.trim(),
          step: examineType === 1 ? steps.map((s) => ({ stepType: s.stepType, checkUserId: NAMED_STEP_TYPES.has(s.stepType) ? s.users.map((u) => u.userId) : [] })) : [],
        });
        onSaved();
      }}>
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>{t('examineFlows.name')}</Field.Label>
          <Input size="sm" value={name} maxLength={50} onChange={(e) => setName(e.currentTarget.value)} />
        </Field.Root>
        <Flex gap="4" wrap="wrap">
          <Choice<ExamineCategoryType> label={t('examineFlows.category')} value={categoryType} onChange={setCategoryType}
            options={[{ value: 1, text: t('crm.types.contract') }, { value: 2, text: t('crm.types.receivables') }]} />
          <Choice<1 | 2> label={t('examineFlows.type')} value={examineType} onChange={setExamineType}
            options={[{ value: 1, text: t('crm.create.approvalFixed') }, { value: 2, text: t('crm.create.approvalAuthorised') }]} />
        </Flex>
        {examineType === 1 ? (
          <Stack gap="2">
            {steps.map((step, index) => {
              const pickerId = `examine-step-${index}`;
              return (
                // eslint-disable-next-line react/no-array-index-key -- a level is its position
                <Flex key={index} gap="2" align="center" wrap="wrap">
                  <Text id={labelId(pickerId)} fontSize="sm" w="3.5em" flexShrink={0}>{t('crm.create.level', { n: index + 1 })}</Text>
                  <ChoiceSelect<number> label={t('examineFlows.stepType', { n: index + 1 })} value={step.stepType} w="200px"
                    options={STEP_TYPES.map((type) => ({ value: type, text: t(`crm.create.stepType.${type}`) }))} onChange={(stepType) => setStep(index, { stepType })} />
                  {NAMED_STEP_TYPES.has(step.stepType) && (
                    <Box flex="1" minW="0">
                      <PeoplePicker id={pickerId} multiple people={step.users}
                        onChange={(users) => setStep(index, { users: users.map((u) => ({ userId: Number(u.userId), realname: u.realname, img: u.img ?? null })) })} />
                    </Box>
                  )}
                  <IconButton size="sm" variant="ghost" ml="auto" aria-label={t('examineFlows.removeStep', { n: index + 1 })} disabled={steps.length === 1}
                    onClick={() => setSteps(steps.filter((_, i) => i !== index))}>✕</IconButton>
                </Flex>
              );
            })}
            <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => setSteps([...steps, { stepType: 1, users: [] }])}>{t('examineFlows.addStep')}</Button>
          </Stack>
        ) : (
          <Text fontSize="sm" color="fg.muted">{t('examineFlows.authorisedNote')}</Text>
        )}
        <Field.Root>
          <Field.Label>{t('examineFlows.remarks')}</Field.Label>
          <Textarea size="sm" rows={2} maxLength={200} value={remarks} onChange={(e) => setRemarks(e.currentTarget.value)} />
        </Field.Root>
      </Stack>
    </ActionDialog>
  );
}
