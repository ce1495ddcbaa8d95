// /manager/biz-goals (业绩目标设置, manage.crm.achievement): monthly contract-amount or receivables
// targets per department (the chosen one and its direct sub-departments) or per employee of a
// department (achievement/queryAchievementList, setAchievement). The 仪表盘's 业绩指标 measures
// against them. The server checks every value again; this page only spares a round trip.
import { useEffect, useMemo, useState } from 'react';
import { Button, Flex, Heading, Input, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { PageProps } from '../../../engine/react/index.ts';
import { type AchievementObjType, type AchievementStatus, MONTH_KEYS, queryAchievementList, setAchievement } from '../../../server-adapter/crmInstrument.ts';
import { queryDeptTree } from '../../../server-adapter/system.ts';
import { formatMoney } from '../../../engine/react/detail/formatValue.ts';
import { toastSuccess } from '../../shell/toaster.tsx';
import { ChoiceSelect } from '../ChoiceSelect.tsx';
import { deptOptionText, flattenDepts } from '../deptOptions.ts';
import { SettingsSection } from '../SettingsSection.tsx';
import { firstInvalid, type GoalDraft, monthValid, toDraft, toSaved, yearTarget } from './goalRows.ts';

/** The name column stays in view while the twelve months scroll sideways. */
const STICKY = { position: 'sticky', left: 0, zIndex: 1, bg: 'bg', borderRightWidth: '1px', borderColor: 'border.muted' } as const;

export default function BizGoalsPage(_props: PageProps) {
  const { t } = useTranslation();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(String(thisYear));
  const [status, setStatus] = useState<AchievementStatus>(1);
  const [objType, setObjType] = useState<AchievementObjType>(2);
  const { data: tree } = useSWR('system/dept/queryDeptTree', () => queryDeptTree('tree'), { revalidateOnFocus: false });
  const depts = useMemo(() => flattenDepts(tree ?? []), [tree]);
  const [deptId, setDeptId] = useState<number | null>(null);
  const dept = deptId ?? depts[0]?.id;
  const key = dept === undefined ? null : ['achievement/queryAchievementList', objType, year, status, dept].join('|');
  const { data, error, mutate } = useSWR(key, () => queryAchievementList({ type: objType, year, status, deptId: dept }), { revalidateOnFocus: false });
  const [drafts, setDrafts] = useState<GoalDraft[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => { setDrafts((data ?? []).map(toDraft)); setProblem(null); }, [data]);

  const edit = (index: number, month: (typeof MONTH_KEYS)[number], text: string) =>
    setDrafts((all) => all.map((d, i) => (i === index ? { ...d, months: { ...d.months, [month]: text } } : d)));

  async function save() {
    const bad = firstInvalid(drafts);
    if (bad) {
      setProblem(t(`bizGoals.${bad.problem}`, { name: bad.name, month: t(`bizGoals.month.${bad.month}`) }));
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      await setAchievement(drafts.map(toSaved));
      toastSuccess(t('bizGoals.saved'));
      await mutate();
    } finally {
      setSaving(false);
    }
  }

  const years = [thisYear - 1, thisYear, thisYear + 1].map((y) => ({ value: String(y), text: String(y) }));
  return (
    <Stack gap="4" maxW="1400px">
      <Heading as="h1" size="lg">{t('routes.manager.bizGoals')}</Heading>
      <SettingsSection title={t('routes.manager.bizGoals')} note={t('bizGoals.note')}
        actions={<Button size="sm" colorPalette="brand" loading={saving} disabled={!drafts.length} onClick={() => void save()}>{t('bizGoals.save')}</Button>}>
        <Flex gap="3" wrap="wrap" align="center">
          <ChoiceSelect<AchievementObjType> label={t('bizGoals.objType.label')} value={objType} onChange={setObjType}
            options={[{ value: 2, text: t('bizGoals.objType.dept') }, { value: 3, text: t('bizGoals.objType.user') }]} />
          <ChoiceSelect<number> label={t('bizGoals.dept')} value={dept ?? 0} onChange={setDeptId}
            options={depts.map((d) => ({ value: d.id, text: deptOptionText(d) }))} />
          <ChoiceSelect<string> label={t('bizGoals.year')} value={year} onChange={setYear} options={years} />
          <ChoiceSelect<AchievementStatus> label={t('bizGoals.status.label')} value={status} onChange={setStatus}
            options={[{ value: 1, text: t('bizGoals.status.contract') }, { value: 2, text: t('bizGoals.status.receivables') }]} />
        </Flex>
        {problem && <Text role="alert" color="red.600" fontSize="sm">{problem}</Text>}
        {error ? <Text role="alert" color="red.600" fontSize="sm">{t('crmWorkbench.loadError')}</Text> : !data ? <Flex justify="center" py="6"><Spinner color="brand.500" /></Flex> : (
          <Table.ScrollArea borderWidth="1px" borderColor="border.muted" borderRadius="md">
            <Table.Root size="sm" aria-label={t('routes.manager.bizGoals')}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader minW="100px" {...STICKY}>{t('bizGoals.name')}</Table.ColumnHeader>
                  {MONTH_KEYS.map((m) => <Table.ColumnHeader key={m} minW="80px" px="1">{t(`bizGoals.month.${m}`)}</Table.ColumnHeader>)}
                  <Table.ColumnHeader minW="120px" textAlign="end">{t('bizGoals.yearTarget')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {drafts.map((draft, index) => (
                  <Table.Row key={`${draft.type}-${draft.objId}`}>
                    <Table.Cell {...STICKY} fontWeight="medium">{draft.name}</Table.Cell>
                    {MONTH_KEYS.map((m) => (
                      <Table.Cell key={m} px="1">
                        <Input size="xs" inputMode="decimal" value={draft.months[m]} aria-label={`${draft.name} ${t(`bizGoals.month.${m}`)}`}
                          aria-invalid={!monthValid(draft.months[m]) || undefined} onChange={(e) => edit(index, m, e.currentTarget.value)} />
                      </Table.Cell>
                    ))}
                    <Table.Cell textAlign="end" aria-label={`${draft.name} ${t('bizGoals.yearTarget')}`}>{formatMoney(yearTarget(draft))}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </SettingsSection>
    </Stack>
  );
}
