// 时间: a preset, or 自定义 with two dates. The period is edited here and handed on once complete:
// 自定义 waits for both dates (the sections keep showing the last complete period meanwhile, never
// a guess).
import { useState } from 'react';
import { Flex, NativeSelect, Text } from '@chakra-ui/react';
import { DatePicker } from '../../../widgets/fields/date/DatePicker.tsx';
import { useTranslation } from 'react-i18next';
import { periodComplete, periodOptions, type PeriodFilter, type PeriodType, type PeriodValue } from '../../charts/index.ts';

export function PeriodControl({ filter, value, onChange }: { filter: PeriodFilter; value: PeriodValue; onChange(next: PeriodValue): void }) {
  const { t } = useTranslation();
  const [type, setType] = useState<PeriodType>(value.type);
  const [range, setRange] = useState({ startTime: value.startTime ?? '', endTime: value.endTime ?? '' });
  const custom = type === 'custom';
  const rangeBad = custom && (range.startTime !== '' || range.endTime !== '') && !periodComplete({ type, ...range });

  const choose = (next: PeriodType) => {
    setType(next);
    if (next !== 'custom') onChange({ type: next });
    else if (periodComplete({ type: next, ...range })) onChange({ type: next, ...range });
  };
  const setRangePart = (part: 'startTime' | 'endTime', text: string) => {
    const next = { ...range, [part]: text };
    setRange(next);
    if (periodComplete({ type: 'custom', ...next })) onChange({ type: 'custom', ...next });
  };

  return (
    <>
      <NativeSelect.Root size="sm" w="auto">
        <NativeSelect.Field aria-label={t('chart.filter.period')} value={type} onChange={(event) => choose(event.currentTarget.value as PeriodType)}>
          {periodOptions(filter).map((option) => <option key={option} value={option}>{t(`chart.preset.${option}`)}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {custom && (
        <Flex gap="2" align="center">
          <DatePicker mode="date" width="150px" label={t('chart.filter.start')} value={range.startTime} invalid={rangeBad}
            onChange={(text) => setRangePart('startTime', text)} />
          <Text as="span" fontSize="sm">~</Text>
          <DatePicker mode="date" width="150px" label={t('chart.filter.end')} value={range.endTime} invalid={rangeBad}
            onChange={(text) => setRangePart('endTime', text)} />
          {rangeBad && <Text role="alert" fontSize="xs" color="red.600">{t('chart.filter.rangeError')}</Text>}
        </Flex>
      )}
    </>
  );
}
