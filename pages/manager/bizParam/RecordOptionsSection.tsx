// 跟进记录类型: the types the follow-up form offers (打电话, 发短信, 上门拜访 as seeded), edited as a
// list and saved as a whole (CrmRecord/setRecordOptions).
import { useEffect, useState } from 'react';
import { Button, Flex, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { queryRecordOptions, setRecordOptions } from '../../../server-adapter/crmSettings.ts';
import { toastSuccess } from '../../shell/toaster.tsx';
import { SettingsSection } from '../SettingsSection.tsx';
import { recordOptionsProblem } from './recordOptionsRules.ts';

export function RecordOptionsSection() {
  const { t } = useTranslation();
  const { data, mutate } = useSWR('CrmRecord/queryRecordOptions', queryRecordOptions, { revalidateOnFocus: false });
  const [options, setOptions] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => { if (data) setOptions(data); }, [data]);

  const problem = recordOptionsProblem(options);
  async function save() {
    setTried(true);
    if (problem) return;
    setSaving(true);
    try {
      await setRecordOptions(options.map((o) => o.trim()));
      toastSuccess(t('bizParam.saved'));
      await mutate();
    } catch {
      // the request client has shown the refusal
    } finally {
      setSaving(false);
    }
  }

  return (
    <SettingsSection title={t('bizParam.recordOptions.title')} note={t('bizParam.recordOptions.note')}
      actions={(
        <>
          <Button size="sm" variant="outline" onClick={() => setOptions([...options, ''])}>{t('bizParam.recordOptions.add')}</Button>
          <Button size="sm" colorPalette="brand" loading={saving} onClick={() => void save()}>{t('bizParam.save')}</Button>
        </>
      )}>
      <Stack gap="2" maxW="420px">
        {options.map((option, index) => (
          // eslint-disable-next-line react/no-array-index-key -- rows are positions, not identities
          <Flex key={index} gap="2" align="center">
            <Input size="sm" value={option} maxLength={60} aria-label={t('bizParam.recordOptions.item', { n: index + 1 })}
              onChange={(event) => { const next = [...options]; next[index] = event.currentTarget.value; setOptions(next); }} />
            <IconButton size="sm" variant="ghost" aria-label={t('bizParam.recordOptions.remove', { n: index + 1 })}
              onClick={() => setOptions(options.filter((_, i) => i !== index))}>✕</IconButton>
          </Flex>
        ))}
        {tried && problem && <Text role="alert" fontSize="sm" color="red.600">{problem}</Text>}
      </Stack>
    </SettingsSection>
  );
}
