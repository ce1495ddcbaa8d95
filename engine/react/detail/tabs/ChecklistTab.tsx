// The built-in `checklist` tab (descriptor `detail.checklist`: a task's subtasks from its
// `childTask`): each item ticked done or open (the toggle call with on/off), one added by typing
// its title (the add call with the record's id as the parent), one removed (the remove call).
// The items come with the record, so each change reloads the drawer, which redraws them.
import { useState } from 'react';
import { Button, Checkbox, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CrmDetailApi } from '../../../../server-adapter/crmDetail.ts';
import { matches } from '../../../modules/conditions.ts';
import type { ModuleChecklist } from '../../../modules/index.ts';
import { useEngineService } from '../../environment/index.ts';

interface ChecklistTabProps {
  checklist: ModuleChecklist;
  idKey: string;
  id: number;
  record: Readonly<Record<string, unknown>>;
  api: CrmDetailApi;
  canEdit: boolean;
  onChanged(): void;
}

export function ChecklistTab({ checklist, idKey, id, record, api, canEdit, onChanged }: ChecklistTabProps) {
  const { t } = useTranslation();
  const notify = useEngineService('notify');
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const raw = record[checklist.from];
  const items = Array.isArray(raw) ? (raw as Array<Record<string, unknown>>) : [];
  const itemId = (item: Record<string, unknown>) => Number(item[checklist.idKey ?? idKey]);
  const doneCount = items.filter((item) => matches(checklist.done, item)).length;

  async function change(run: () => Promise<unknown>) {
    setBusy(true);
    try {
      await run();
      onChanged();
      return true;
    } catch {
      return false; // the request client showed the server's message
    } finally {
      setBusy(false);
    }
  }

  async function add() {
    if (!title.trim()) return notify.error(t('detail.checklist.required'));
    if (await change(() => api.run(checklist.add.call, { [checklist.add.parentKey]: id, [checklist.add.titleKey]: title.trim() }))) setTitle('');
  }

  return (
    <Stack gap="3" maxW="40rem">
      <Text fontSize="sm" color="fg.muted">{t('detail.checklist.progress', { done: doneCount, total: items.length })}</Text>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label={t('detail.tab.checklist')}>
        {items.map((item) => {
          const done = matches(checklist.done, item);
          const name = String(item[checklist.title] ?? '');
          return (
            <Flex as="li" key={itemId(item)} align="center" gap="2" py="1" borderBottomWidth="1px" borderColor="border.muted">
              <Checkbox.Root size="sm" colorPalette="brand" checked={done} disabled={!canEdit || busy}
                onCheckedChange={(details) => void change(() => api.run(checklist.toggle.call, {
                  [checklist.toggle.idKey]: itemId(item), ...(details.checked === true ? checklist.toggle.on : checklist.toggle.off),
                }))}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label textDecoration={done ? 'line-through' : undefined} color={done ? 'fg.muted' : undefined}>{name}</Checkbox.Label>
              </Checkbox.Root>
              {canEdit ? (
                <Button size="2xs" variant="ghost" colorPalette="red" ms="auto" disabled={busy} aria-label={t('detail.checklist.removeOne', { name })}
                  onClick={() => void change(() => api.run(checklist.remove.call, { [checklist.remove.idKey]: itemId(item) }))}>
                  {t('detail.checklist.remove')}
                </Button>
              ) : null}
            </Flex>
          );
        })}
      </Stack>
      {canEdit ? (
        <Flex as="form" gap="2" onSubmit={(event) => { event.preventDefault(); void add(); }}>
          <Input size="sm" value={title} maxLength={100} aria-label={t('detail.checklist.new')} placeholder={t('detail.checklist.new')}
            onChange={(event) => setTitle(event.currentTarget.value)} />
          <Button size="sm" type="submit" colorPalette="brand" variant="outline" loading={busy}>{t('detail.checklist.add')}</Button>
        </Flex>
      ) : null}
    </Stack>
  );
}
