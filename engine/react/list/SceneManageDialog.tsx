// 场景管理: the module's scenes (scene/querySceneConfig) in their order, shown or hidden; each can be
// moved, shown/hidden, made the default (scene/setDefaultScene), edited (name and conditions, in the
// filter dialog) or deleted (scene/deleteScene; system scenes cannot). 确定 saves the order and
// visibility (scene/sceneConfig). 新建场景 opens the filter dialog with 保存为场景 ticked.
import { useEffect, useState } from 'react';
import { Badge, Box, Button, Flex, IconButton, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PageDef } from '../../pages/index.ts';
import type { Scene } from '../../../server-adapter/scenes.ts';
import { ListDialog } from './ListDialog.tsx';
import type { ListEnvironment } from './listEnvironment.ts';
import { messageOf } from '../errorMessage.ts';

export interface SceneManageDialogProps {
  page: PageDef;
  env: ListEnvironment;
  onEdit(scene: Scene): void;
  onAdd(): void;
  /** Something changed on the server: the screen reloads its scenes. */
  onChanged(): void;
  onClose(): void;
}

interface Line { scene: Scene; shown: boolean }

export function SceneManageDialog({ page, env, onEdit, onAdd, onChanged, onClose }: SceneManageDialogProps) {
  const { t } = useTranslation();
  const [lines, setLines] = useState<Line[] | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    let live = true;
    env.scenes.querySceneConfig(page.type).then(
      (config) => { if (live) setLines([...config.value.map((scene) => ({ scene, shown: true })), ...config.hideValue.map((scene) => ({ scene, shown: false }))]); },
      (cause: unknown) => { if (live) { setLines([]); setError(messageOf(cause) || t('list.state.failed')); } },
    );
    return () => { live = false; };
  }, [env.scenes, page.type, t]);

  /**
   * 设为默认 and 删除 are saved at once; the lines then change in place (`local`) rather than being
   * loaded again, so the order and the hide/show choices not saved yet (确定 saves them) survive.
   */
  async function act(work: () => Promise<void>, local: (list: Line[]) => Line[]) {
    setError('');
    try {
      await work();
      onChanged();
      setLines((list) => (list ? local(list) : list));
    } catch (cause) {
      setError(messageOf(cause) || t('list.state.failed'));
    }
  }

  const move = (index: number, by: number) => setLines((list) => {
    if (!list) return list;
    const next = [...list];
    const [line] = next.splice(index, 1);
    next.splice(Math.max(0, Math.min(next.length, index + by)), 0, line!);
    return next;
  });

  return (
    <ListDialog title={t('list.scene.manage')} size="lg" onClose={onClose} problem={error}
      footerStart={<Button size="sm" variant="outline" mr="auto" onClick={onAdd}>+ {t('list.scene.add')}</Button>}
      onConfirm={async () => {
        if (lines) {
          await env.scenes.saveSceneConfig(page.type, lines.filter((l) => l.shown).map((l) => l.scene.sceneId), lines.filter((l) => !l.shown).map((l) => l.scene.sceneId));
          onChanged();
        }
        onClose();
      }}>
      {lines === null ? (
        <Flex role="status" gap="2" align="center"><Spinner size="sm" /><Text fontSize="sm">{t('list.state.loading')}</Text></Flex>
      ) : (
        <Stack as="ul" gap="1" listStyleType="none" aria-label={t('list.scene.manage')}>
          {lines.map((line, index) => {
            const { scene } = line;
            const system = Number(scene.isSystem) === 1;
            const isDefault = Number(scene.isDefault) === 1;
            return (
              <Flex as="li" key={scene.sceneId} align="center" gap="2" px="2" py="1.5" borderRadius="sm" bg={line.shown ? 'bg' : 'bg.muted'} aria-label={scene.name}>
                <Text fontSize="sm" flex="1" color={line.shown ? 'fg' : 'fg.subtle'}>{scene.name}</Text>
                {isDefault && <Badge colorPalette="brand" size="sm">{t('list.scene.default')}</Badge>}
                {system && <Badge size="sm">{t('list.scene.system')}</Badge>}
                <IconButton size="xs" variant="ghost" aria-label={`${t('list.columns.up')} ${scene.name}`} disabled={index === 0} onClick={() => move(index, -1)}>↑</IconButton>
                <IconButton size="xs" variant="ghost" aria-label={`${t('list.columns.down')} ${scene.name}`} disabled={index === lines.length - 1} onClick={() => move(index, 1)}>↓</IconButton>
                <Button size="xs" variant="ghost" onClick={() => setLines((list) => list!.map((l, i) => (i === index ? { ...l, shown: !l.shown } : l)))}>
                  {line.shown ? t('list.scene.hide') : t('list.scene.show')}
                </Button>
                <Button size="xs" variant="ghost" disabled={isDefault} onClick={() => void act(() => env.scenes.setDefaultScene(scene.sceneId),
                  (list) => list.map((l) => ({ ...l, scene: { ...l.scene, isDefault: l.scene.sceneId === scene.sceneId ? 1 : 0 } })))}>{t('list.scene.setDefault')}</Button>
                {!system && <Button size="xs" variant="ghost" onClick={() => onEdit(scene)}>{t('list.scene.edit')}</Button>}
                {!system && (
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => {
                    if (window.confirm(t('list.scene.deleteConfirm', { name: scene.name }))) void act(() => env.scenes.deleteScene(scene.sceneId), (list) => list.filter((l) => l.scene.sceneId !== scene.sceneId));
                  }}>{t('list.scene.delete')}</Button>
                )}
              </Flex>
            );
          })}
          {lines.length === 0 && <Box fontSize="sm" color="fg.muted">{t('list.scene.noConditions')}</Box>}
        </Stack>
      )}
    </ListDialog>
  );
}
