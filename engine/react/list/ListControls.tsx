// The list's own parameters above the table (a descriptor's `lists.<id>.controls`, engine/pages
// PageControl): tabs (待我审批 / 我已审批), selects (审批类型 from a call, 状态 from fixed options)
// and a date range (时间). Each change goes back to the list as the control's parameter values; the
// list then starts at page 1, writes them to its address and asks its call again. The options of
// a select with a `source` come from the environment's `controlOptions` (the call's rows); while
// they load, or when the call fails, the select offers 全部 only.
import { useEffect, useState } from 'react';
import { Button, Flex, Group, NativeSelect, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { controlParams, type PageControl, type PageControlOption } from '../../pages/index.ts';
import { DatePicker } from '../../../widgets/fields/date/DatePicker.tsx';

export interface ListControlsProps {
  controls: readonly PageControl[];
  /** The list state's control values (ListState.params). */
  params: Readonly<Record<string, string>> | undefined;
  onChange(params: Record<string, string>): void;
  /** A select's rows from its source call (the envelope's data); absent: sourced selects offer 全部 only. */
  loadOptions?(call: string, params?: Record<string, unknown>): Promise<unknown>;
  /** The list's fixed parameters, for sources that ask with them. */
  listParams?: Readonly<Record<string, string | number>>;
}

/** A called select's rows as options: each row's `value` and `label` keys (the label is data, shown as it is). */
export function sourcedOptions(rows: unknown, source: { value: string; label: string }): PageControlOption[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: Record<string, unknown> | null) => {
    const value = row?.[source.value];
    if (value === undefined || value === null || value === '') return [];
    return [{ value: value as string | number, label: String(row?.[source.label] ?? value) }];
  });
}

function SourcedSelect({ control, value, onChange, loadOptions, listParams }: {
  control: Extract<PageControl, { kind: 'select' }>; value: string; onChange(value: string): void;
  loadOptions?: ListControlsProps['loadOptions']; listParams?: ListControlsProps['listParams'];
}) {
  const { t } = useTranslation();
  const [called, setCalled] = useState<PageControlOption[]>([]);
  const source = control.source;
  useEffect(() => {
    if (!source || !loadOptions) return undefined;
    let live = true;
    (source.listParams ? loadOptions(source.call, { ...listParams }) : loadOptions(source.call)).then((rows) => { if (live) setCalled(sourcedOptions(rows, source)); }, () => undefined);
    return () => { live = false; };
  }, [source, loadOptions, listParams]);
  // Fixed options are i18n keys; called ones are data.
  const options = control.options?.map((o) => ({ value: o.value, label: t(o.label) })) ?? called;
  return (
    <NativeSelect.Root size="sm" w="auto" minW="120px">
      <NativeSelect.Field aria-label={t(control.label)} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{`${t(control.label)}：${t('list.controls.all')}`}</option>
        {options.map((option) => <option key={String(option.value)} value={String(option.value)}>{option.label}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function ListControls({ controls, params, onChange, loadOptions, listParams }: ListControlsProps) {
  const { t } = useTranslation();
  const values = controlParams(controls, { params });
  const set = (patch: Record<string, string>) => {
    const next: Record<string, string> = { ...values, ...patch };
    for (const key of Object.keys(next)) if (!next[key]) delete next[key];
    onChange(next);
  };

  return (
    <>
      {controls.map((control) => {
        if (control.kind === 'tabs') {
          return (
            <Group key={control.param} attached role="radiogroup" aria-label={t(control.label)}>
              {control.options.map((option) => {
                const on = values[control.param] === String(option.value);
                return (
                  <Button key={String(option.value)} size="sm" role="radio" aria-checked={on} variant={on ? 'solid' : 'outline'} colorPalette="brand"
                    onClick={() => { if (!on) set({ [control.param]: String(option.value) }); }}>
                    {t(option.label)}
                  </Button>
                );
              })}
            </Group>
          );
        }
        if (control.kind === 'select') {
          return <SourcedSelect key={control.param} control={control} value={values[control.param] ?? ''} loadOptions={loadOptions} listParams={listParams}
            onChange={(value) => set({ [control.param]: value })} />;
        }
        return (
          <Flex key={control.param} align="center" gap="1" role="group" aria-label={t(control.label)}>
            <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">{t(control.label)}</Text>
            <DatePicker mode="date" width="130px" label={`${t(control.label)} ${t('list.controls.from')}`} value={values[control.param] ?? ''}
              onChange={(from) => set({ [control.param]: from })} />
            <Text fontSize="sm" color="fg.muted" aria-hidden="true">–</Text>
            <DatePicker mode="date" width="130px" label={`${t(control.label)} ${t('list.controls.to')}`} value={values[control.to] ?? ''}
              onChange={(to) => set({ [control.to]: to })} />
          </Flex>
        );
      })}
    </>
  );
}
