// The 仪表盘's filter: the period (a preset or 自定义 with two dates) and the employees /
// departments (member picker). Nothing chosen = everyone the user may see; the server applies
// the data scope either way.
import { useMemo, useState } from 'react';
import { Button, Flex, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { WorkbenchFilter } from '../../../server-adapter/crmInstrument.ts';
import { createServerDataSources } from '../../../server-adapter/dataSources.ts';
import type { DeptOption, MemberUser } from '../../../widgets/form/dataSources.ts';
import { MemberPicker } from '../../../widgets/pickers/MemberPicker.tsx';
import { filterComplete, PERIOD_OPTIONS } from './workbenchFilter.ts';

export function WorkbenchFilterBar({ filter, onChange }: { filter: WorkbenchFilter; onChange(next: WorkbenchFilter): void }) {
  const { t } = useTranslation();
  const sources = useMemo(() => createServerDataSources(), []);
  const [people, setPeople] = useState<{ users: MemberUser[]; depts: DeptOption[] }>({ users: [], depts: [] });
  // the period is edited here and handed on once complete: 自定义 waits for both dates (the
  // panels keep showing the last complete period meanwhile, never a guess)
  const [type, setType] = useState<WorkbenchFilter['type']>(filter.type);
  const [range, setRange] = useState({ startTime: filter.startTime ?? '', endTime: filter.endTime ?? '' });
  const custom = type === 'custom';
  const rangeBad = custom && (range.startTime !== '' || range.endTime !== '') && !filterComplete({ ...filter, type, ...range });

  const chosen = [...people.users.map((u) => u.realname), ...people.depts.map((d) => d.name)];
  const choosePeriod = (next: WorkbenchFilter['type']) => {
    setType(next);
    if (next !== 'custom') onChange({ ...filter, type: next, startTime: undefined, endTime: undefined });
    else if (filterComplete({ ...filter, type: next, ...range })) onChange({ ...filter, type: next, ...range });
  };
  const setRangePart = (part: 'startTime' | 'endTime', value: string) => {
    const next = { ...range, [part]: value };
    setRange(next);
    if (filterComplete({ ...filter, type: 'custom', ...next })) onChange({ ...filter, type: 'custom', ...next });
  };

  return (
    <Flex role="group" aria-label={t('crmWorkbench.filter.label')} gap="3" align="center" wrap="wrap">
      <NativeSelect.Root size="sm" w="auto">
        <NativeSelect.Field aria-label={t('crmWorkbench.filter.period')} value={type}
          onChange={(event) => choosePeriod(event.currentTarget.value as WorkbenchFilter['type'])}>
          {PERIOD_OPTIONS.map((option) => <option key={option} value={option}>{t(`crmWorkbench.preset.${option}`)}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {custom && (
        <Flex gap="2" align="center">
          <Input type="date" size="sm" w="auto" aria-label={t('crmWorkbench.filter.start')} value={range.startTime} aria-invalid={rangeBad || undefined}
            onChange={(event) => setRangePart('startTime', event.currentTarget.value)} />
          <Text as="span" fontSize="sm">~</Text>
          <Input type="date" size="sm" w="auto" aria-label={t('crmWorkbench.filter.end')} value={range.endTime} aria-invalid={rangeBad || undefined}
            onChange={(event) => setRangePart('endTime', event.currentTarget.value)} />
          {rangeBad && <Text role="alert" fontSize="xs" color="red.600">{t('crmWorkbench.filter.rangeError')}</Text>}
        </Flex>
      )}
      <MemberPicker title={t('crmWorkbench.filter.choose')} users={people.users} depts={people.depts}
        loadUsers={() => sources.users!({})} loadDepts={() => sources.deptTree!()}
        onConfirm={(users, depts) => {
          setPeople({ users, depts });
          onChange({ ...filter, userIds: users.map((u) => Number(u.userId)), deptIds: depts.map((d) => Number(d.id)) });
        }}>
        <Button size="sm" variant="outline" aria-label={`${t('crmWorkbench.filter.people')}: ${chosen.length ? chosen.join('、') : t('crmWorkbench.filter.allPeople')}`}>
          <Text as="span" maxW="260px" truncate>{chosen.length ? chosen.join('、') : t('crmWorkbench.filter.allPeople')}</Text>
        </Button>
      </MemberPicker>
    </Flex>
  );
}
