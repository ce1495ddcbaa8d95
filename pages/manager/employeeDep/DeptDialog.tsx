// 新建部门 / 编辑部门: the name and the parent. Editing offers only the parents the server allows
// (queryDeptTree type update: not the department itself nor one below it).
import { useState } from 'react';
import { Field, Input, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ActionDialog } from '../../../engine/react/dialogs/ActionDialog.tsx';
import { addDept, updateDept } from '../../../server-adapter/systemAdmin.ts';
import { queryDeptTree } from '../../../server-adapter/system.ts';
import { ChoiceSelect } from '../ChoiceSelect.tsx';
import { deptOptionText, type FlatDept } from '../deptOptions.ts';

export function DeptDialog({ dept, parentId, depts, onSaved, onClose }: {
  /** the department edited; null for a new one */
  dept: FlatDept | null;
  /** a new department's parent (the one selected in the tree); 0 = top level */
  parentId: number;
  depts: FlatDept[];
  onSaved(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(dept?.name ?? '');
  const [pid, setPid] = useState(dept ? dept.pid : parentId);
  const [tried, setTried] = useState(false);
  const { data: allowed } = useSWR(dept ? ['system/dept/queryDeptTree', 'update', dept.id].join('|') : null, () => queryDeptTree('update', dept!.id));
  const allowedIds = allowed ? new Set(allowed.map((d) => Number(d.id))) : null;
  const parents = dept ? depts.filter((d) => d.id !== dept.id && (!allowedIds || allowedIds.has(d.id))) : depts;
  const problem = name.trim() === '' ? t('employees.deptNameRequired') : undefined;

  return (
    <ActionDialog title={t(dept ? 'employees.editDept' : 'employees.newDept')} onClose={onClose} problem={tried ? problem : undefined}
      onConfirm={async () => {
        setTried(true);
        if (problem) throw new Error(problem);
        if (dept) await updateDept({ deptId: dept.id, pid, name });
        else await addDept({ pid, name });
        onSaved();
      }}>
      <Stack gap="4">
        <Field.Root required invalid={tried && Boolean(problem)}>
          <Field.Label>{t('employees.deptName')}</Field.Label>
          <Input size="sm" value={name} maxLength={50} onChange={(e) => setName(e.currentTarget.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('employees.parentDept')}</Field.Label>
          <ChoiceSelect<number> label={t('employees.parentDept')} value={pid} onChange={setPid} w="full"
            options={[{ value: 0, text: t('employees.topLevel') }, ...parents.map((d) => ({ value: d.id, text: deptOptionText(d) }))]} />
        </Field.Root>
      </Stack>
    </ActionDialog>
  );
}
