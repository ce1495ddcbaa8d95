// The page's filters, in the file's order: 时间, 员工/部门, a year, a select. Each hands on a
// complete value; the page turns the values into every call's parameters.
import { Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { yearOptions, type ChoiceOption, type FilterValues, type PageFilter } from '../../charts/index.ts';
import type { ChartEnvironment } from './chartEnvironment.ts';
import { ChoiceSelect } from './ChoiceSelect.tsx';
import { MembersControl } from './MembersControl.tsx';
import { PeriodControl } from './PeriodControl.tsx';

export function FilterBar({ filters, values, params, options, env, onChange }: {
  filters: readonly PageFilter[];
  values: FilterValues;
  /** The year and select values in effect (a source's first option until one is chosen). */
  params: Readonly<Record<string, string>>;
  options: Readonly<Record<string, readonly ChoiceOption[]>> | undefined;
  env: ChartEnvironment;
  onChange(next: FilterValues): void;
}) {
  const { t } = useTranslation();
  const setParam = (param: string, value: string) => onChange({ ...values, params: { ...values.params, [param]: value } });
  if (filters.length === 0) return null;
  return (
    <Flex role="group" aria-label={t('chart.filter.label')} gap="3" align="center" wrap="wrap">
      {filters.map((filter) => {
        switch (filter.kind) {
          case 'period':
            return <PeriodControl key="period" filter={filter} value={values.period ?? { type: 'year' }} onChange={(period) => onChange({ ...values, period })} />;
          case 'members':
            return <MembersControl key="members" env={env} start={filter.start === 'ownDept' ? env.ownDept : undefined} deptsOnly={filter.pick === 'depts'} onChange={(members) => onChange({ ...values, members })} />;
          case 'year':
            return <ChoiceSelect key={filter.param} label={t('chart.filter.year')} value={params[filter.param] ?? ''}
              options={yearOptions().map((year) => ({ value: year, text: year }))} onChange={(value) => setParam(filter.param, value)} />;
          default: {
            const choices = filter.source ? (options?.[filter.source] ?? []).map((o) => ({ value: o.value, text: o.label }))
              : (filter.options ?? []).map((o) => ({ value: o.value, text: t(o.label) }));
            return <ChoiceSelect key={filter.param} label={t(filter.label)} value={params[filter.param] ?? ''} options={choices}
              onChange={(value) => setParam(filter.param, value)} />;
          }
        }
      })}
    </Flex>
  );
}
