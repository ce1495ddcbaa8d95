// One section of a chart page: its panel (title, note, controls, header figures), its call with the
// page's filters and its controls' values, and its blocks over the answer. While the answer is on
// its way the panel says so; a failed call says so in the panel and the other sections stay; a
// required select without options shows the file's text instead of the blocks.
import { useEffect, useMemo, useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  callKey, callParams, controlSources, controlsReady, defaultControlValues, tabCounts, withSourceDefaults,
  type ChartSectionDef, type SelectControl, type TabsControl, sectionEmpty,
} from '../../charts/index.ts';
import { DEFAULT_PAGE_SIZE } from '../../pages/index.ts';
import { EmptyState } from '../../../widgets/EmptyState.tsx';
import { messageOf } from '../errorMessage.ts';
import { BlockView } from './blocks/BlockView.tsx';
import type { BlockContext, Paging } from './blocks/blockContext.ts';
import { FiguresView } from './blocks/FiguresView.tsx';
import type { ChartEnvironment } from './chartEnvironment.ts';
import { DrillDialog } from './DrillDialog.tsx';
import { SectionPanel } from './SectionPanel.tsx';
import { SectionSelect, TabsBar, ToggleButtons } from './SectionControls.tsx';
import { useChartCall, useSourceOptions } from './useChartData.ts';
import { useDrill } from './useDrill.ts';

export interface ChartSectionProps {
  section: ChartSectionDef;
  /** The page's filters as parameters. */
  filter: Readonly<Record<string, string>>;
  /** False while a page filter waits (a required select without options yet). */
  filterReady: boolean;
  env: ChartEnvironment;
  /** The page's title, translated (an exported table's file name); default the section's. */
  pageTitle?: string;
}

const without = (values: Readonly<Record<string, string>>, key: string) => Object.fromEntries(Object.entries(values).filter(([k]) => k !== key));

export function ChartSection({ section, filter, filterReady, env, pageTitle }: ChartSectionProps) {
  const { t } = useTranslation();
  const controls = useMemo(() => section.controls ?? [], [section.controls]);
  const [chosen, setChosen] = useState(() => defaultControlValues(controls));
  const options = useSourceOptions(env, useMemo(() => controlSources(controls), [controls]));
  const values = useMemo(() => withSourceDefaults(controls, chosen, options.data), [controls, chosen, options.data]);
  const ready = filterReady && controlsReady(controls, values);

  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE);
  const filterKey = callKey('', filter);
  useEffect(() => setPage(1), [filterKey]); // another period or other people: from the first page
  const paging: Paging | undefined = section.call.paged
    ? { page, limit, setPage, setLimit: (next) => { setLimit(next); setPage(1); } }
    : undefined;

  const main = useChartCall(env, section.call, ready ? callParams(section.call, filter, values, paging) : null);
  const tabs = controls.find((control): control is TabsControl => control.kind === 'tabs');
  // the tabs' counts are of every tab: asked without the tab's own value
  const counts = useChartCall(env, tabs?.counts?.call, ready && tabs?.counts ? callParams(tabs.counts.call, filter, without(values, tabs.param)) : null);
  const drill = useDrill(env, filter);

  const choose = (param: string, value: string) => {
    setChosen((current) => ({ ...current, [param]: value }));
    setPage(1);
  };
  const noOptions = controls.find((control): control is SelectControl & { source: string } =>
    control.kind === 'select' && Boolean(control.source) && options.data !== undefined && (options.data[control.source!]?.length ?? 0) === 0);
  const failed = main.error || counts.error || options.error;
  const tabLabel = tabs?.options.find((option) => option.value === values[tabs.param])?.label;
  const ctx: BlockContext = {
    env, filter, controls: values, ready, drill: drill.handle, paging, listLabel: t(tabLabel ?? section.title),
    pageTitle: pageTitle ?? t(section.title),
    ...(paging ? { allRows: () => env.call(section.call.path, callParams(section.call, filter, values)) } : {}),
  };

  const headerControls = (
    <>
      {section.header?.map((block, index) => <FiguresView key={`header-${index}`} block={block} data={main.data} ctx={ctx} />)}
      {controls.map((control) => {
        if (control.kind === 'toggle') return <ToggleButtons key={control.param} control={control} value={values[control.param] ?? ''} onChange={(v) => choose(control.param, v)} />;
        if (control.kind === 'select') {
          return <SectionSelect key={control.param} control={control} value={values[control.param] ?? ''}
            options={control.source ? options.data?.[control.source] : undefined} onChange={(v) => choose(control.param, v)} />;
        }
        return null;
      })}
    </>
  );
  const blocks = sectionEmpty(section, main.data)
    ? <EmptyState />
    : section.blocks.map((block, index) => <BlockView key={index} block={block} data={main.data} ctx={ctx} />);

  return (
    <SectionPanel title={t(section.title)} note={section.note ? t(section.note) : undefined} controls={headerControls}
      loading={main.isLoading || options.isLoading} error={failed ? refusalOf(main.error) ?? t('chart.loadError') : null}>
      {noOptions?.emptyText ? <Text fontSize="sm" color="fg.muted">{t(noOptions.emptyText)}</Text> : tabs ? (
        <>
          <TabsBar control={tabs} value={values[tabs.param] ?? ''} counts={tabCounts(tabs, counts.data)} onChange={(v) => choose(tabs.param, v)} />
          <Stack role="tabpanel" gap="2">{blocks}</Stack>
        </>
      ) : <Stack gap="2">{blocks}</Stack>}
      {drill.open && env.list && (
        <DrillDialog title={t('chart.drill.title', { title: drill.open.title })} page={drill.open.page} env={env.list} onClose={drill.close} />
      )}
    </SectionPanel>
  );
}

/**
 * The server's own words when it refused the section's call (业绩目标完成情况's 请先设置业绩目标, a
 * missing department): an envelope refusal carries them; a transport failure shows the generic text.
 */
function refusalOf(error: unknown): string | undefined {
  if ((error as { kind?: unknown } | undefined)?.kind !== 'envelope') return undefined;
  return messageOf(error) || undefined;
}
