// 新建/编辑审批流程 of contracts and receivables: name, 关联对象 (合同/回款), the flow (ExamineStepsEditor:
// 固定审批流程 with its levels, or 授权审批人: the submitter picks the approver), and a note. Saving
// makes the flow the category's enabled one; editing keeps the records under way on the levels they had.
import { useState } from 'react';
import { Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ExamineType } from '../../../engine/examine/flowRules.ts';
import { ActionDialog } from '../../../engine/react/dialogs/ActionDialog.tsx';
import { type ExamineCategoryType, type ExamineFlowRow, saveExamineFlow } from '../../../server-adapter/crmExamine.ts';
import { ChoiceSelect } from '../ChoiceSelect.tsx';
import { ExamineStepsEditor } from './ExamineStepsEditor.tsx';
import { draftSteps, stepsPayload, stepsProblem, type StepDraft } from './flowDraft.ts';

export function ExamineFlowDialog({ flow, onSaved, onClose }: { flow: ExamineFlowRow | null; onSaved(): void; onClose(): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(flow?.name ?? '');
  const [categoryType, setCategoryType] = useState<ExamineCategoryType>(flow?.categoryType ?? 1);
  const [examineType, setExamineType] = useState<ExamineType>(flow?.examineType ?? 1);
  const [remarks, setRemarks] = useState(flow?.remarks ?? '');
  const [steps, setSteps] = useState<StepDraft[]>(() => draftSteps(flow?.stepList));
  const [tried, setTried] = useState(false);
  const problem = name.trim() === '' ? '审批流程名称不能为空' : stepsProblem(examineType, steps);

  return (
    <ActionDialog size="lg" title={t(flow ? 'examineFlows.edit' : 'examineFlows.create')} onClose={onClose}
      problem={tried && problem ? problem : undefined}
      onConfirm={async () => {
        setTried(true);
        // the problem shows as the dialog's own (and 确定 waits) until it is put right
        if (problem) return;
        await saveExamineFlow({
          examineId: flow?.examineId, categoryType, examineType, name: name.trim(), remarks: remarks.trim(), step: stepsPayload(examineType, steps),
        });
        onSaved();
      }}>
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>{t('examineFlows.name')}</Field.Label>
          <Input size="sm" value={name} maxLength={50} onChange={(e) => setName(e.currentTarget.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('examineFlows.category')}</Field.Label>
          <ChoiceSelect<ExamineCategoryType> label={t('examineFlows.category')} value={categoryType} onChange={setCategoryType} w="240px"
            options={[{ value: 1, text: t('crm.types.contract') }, { value: 2, text: t('crm.types.receivables') }]} />
        </Field.Root>
        <ExamineStepsEditor idPrefix="examine-flow" examineType={examineType} steps={steps}
          onChange={(nextType, nextSteps) => { setExamineType(nextType); setSteps(nextSteps); }}
          authorisedLabel={t('crm.create.approvalAuthorised')} authorisedNote={t('examineFlows.authorisedNote')} />
        <Field.Root>
          <Field.Label>{t('examineFlows.remarks')}</Field.Label>
          <Textarea size="sm" rows={2} maxLength={200} value={remarks} onChange={(e) => setRemarks(e.currentTarget.value)} />
        </Field.Root>
      </Stack>
    </ActionDialog>
  );
}
