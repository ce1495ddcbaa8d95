// 新建标签 under 新建项目 in the project area's sidebar (spec "Tags": create, rename, recolour,
// delete): a name and one of the preset colours, then the sidebar's tags show it. Renaming,
// recolouring and deleting are the tag page's own actions (schemas/modules/oa/task.json, list `tag`).
// Why a button of its own: the sidebar is no list, so no descriptor's action can live there; its
// form is the engine's (ActionInputs, the same inputs as the tag page's 编辑标签).
import { useState } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COLOR } from '../../engine/fields/presetColors.ts';
import { ActionDialog } from '../../engine/react/dialogs/ActionDialog.tsx';
import { ActionInputs, type InputValues, missingInput } from '../../engine/react/dialogs/ActionInputs.tsx';
import type { PageContextInput } from '../../engine/pages/index.ts';
import { request } from '../../server-adapter/request.ts';
import { refreshDynamicMenus } from '../layout/useDynamicMenus.ts';
import { toastSuccess } from '../shell/toaster.tsx';

const TAG_INPUTS: readonly PageContextInput[] = [
  { key: 'name', label: 'oaTask.tag.name', kind: 'text', required: 'oaTask.tag.nameRequired', max: 50 },
  { key: 'color', label: 'oaTask.tag.color', kind: 'color' },
];
const EMPTY_TAG: InputValues = { name: '', color: DEFAULT_COLOR };

export function TagCreateButton({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<InputValues | null>(null);
  const label = t('oaTask.tag.create');
  const missing = values ? missingInput(TAG_INPUTS, values) : undefined;
  return (
    <>
      <Button size="xs" variant="outline" color="whiteAlpha.800" borderColor="whiteAlpha.400" _hover={{ bg: 'whiteAlpha.100', color: 'white' }}
        mx={collapsed ? '2' : '3'} mb="2" w={collapsed ? '48px' : 'calc(100% - 24px)'} aria-label={label}
        title={collapsed ? label : undefined} onClick={() => setValues(EMPTY_TAG)}>
        {collapsed ? '#' : `+ ${label}`}
      </Button>
      {values && (
        <ActionDialog title={label} problem={missing?.required ? t(missing.required) : undefined} onClose={() => setValues(null)}
          onConfirm={async () => {
            await request('taskLabel/setLabel', { name: values.name!.trim(), color: values.color });
            setValues(null);
            toastSuccess(t('oaTask.tag.created'));
            refreshDynamicMenus();
          }}>
          <Stack gap="4"><ActionInputs inputs={TAG_INPUTS} values={values} onChange={setValues} idPrefix="tag" /></Stack>
        </ActionDialog>
      )}
    </>
  );
}
