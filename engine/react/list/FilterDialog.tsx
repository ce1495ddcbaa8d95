// 高级筛选: the fields of scene/queryField, one row per condition (field, 等于/不等于/包含/...,
// value by formType: text, number, option list, date range, employee or department from the
// member picker, business group and stage). 确定 applies the `data` object of contract 6.3 to the
// list; 保存为场景 also stores it as a scene (scene/addScene).
import { useEffect, useState } from 'react';
import { Box, Button, Flex, IconButton, Input, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  buildFilterData, conditionsFor, inputFor, needsValue, newRow, optionsOf, rowProblem,
  type FilterData, type FilterField, type FilterRow, type PageDef,
} from '../../pages/index.ts';
import { MemberPicker } from '../../../widgets/pickers/MemberPicker.tsx';
import { DatePicker } from '../../../widgets/fields/date/DatePicker.tsx';
import { Choice } from '../dialogs/Choice.tsx';
import { ListDialog } from './ListDialog.tsx';
import type { ListEnvironment } from './listEnvironment.ts';
import { messageOf } from '../errorMessage.ts';

export interface FilterDialogProps {
  page: PageDef;
  env: ListEnvironment;
  initial: FilterRow[];
  onApply(data: FilterData): void;
  /** After 保存为场景: the new scene's name (the screen reloads its scenes and picks it). */
  onSceneSaved?(name: string): void;
  /** Editing a saved scene (场景管理 → 编辑): 确定 updates it instead of filtering the list. */
  scene?: { sceneId: number; name: string; isDefault: boolean };
  /** Opens with 保存为场景 ticked (场景管理 → 新建场景). */
  startSaving?: boolean;
  onClose(): void;
}

function Select({ label, value, onChange, children, disabled }: { label: string; value: string; onChange(value: string): void; children: React.ReactNode; disabled?: boolean }) {
  return (
    <NativeSelect.Root size="sm" disabled={disabled} minW="0">
      <NativeSelect.Field aria-label={label} value={value} onChange={(event) => onChange(event.currentTarget.value)}>{children}</NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

interface BusinessTypeSetting { typeId?: unknown; name?: unknown; statusList?: Array<{ statusId?: unknown; name?: unknown }> }

function ValueEditor({ row, field, env, index, onChange }: { row: FilterRow; field: FilterField | undefined; env: ListEnvironment; index: number; onChange(patch: Partial<FilterRow>): void }) {
  const { t } = useTranslation();
  const label = `${t('list.filter.value')} ${index + 1}`;
  if (!field) return <Box flex="1" />;
  const input = inputFor(row.formType);
  if (input === 'date' || input === 'datetime') {
    return (
      <Flex flex="1" gap="2" align="center">
        <DatePicker mode="date" label={`${t('list.filter.from')} ${index + 1}`} value={row.start ?? ''} onChange={(start) => onChange({ start })} />
        <Text fontSize="sm">—</Text>
        <DatePicker mode="date" label={`${t('list.filter.to')} ${index + 1}`} value={row.end ?? ''} onChange={(end) => onChange({ end })} />
      </Flex>
    );
  }
  if (!needsValue(row.condition)) return <Box flex="1" />;
  if (input === 'select') {
    return (
      <Box flex="1">
        <Select label={label} value={row.value} onChange={(value) => onChange({ value })}>
          <option value="">{t('list.filter.pickValue')}</option>
          {optionsOf(field).map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </Select>
      </Box>
    );
  }
  if (input === 'user' || input === 'dept') {
    const people = input === 'user';
    return (
      <Box flex="1">
        <MemberPicker multiple={false} hideUsers={!people} hideDepts={people} loadUsers={env.users} loadDepts={env.deptTree}
          users={[]} onConfirm={(users, depts) => {
            const chosen = people ? users[0] : depts[0];
            if (chosen) onChange({ value: String(people ? (chosen as { userId: unknown }).userId : (chosen as { id: unknown }).id), display: people ? String((chosen as { realname: unknown }).realname) : String((chosen as { name: unknown }).name) });
          }}>
          <Button size="sm" variant="outline" w="full" justifyContent="flex-start" aria-label={label}>{row.display || row.value || t(people ? 'list.filter.pickUser' : 'list.filter.pickDept')}</Button>
        </MemberPicker>
      </Box>
    );
  }
  if (input === 'businessType') {
    const types = (Array.isArray(field.setting) ? field.setting : []) as BusinessTypeSetting[];
    const type = types.find((item) => String(item.typeId) === row.typeId);
    return (
      <Flex flex="1" gap="2">
        <Select label={`${t('list.filter.businessType')} ${index + 1}`} value={row.typeId ?? ''} onChange={(typeId) => onChange({ typeId, statusId: '' })}>
          <option value="">{t('list.filter.pickValue')}</option>
          {types.map((item) => <option key={String(item.typeId)} value={String(item.typeId)}>{String(item.name)}</option>)}
        </Select>
        <Select label={`${t('list.filter.businessStatus')} ${index + 1}`} value={row.statusId ?? ''} onChange={(statusId) => onChange({ statusId })} disabled={!type}>
          <option value="">{t('list.filter.anyStatus')}</option>
          {(type?.statusList ?? []).map((status) => <option key={String(status.statusId)} value={String(status.statusId)}>{String(status.name)}</option>)}
          {!type?.statusList?.some((s) => s.statusId === 'win') && (
            <>
              <option value="win">{t('list.filter.win')}</option>
              <option value="lose">{t('list.filter.lose')}</option>
              <option value="invalid">{t('list.filter.invalid')}</option>
            </>
          )}
        </Select>
      </Flex>
    );
  }
  return (
    <Input flex="1" size="sm" aria-label={label} type={input === 'number' ? 'number' : 'text'} placeholder={t('list.filter.inputValue')}
      value={row.value} onChange={(event) => onChange({ value: event.currentTarget.value })} />
  );
}

export function FilterDialog({ page, env, initial, onApply, onSceneSaved, onClose, scene, startSaving }: FilterDialogProps) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<FilterField[] | null>(null);
  const [loadError, setLoadError] = useState('');
  const [rows, setRows] = useState<FilterRow[]>(initial);
  const [saveScene, setSaveScene] = useState(Boolean(scene || startSaving));
  const [sceneName, setSceneName] = useState(scene?.name ?? '');
  const [sceneDefault, setSceneDefault] = useState(scene?.isDefault ?? false);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    let live = true;
    env.scenes.querySceneFields(page.fieldLabel).then(
      (list) => { if (live) setFields(list as FilterField[]); },
      (error: unknown) => { if (live) { setFields([]); setLoadError(messageOf(error) || t('list.state.failed')); } },
    );
    return () => { live = false; };
  }, [env.scenes, page.fieldLabel, t]);

  const fieldOf = (name: string) => fields?.find((field) => field.fieldName === name);
  const update = (index: number, patch: Partial<FilterRow>) => {
    setProblem('');
    setRows((list) => list.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  };

  async function apply() {
    const index = rows.findIndex((row) => rowProblem(row) !== null);
    if (index >= 0) {
      const kind = rowProblem(rows[index]!);
      setProblem(t(kind === 'range' ? 'list.filter.range' : 'list.filter.incomplete', { n: index + 1 }));
      return;
    }
    const data = buildFilterData(rows);
    if (saveScene) {
      if (!sceneName.trim()) {
        setProblem(t('list.scene.nameRequired'));
        return;
      }
      const input = { name: sceneName.trim(), data, isDefault: sceneDefault };
      if (scene) await env.scenes.updateScene(scene.sceneId, input);
      else await env.scenes.addScene(page.type, input);
      // The saved scene carries these conditions: the list switches to it (ListScreen) instead of
      // applying them again on top of the current scene.
      onSceneSaved?.(input.name);
      return;
    }
    onApply(data);
  }

  return (
    <ListDialog title={scene ? t('list.scene.edit') : t('list.filter.title')} size="xl" onConfirm={apply} onClose={onClose} problem={problem} keepOnOutside
      footerStart={<Button size="sm" variant="ghost" mr="auto" onClick={() => { setRows([]); setProblem(''); }}>{t('list.filter.clear')}</Button>}>
      {fields === null ? (
        <Flex align="center" gap="2" py="4" role="status"><Spinner size="sm" /><Text fontSize="sm">{t('list.filter.loading')}</Text></Flex>
      ) : (
        <Stack gap="3">
          {loadError && <Text role="alert" fontSize="sm" color="red.600">{loadError}</Text>}
          {rows.map((row, index) => {
            const field = fieldOf(row.fieldName);
            const conditions = conditionsFor(row.formType);
            const input = inputFor(row.formType);
            return (
              <Flex key={index} gap="2" align="center" role="group" aria-label={`${t('list.filter.condition')} ${index + 1}`}>
                <Box w="180px" flexShrink={0}>
                  <Select label={`${t('list.filter.field')} ${index + 1}`} value={row.fieldName}
                    onChange={(name) => { const next = fieldOf(name); if (next) update(index, { ...newRow(next), start: '', end: '', typeId: '', statusId: '', display: '' }); }}>
                    {!row.fieldName && <option value="">{t('list.filter.pickField')}</option>}
                    {fields.map((item) => <option key={item.fieldName} value={item.fieldName}>{item.name}</option>)}
                  </Select>
                </Box>
                {input !== 'date' && input !== 'datetime' && input !== 'businessType' && (
                  <Box w="120px" flexShrink={0}>
                    <Select label={`${t('list.filter.condition')} ${index + 1}`} value={row.condition} onChange={(condition) => update(index, { condition: condition as FilterRow['condition'] })}>
                      {conditions.map((condition) => <option key={condition} value={condition}>{t(`list.condition.${condition}`)}</option>)}
                    </Select>
                  </Box>
                )}
                <ValueEditor row={row} field={field} env={env} index={index} onChange={(patch) => update(index, patch)} />
                <IconButton size="sm" variant="ghost" aria-label={`${t('list.filter.remove')} ${index + 1}`} onClick={() => setRows((list) => list.filter((_, i) => i !== index))}>
                  ×
                </IconButton>
              </Flex>
            );
          })}
          <Box>
            <Button size="sm" variant="outline" disabled={fields.length === 0} onClick={() => setRows((list) => [...list, { fieldName: '', formType: 'text', condition: 'is', value: '' }])}>
              + {t('list.filter.addCondition')}
            </Button>
          </Box>
          {page.scenes && (
            <Stack gap="2" pt="2" borderTopWidth="1px" borderColor="border.muted">
              {!scene && <Choice type="checkbox" name="saveScene" checked={saveScene} onChange={setSaveScene} label={t('list.filter.saveAsScene')} />}
              {saveScene && (
                <Flex gap="3" align="center" wrap="wrap">
                  <Input size="sm" maxW="240px" aria-label={t('list.filter.sceneName')} placeholder={t('list.scene.namePlaceholder')} value={sceneName} onChange={(e) => { setSceneName(e.currentTarget.value); setProblem(''); }} />
                  <Choice type="checkbox" name="sceneDefault" checked={sceneDefault} onChange={setSceneDefault} label={t('list.scene.asDefault')} />
                </Flex>
              )}
            </Stack>
          )}
        </Stack>
      )}
    </ListDialog>
  );
}
