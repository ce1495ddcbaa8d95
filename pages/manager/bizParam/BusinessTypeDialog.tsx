// 新建/编辑商机组: the group's name and its stages in order, each with its win rate (赢单率 %). The
// departments a group is limited to are kept as they are (every department for a new group).
import { useState } from 'react';
import { Button, Field, Flex, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../../engine/react/dialogs/ActionDialog.tsx';
import { type BusinessTypeRow, saveBusinessType } from '../../../server-adapter/crmSettings.ts';
import { stagesProblem } from './recordOptionsRules.ts';

interface StageDraft { name: string; rate: string }

export function BusinessTypeDialog({ type, onSaved, onClose }: { type: BusinessTypeRow | null; onSaved(): void; onClose(): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(type?.name ?? '');
  const [stages, setStages] = useState<StageDraft[]>(
    type ? type.statusList.map((s) => ({ name: s.name, rate: String(s.rate ?? '') })) : [{ name: '', rate: '' }],
  );
  const [tried, setTried] = useState(false);
  const problem = stagesProblem(name, stages);
  const setStage = (index: number, patch: Partial<StageDraft>) => setStages(stages.map((s, i) => (i === index ? { ...s, ...patch } : s)));

  return (
    <ActionDialog size="md" title={t(type ? 'bizParam.types.edit' : 'bizParam.types.create')} onClose={onClose}
      problem={tried && problem ? problem : undefined}
      onConfirm={async () => {
        setTried(true);
        if (problem) throw new Error(problem);
        await saveBusinessType({ typeId: type?.typeId, name: name.trim() },
          stages.map((s) => ({ name: s.name.trim(), rate: s.rate.trim() })), (type?.deptIds ?? []).map((d) => d.id));
        onSaved();
      }}>
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>{t('bizParam.types.name')}</Field.Label>
          <Input size="sm" value={name} maxLength={60} onChange={(event) => setName(event.currentTarget.value)} />
        </Field.Root>
        <Stack gap="2">
          <Text fontSize="sm" fontWeight="medium">{t('bizParam.types.stages')}</Text>
          {stages.map((stage, index) => (
            // eslint-disable-next-line react/no-array-index-key -- rows are positions: the order is the stage order
            <Flex key={index} gap="2" align="center">
              <Text fontSize="sm" w="3.5em" flexShrink={0} color="fg.muted">{t('bizParam.types.stageN', { n: index + 1 })}</Text>
              <Input size="sm" value={stage.name} maxLength={60} aria-label={t('bizParam.types.stageName', { n: index + 1 })}
                onChange={(event) => setStage(index, { name: event.currentTarget.value })} />
              <Input size="sm" w="90px" inputMode="decimal" value={stage.rate} aria-label={t('bizParam.types.stageRate', { n: index + 1 })}
                placeholder={t('bizParam.types.rate')} onChange={(event) => setStage(index, { rate: event.currentTarget.value })} />
              <Text fontSize="sm">%</Text>
              <IconButton size="sm" variant="ghost" aria-label={t('bizParam.types.removeStage', { n: index + 1 })} disabled={stages.length === 1}
                onClick={() => setStages(stages.filter((_, i) => i !== index))}>✕</IconButton>
            </Flex>
          ))}
          <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => setStages([...stages, { name: '', rate: '' }])}>
            {t('bizParam.types.addStage')}
          </Button>
          <Text fontSize="xs" color="fg.muted">{t('bizParam.types.endNote')}</Text>
        </Stack>
      </Stack>
    </ActionDialog>
  );
}
