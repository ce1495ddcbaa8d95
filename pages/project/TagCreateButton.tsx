// 新建标签 under 新建项目 in the project area's sidebar (spec "Tags": create, rename, recolour,
// delete): a name and one of the preset colours, then the sidebar's tags show it. Renaming,
// recolouring and deleting are the tag page's own actions (schemas/modules/oa/task.json, list `tag`).
import { useState } from 'react';
import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_COLOR } from '../../engine/fields/presetColors.ts';
import { ActionDialog } from '../../engine/react/dialogs/ActionDialog.tsx';
import { ColorSwatches } from '../../engine/react/dialogs/ColorSwatches.tsx';
import { request } from '../../server-adapter/request.ts';
import { refreshDynamicMenus } from '../layout/useDynamicMenus.ts';
import { toastSuccess } from '../shell/toaster.tsx';

export function TagCreateButton({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [color, setColor] = useState<string>(DEFAULT_COLOR);
  const label = t('oaTask.tag.create');
  const start = () => {
    setName('');
    setColor(DEFAULT_COLOR);
    setOpen(true);
  };
  return (
    <>
      <Button size="xs" variant="outline" color="whiteAlpha.800" borderColor="whiteAlpha.400" _hover={{ bg: 'whiteAlpha.100', color: 'white' }}
        mx={collapsed ? '2' : '3'} mb="2" w={collapsed ? '48px' : 'calc(100% - 24px)'} aria-label={label}
        title={collapsed ? label : undefined} onClick={start}>
        {collapsed ? '#' : `+ ${label}`}
      </Button>
      {open && (
        <ActionDialog title={label} problem={name.trim() ? undefined : t('oaTask.tag.nameRequired')} onClose={() => setOpen(false)}
          onConfirm={async () => {
            await request('taskLabel/setLabel', { name: name.trim(), color });
            setOpen(false);
            toastSuccess(t('oaTask.tag.created'));
            refreshDynamicMenus();
          }}>
          <Stack gap="4">
            <Field.Root required>
              <Field.Label>{t('oaTask.tag.name')}<Field.RequiredIndicator /></Field.Label>
              <Input size="sm" value={name} maxLength={50} autoFocus onChange={(event) => setName(event.currentTarget.value)} />
            </Field.Root>
            <ColorSwatches id="tag-color" label={t('oaTask.tag.color')} value={color} onChange={setColor} />
          </Stack>
        </ActionDialog>
      )}
    </>
  );
}
