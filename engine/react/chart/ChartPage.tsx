// A chart page rendered from its file (schemas/charts/<area>/<page>.json): the title and the filter
// bar, then each section in its panel, half sections two to a row on wide screens. The filters'
// values become every call's parameters; nothing in here knows an endpoint or a module: a new
// BI screen is a new chart file.
import { useMemo, useState } from 'react';
import { Flex, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  controlSources, controlsReady, defaultFilterValues, filterParams, sectionRows, withSourceDefaults, type ChartPageDef, type FilterValues,
} from '../../charts/index.ts';
import type { ChartEnvironment } from './chartEnvironment.ts';
import { ChartSection } from './ChartSection.tsx';
import { FilterBar } from './FilterBar.tsx';
import { useSourceOptions } from './useChartData.ts';

export interface ChartPageProps {
  page: ChartPageDef;
  env: ChartEnvironment;
}

export function ChartPage({ page, env }: ChartPageProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<FilterValues>(() => defaultFilterValues(page.filters, new Date(), env.ownDept?.id));
  const options = useSourceOptions(env, useMemo(() => controlSources(page.filters), [page.filters]));
  const params = useMemo(() => withSourceDefaults(page.filters, values.params, options.data), [page.filters, values.params, options.data]);
  const filter = useMemo(() => filterParams(page.filters, { ...values, params }), [page.filters, values, params]);
  const ready = controlsReady(page.filters, params);

  return (
    <Stack gap="4" pb="6">
      <Flex align="center" gap="4" wrap="wrap">
        <Heading as="h1" size="lg">{t(page.title)}</Heading>
        <FilterBar filters={page.filters} values={values} params={params} options={options.data} env={env} onChange={setValues} />
      </Flex>
      {sectionRows(page.sections).map((row) => {
        const sections = row.sections.map((section) => <ChartSection key={section.id} section={section} filter={filter} filterReady={ready} env={env} pageTitle={t(page.title)} />);
        return row.span === 'full' ? sections[0] : <SimpleGrid key={row.sections[0]!.id} columns={{ base: 1, xl: 2 }} gap="4">{sections}</SimpleGrid>;
      })}
    </Stack>
  );
}
