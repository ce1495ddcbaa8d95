// The pieces of column management drawn on the board: the last, ghost column that adds one
// (新建列表), and a column's own menu (重命名 in place, 删除 after a confirmation saying where its
// cards go). The calls behind them are useColumnEditing's.
import { useState } from 'react';
import { Button, Flex, IconButton, Input, Menu, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../dialogs/ActionDialog.tsx';
import { COLUMN_WIDTH } from './cardFacts.ts';

/**
 * A name box: Enter or 添加 saves, then `done` (or, with `again`, it empties for the next one: a
 * card added at a column's foot); Escape closes. The server's refusal keeps the text to correct.
 */
export function NameInput({ initial = '', label, placeholder, maxLength = 50, again = false, onSave, onDone }: {
  initial?: string; label: string; placeholder?: string; maxLength?: number; again?: boolean; onSave(name: string): Promise<void>; onDone(): void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const name = text.trim();
    if (!name || busy) return;
    setBusy(true);
    try {
      await onSave(name);
      if (again) setText('');
      else onDone();
    } catch {
      // shown by the request client; the text stays to correct
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex gap="1" flex="1" minW="0">
      <Input size="xs" autoFocus value={text} maxLength={maxLength} aria-label={label} placeholder={placeholder} onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void save();
          if (event.key === 'Escape') onDone();
        }} />
      <Button size="xs" colorPalette="brand" loading={busy} onClick={() => void save()}>{t('list.board.addConfirm')}</Button>
    </Flex>
  );
}

export function NewColumn({ onAdd }: { onAdd(name: string): Promise<void> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Flex w={`${COLUMN_WIDTH}px`} flexShrink={0} align="flex-start" p="2" borderRadius="md" borderWidth="1px" borderStyle="dashed" borderColor="border" h="fit-content">
      {open
        ? <NameInput label={t('list.board.newColumn')} onSave={onAdd} onDone={() => setOpen(false)} />
        : <Button size="sm" variant="ghost" w="full" justifyContent="flex-start" color="fg.muted" onClick={() => setOpen(true)}>{t('list.board.newColumnButton')}</Button>}
    </Flex>
  );
}

/** A column's ⋯ menu: 重命名 / 左移 / 右移 / 删除, each only when offered. */
export function ColumnMenu({ label, onRename, onRemove, onLeft, onRight }: {
  label: string; onRename?(): void; onRemove?(name: string): Promise<void>; onLeft?(): void; onRight?(): void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  if (!onRename && !onRemove && !onLeft && !onRight) return null;
  const chosen: Record<string, (() => void) | undefined> = { rename: onRename, left: onLeft, right: onRight, remove: () => setConfirming(true) };
  return (
    <>
      <Menu.Root onSelect={(details) => chosen[details.value]?.()}>
        <Menu.Trigger asChild>
          <IconButton size="2xs" variant="ghost" aria-label={t('list.board.columnMenu', { name: label })} ml="auto">⋯</IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {onRename && <Menu.Item value="rename">{t('list.board.renameColumn')}</Menu.Item>}
              {onLeft && <Menu.Item value="left">{t('list.board.moveLeft')}</Menu.Item>}
              {onRight && <Menu.Item value="right">{t('list.board.moveRight')}</Menu.Item>}
              {onRemove && <Menu.Item value="remove" color="red.600">{t('list.board.removeColumn')}</Menu.Item>}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {confirming && onRemove && (
        <ActionDialog title={t('list.board.removeColumnTitle', { name: label })} danger alert confirmLabel={t('list.board.removeColumn')}
          onClose={() => setConfirming(false)} onConfirm={async () => { await onRemove(label); setConfirming(false); }}>
          <Text fontSize="sm">{t('list.board.removeColumnText')}</Text>
        </ActionDialog>
      )}
    </>
  );
}
