// 新建/编辑办公审批 (an office approval category, contract 9.2): 审批名称, 审批说明, 可见范围 (employees
// and departments; nobody chosen: everyone), and the flow through the same ExamineStepsEditor as the
// CRM flows: fixed levels 第一级, 第二级 … with their step types and people, or 自选审批人 (the
// submitter picks). The server checks the same things in the same words; its refusal (审批名称已存在)
// stays in the dialog. A new category starts with the fields 审批事由 and 备注 (the field designer
// adds the rest).
import { useState } from 'react';
import { Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ExamineType } from '../../../engine/examine/flowRules.ts';
import { ActionDialog } from '../../../engine/react/dialogs/ActionDialog.tsx';
import { type ExamineCategoryAdminRow, type ExamineCategoryInput, saveExamineCategory } from '../../../server-adapter/examineCategories.ts';
import type { DeptOption, MemberUser } from '../../../widgets/form/dataSources.ts';
import { labelId } from '../../../widgets/form/ids.ts';
import { type Audience, AudiencePicker } from './AudiencePicker.tsx';
import { ExamineStepsEditor } from './ExamineStepsEditor.tsx';
import { draftSteps, stepsPayload, stepsProblem, type StepDraft } from './flowDraft.ts';

/** What the server takes (contract 9.2 setExamineCategory). */
export const TITLE_MAX = 50;
export const REMARKS_MAX = 255;

export interface ExamineCategoryDialogProps {
  /** null: a new category. */
  category: ExamineCategoryAdminRow | null;
  onSaved(categoryId: number): void;
  onClose(): void;
  /** The save call; the server's by default (stories pass their own). */
  save?: (input: ExamineCategoryInput) => Promise<{ categoryId: number }>;
  /** The member picker's calls; the server's by default. */
  loadUsers?: () => Promise<MemberUser[]>;
  loadDepts?: () => Promise<DeptOption[]>;
}

export function ExamineCategoryDialog({ category, onSaved, onClose, save = saveExamineCategory, loadUsers, loadDepts }: ExamineCategoryDialogProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(category?.title ?? '');
  const [remarks, setRemarks] = useState(category?.remarks ?? '');
  const [audience, setAudience] = useState<Audience>({ users: category?.userIds ?? [], depts: category?.deptIds ?? [] });
  const [examineType, setExamineType] = useState<ExamineType>(category?.examineType ?? 1);
  const [steps, setSteps] = useState<StepDraft[]>(() => draftSteps(category?.stepList));
  const [tried, setTried] = useState(false);
  const problem = title.trim() === '' ? '审批名称不能为空' : stepsProblem(examineType, steps);
  const audienceId = 'examine-category-audience';

  return (
    <ActionDialog size="lg" keepOnOutside title={t(category ? 'examineCategories.edit' : 'examineCategories.create')} onClose={onClose}
      problem={tried && problem ? problem : undefined}
      onConfirm={async () => {
        setTried(true);
        // the problem shows as the dialog's own (and 确定 waits) until it is put right
        if (problem) return;
        const { categoryId } = await save({
          ...(category ? { id: category.categoryId } : {}),
          title: title.trim(), remarks: remarks.trim(), examineType,
          userIds: audience.users.map((u) => u.userId), deptIds: audience.depts.map((d) => d.id),
          step: stepsPayload(examineType, steps),
        });
        onSaved(categoryId);
      }}>
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>{t('examineCategories.title')}<Field.RequiredIndicator /></Field.Label>
          <Input size="sm" value={title} maxLength={TITLE_MAX} onChange={(e) => setTitle(e.currentTarget.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('examineCategories.remarks')}</Field.Label>
          <Textarea size="sm" rows={2} maxLength={REMARKS_MAX} value={remarks} onChange={(e) => setRemarks(e.currentTarget.value)} />
        </Field.Root>
        {/* not a Field.Root: the picker's checkboxes would all take the field's id and label */}
        <Stack gap="1.5">
          <Text id={labelId(audienceId)} fontSize="sm" fontWeight="medium">{t('examineCategories.audience')}</Text>
          <AudiencePicker id={audienceId} value={audience} onChange={setAudience} everyone={t('examineCategories.everyone')}
            loadUsers={loadUsers} loadDepts={loadDepts} />
        </Stack>
        <ExamineStepsEditor idPrefix="examine-category" examineType={examineType} steps={steps} loadUsers={loadUsers}
          onChange={(nextType, nextSteps) => { setExamineType(nextType); setSteps(nextSteps); }}
          authorisedLabel={t('examineCategories.chosen')} authorisedNote={t('examineCategories.chosenNote')} />
      </Stack>
    </ActionDialog>
  );
}
