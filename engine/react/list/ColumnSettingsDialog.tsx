// 列设置: the user's columns of this list (field/queryFieldConfig: shown in order, and hidden), moved
// up and down and shown or hidden; 确定 saves them (field/fieldConfig, at least two shown) and the
// list reloads its heads.
import { useEffect, useState } from 'react';
import { Flex, IconButton, Button, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PageDef } from '../../pages/index.ts';
import { ListDialog } from './ListDialog.tsx';
import type { ListEnvironment } from './listEnvironment.ts';
import { messageOf } from '../errorMessage.ts';

interface Line { id: number; name: string; shown: boolean }

export function ColumnSettingsDialog({ page, env, onSaved, onClose }: { page: PageDef; env: ListEnvironment; onSaved(): void; onClose(): void }) {
  const { t } = useTranslation();
  const [lines, setLines] = useState<Line[] | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    env.api.queryFieldConfig(page.headLabel).then(
      (config) => { if (live) setLines([...config.value.map((c) => ({ id: c.id, name: c.name, shown: true })), ...config.hideValue.map((c) => ({ id: c.id, name: c.name, shown: false }))]); },
      (cause: unknown) => { if (live) { setLines([]); setError(messageOf(cause) || t('list.state.failed')); } },
    );
    return () => { live = false; };
  }, [env.api, page.headLabel, t]);

  const shownCount = lines?.filter((l) => l.shown).length ?? 0;
  const move = (index: number, by: number) => setLines((list) => {
    const next = [...list!];
    const [line] = next.splice(index, 1);
    next.splice(index + by, 0, line!);
    return next;
  });

  return (
    <ListDialog title={t('list.columns.title')} onClose={onClose} problem={error || (lines && shownCount < 2 ? t('list.columns.atLeastTwo') : '')}
      confirmDisabled={!lines || lines.length === 0}
      onConfirm={async () => {
        await env.api.saveFieldConfig(page.headLabel, lines!.filter((l) => l.shown).map((l) => l.id), lines!.filter((l) => !l.shown).map((l) => l.id));
        onSaved();
      }}>
      {lines === null ? (
        <Flex role="status" gap="2" align="center"><Spinner size="sm" /><Text fontSize="sm">{t('list.state.loading')}</Text></Flex>
      ) : (
        <Stack as="ul" gap="0.5" listStyleType="none" maxH="60vh" overflowY="auto" aria-label={t('list.columns.title')}>
          {lines.map((line, index) => (
            <Flex as="li" key={line.id} align="center" gap="2" px="2" py="1" borderRadius="sm" bg={line.shown ? 'bg' : 'bg.muted'} aria-label={line.name}>
              <input type="checkbox" aria-label={`${t('list.columns.show')} ${line.name}`} checked={line.shown}
                onChange={(event) => { const on = event.currentTarget.checked; setLines((list) => list!.map((l, i) => (i === index ? { ...l, shown: on } : l))); }} />
              <Text fontSize="sm" flex="1" color={line.shown ? 'fg' : 'fg.subtle'}>{line.name}</Text>
              <IconButton size="xs" variant="ghost" aria-label={`${t('list.columns.up')} ${line.name}`} disabled={index === 0} onClick={() => move(index, -1)}>↑</IconButton>
              <IconButton size="xs" variant="ghost" aria-label={`${t('list.columns.down')} ${line.name}`} disabled={index === lines.length - 1} onClick={() => move(index, 1)}>↓</IconButton>
            </Flex>
          ))}
          {lines.length === 0 && !error && <Button size="sm" variant="ghost" disabled>{t('empty.noData')}</Button>}
        </Stack>
      )}
    </ListDialog>
  );
}
