// /manager/customer (客户公海规则): the rule that returns customers to the public pool (days
// without a follow-up, days without a deal after receiving one), its reminder before that happens,
// and the contract-expiry reminder of 待办事项. The server applies the pool rule in its pool job and
// checks every value again (manage.crm.setting); the checks here only spare a round trip, with
// the server's own words.
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Checkbox, Field, Flex, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { PageProps } from '../../../engine/react/index.ts';
import { getRulesSetting, setContractConfig, updateRulesSetting } from '../../../server-adapter/crmSettings.ts';
import { toastSuccess } from '../../shell/toaster.tsx';
import { SettingsSection } from '../SettingsSection.tsx';
import { daysError } from './daysInput.ts';

const KEY = 'CrmCustomer/getRulesSetting';

function Section({ title, note, children, onSave, saving }: { title: string; note: string; children: ReactNode; onSave(): void; saving: boolean }) {
  const { t } = useTranslation();
  return (
    <SettingsSection title={title} note={note} actions={<Button size="sm" colorPalette="brand" loading={saving} onClick={onSave}>{t('poolRules.save')}</Button>}>
      {children}
    </SettingsSection>
  );
}

function Switch({ label, checked, onChange }: { label: string; checked: boolean; onChange(next: boolean): void }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(d) => onChange(d.checked === true)} colorPalette="brand">
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** "超过 [ N ] 天…": a sentence around a number of days. */
function DaysField({ label, before, after, value, onChange, error, disabled }: {
  label: string; before: string; after: string; value: string; onChange(next: string): void; error: string | null; disabled?: boolean;
}) {
  return (
    <Field.Root invalid={error !== null} disabled={disabled}>
      <Flex align="center" gap="2" fontSize="sm" wrap="wrap">
        <Text as="span">{before}</Text>
        <Input size="sm" w="90px" inputMode="numeric" aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
        <Text as="span">{after}</Text>
      </Flex>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export default function CustomerPoolPage(_props: PageProps) {
  const { t } = useTranslation();
  const { data, error, mutate } = useSWR(KEY, getRulesSetting, { revalidateOnFocus: false });
  const [pool, setPool] = useState({ enabled: false, followupDay: '', dealDay: '', remind: false, remindDays: '' });
  const [contract, setContract] = useState({ enabled: false, days: '' });
  const [checked, setChecked] = useState({ pool: false, contract: false });
  const [saving, setSaving] = useState<'pool' | 'contract' | null>(null);

  useEffect(() => {
    if (!data) return;
    setPool({
      enabled: Number(data.customerConfig) === 1, followupDay: String(data.followupDay ?? ''), dealDay: String(data.dealDay ?? ''),
      remind: Number(data.putInPoolRemindConfig) === 1, remindDays: String(data.putInPoolRemindDays ?? ''),
    });
    setContract({ enabled: Number(data.contractConfig) === 1, days: String(data.contractDay ?? '') });
  }, [data]);

  const poolErrors = {
    followupDay: daysError(pool.followupDay, t('poolRules.followupDayLabel'), pool.enabled),
    dealDay: daysError(pool.dealDay, t('poolRules.dealDayLabel'), pool.enabled),
    remindDays: daysError(pool.remindDays, t('poolRules.remindDaysLabel'), pool.enabled && pool.remind),
  };
  const contractError = daysError(contract.days, t('poolRules.contractDayLabel'), contract.enabled);

  async function save(which: 'pool' | 'contract', run: () => Promise<void>, valid: boolean) {
    setChecked((current) => ({ ...current, [which]: true }));
    if (!valid) return;
    setSaving(which);
    try {
      await run();
      toastSuccess(t('poolRules.saved'));
      await mutate();
    } catch {
      // the request client has shown the server's refusal; the form keeps what was typed
    } finally {
      setSaving(null);
    }
  }

  if (error && !data) return <Text role="alert" color="red.600">{t('poolRules.loadFailed')}</Text>;
  if (!data) return <Flex justify="center" py="10"><Spinner color="brand.500" /></Flex>;

  const shown = (message: string | null, which: 'pool' | 'contract') => (checked[which] ? message : null);
  // an empty box (allowed while its switch is off) is left out: the server keeps its value
  const number = (value: string) => (value.trim() === '' ? undefined : Number(value.trim()));
  return (
    <Stack gap="4" maxW="860px">
      <Heading as="h1" size="lg">{t('routes.manager.customerPool')}</Heading>

      <Section title={t('poolRules.poolTitle')} note={t('poolRules.poolNote')} saving={saving === 'pool'}
        onSave={() => void save('pool', () => updateRulesSetting({
          type: pool.enabled ? 1 : 0,
          followupDay: number(pool.followupDay), dealDay: number(pool.dealDay),
          putInPoolRemindConfig: pool.enabled && pool.remind ? 1 : 0, putInPoolRemindDays: number(pool.remindDays),
        }), !Object.values(poolErrors).some(Boolean))}>
        <Switch label={t('poolRules.enable')} checked={pool.enabled} onChange={(enabled) => setPool({ ...pool, enabled })} />
        <DaysField label={t('poolRules.followupDayLabel')} before={t('poolRules.followupBefore')} after={t('poolRules.followupAfter')}
          value={pool.followupDay} onChange={(followupDay) => setPool({ ...pool, followupDay })} error={shown(poolErrors.followupDay, 'pool')} disabled={!pool.enabled} />
        <DaysField label={t('poolRules.dealDayLabel')} before={t('poolRules.dealBefore')} after={t('poolRules.dealAfter')}
          value={pool.dealDay} onChange={(dealDay) => setPool({ ...pool, dealDay })} error={shown(poolErrors.dealDay, 'pool')} disabled={!pool.enabled} />
        <Text fontSize="xs" color="fg.muted">{t('poolRules.exempt')}</Text>
        <Switch label={t('poolRules.remind')} checked={pool.enabled && pool.remind} onChange={(remind) => setPool({ ...pool, remind })} />
        <DaysField label={t('poolRules.remindDaysLabel')} before={t('poolRules.remindBefore')} after={t('poolRules.remindAfter')}
          value={pool.remindDays} onChange={(remindDays) => setPool({ ...pool, remindDays })} error={shown(poolErrors.remindDays, 'pool')}
          disabled={!pool.enabled || !pool.remind} />
      </Section>

      <Section title={t('poolRules.contractTitle')} note={t('poolRules.contractNote')} saving={saving === 'contract'}
        onSave={() => void save('contract', () => setContractConfig(contract.enabled ? 1 : 0, number(contract.days)), contractError === null)}>
        <Switch label={t('poolRules.contractEnable')} checked={contract.enabled} onChange={(enabled) => setContract({ ...contract, enabled })} />
        <DaysField label={t('poolRules.contractDayLabel')} before={t('poolRules.contractBefore')} after={t('poolRules.contractAfter')}
          value={contract.days} onChange={(days) => setContract({ ...contract, days })} error={shown(contractError, 'contract')} disabled={!contract.enabled} />
      </Section>
    </Stack>
  );
}
