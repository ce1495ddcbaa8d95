// 导入: the module's template (<Prefix>/downloadExcel), a .xlsx file, what to do with duplicates
// (覆盖 / 跳过) and an optional owner; 开始导入 uploads it (<Prefix>/uploadExcel), whose answer is
// the import's message id. The server imports in the background, so the dialog follows it
// (system/message/queryImportNum until it answers null, then queryImportInfo's counts), reloads
// the list when it ends, and offers the failed rows (system/message/downImportError) when any.
import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PageToolbarAction } from '../../pages/index.ts';
import { MemberPicker } from '../../../widgets/pickers/MemberPicker.tsx';
import type { MemberUser } from '../../../widgets/form/dataSources.ts';
import { Choice } from '../dialogs/Choice.tsx';
import { ListDialog } from './ListDialog.tsx';
import type { ListEnvironment } from './listEnvironment.ts';
import { messageOf } from '../errorMessage.ts';

const POLL_MS = 1000;
/** A progress call may fail once in a while (a restart, a blip); this many in a row ends the wait. */
const MAX_POLL_FAILURES = 5;

type ImportState =
  | { phase: 'choosing' }
  | { phase: 'running'; done: number | null }
  | { phase: 'finished'; messageId: number | string; total: number; errors: number; interrupted: boolean; saved?: number; skipped?: number }
  | { phase: 'lost'; message: string };

/**
 * The result line: every count the server knows (共 3 条，成功 1 条，跳过 1 条，失败 1 条), only the
 * totals when it does not (an import whose process died reports no saved and skipped counts).
 */
function resultText(t: TFunction, state: Extract<ImportState, { phase: 'finished' }>): string {
  const counts = { total: state.total, errors: state.errors, saved: state.saved, skipped: state.skipped };
  const known = state.saved !== undefined && state.skipped !== undefined;
  if (state.interrupted) return t(known ? 'list.importDialog.interruptedCounts' : 'list.importDialog.interrupted', counts);
  return t(known ? 'list.importDialog.doneCounts' : 'list.importDialog.done', counts);
}

export function ImportDialog({ action, env, typeName, onFinished, onClose }: { action: PageToolbarAction; env: ListEnvironment; typeName: string; onFinished(): void; onClose(): void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [repeat, setRepeat] = useState<1 | 2>(2);
  const [owner, setOwner] = useState<MemberUser | null>(null);
  const [state, setState] = useState<ImportState>({ phase: 'choosing' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => { if (timer.current) clearTimeout(timer.current); }, []);

  function follow(messageId: number | string) {
    let failures = 0;
    const poll = async () => {
      let done: number | null;
      try {
        done = (await env.api.queryImportNum!(messageId)) ?? null;
        failures = 0;
      } catch (cause) {
        failures += 1;
        if (failures >= MAX_POLL_FAILURES) {
          setState({ phase: 'lost', message: messageOf(cause) || t('list.state.failed') });
          return;
        }
        timer.current = setTimeout(() => void poll(), POLL_MS);
        return;
      }
      if (done !== null) {
        setState({ phase: 'running', done });
        timer.current = setTimeout(() => void poll(), POLL_MS);
        return;
      }
      const info = await env.api.queryImportInfo?.(messageId).catch(() => null);
      setState({
        phase: 'finished', messageId, total: info?.totalSize ?? 0, errors: info?.errSize ?? 0,
        interrupted: info?.status === 'failed' || info?.status === 'stopped',
        ...(info?.successSize !== undefined && info.skipSize !== undefined ? { saved: info.successSize, skipped: info.skipSize } : {}),
      });
      onFinished();
    };
    void poll();
  }

  function downloadErrors(messageId: number | string) {
    void env.api.download({ call: 'system/message/downImportError', params: { messageId }, fallbackName: `${typeName}导入错误数据.xlsx` }).catch(() => undefined);
  }

  const finished = state.phase === 'finished' || state.phase === 'lost';
  return (
    <ListDialog title={t('list.importDialog.title', { type: typeName })}
      confirmLabel={finished ? t('list.dialog.close') : t('list.importDialog.start')}
      confirmDisabled={!finished && (!file || !env.api.uploadImport || state.phase === 'running')}
      onClose={onClose}
      onConfirm={async () => {
        if (finished) return onClose();
        const messageId = await env.api.uploadImport!(action.call!, { file: file!, repeatHandling: repeat, ownerUserId: owner ? Number(owner.userId) : undefined });
        if (messageId === null || messageId === undefined || !env.api.queryImportNum) {
          onFinished();
          onClose();
          return;
        }
        setState({ phase: 'running', done: null });
        follow(messageId);
      }}>
      <Stack gap="4" fontSize="sm">
        <Flex><Button size="xs" variant="outline" onClick={() => void env.api.download({ call: action.templateCall!, params: {}, fallbackName: `${typeName}导入模板.xlsx` }).catch(() => undefined)}>{t('list.importDialog.template')}</Button></Flex>
        <Flex align="center" gap="3">
          <Text minW="6em" fontWeight="medium">{t('list.importDialog.file')}</Text>
          {/* The browser's own file input speaks the browser's language ("Choose File"): a hidden one behind our button. */}
          <input ref={fileInput} type="file" hidden accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" aria-label={t('list.importDialog.file')}
            disabled={state.phase !== 'choosing'} onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)} />
          <Button size="xs" variant="outline" disabled={state.phase !== 'choosing'} onClick={() => fileInput.current?.click()}>{t('list.importDialog.file')}</Button>
          <Text color={file ? 'fg' : 'fg.muted'} truncate title={file?.name}>{file ? file.name : t('list.importDialog.noFile')}</Text>
        </Flex>
        <Flex align="center" gap="4" role="radiogroup" aria-label={t('list.importDialog.repeat')}>
          <Text minW="6em" fontWeight="medium">{t('list.importDialog.repeat')}</Text>
          <Choice type="radio" name="repeat" checked={repeat === 1} onChange={() => setRepeat(1)} label={t('list.importDialog.overwrite')} />
          <Choice type="radio" name="repeat" checked={repeat === 2} onChange={() => setRepeat(2)} label={t('list.importDialog.skip')} />
        </Flex>
        <Flex align="center" gap="3">
          <Text minW="6em" fontWeight="medium">{t('list.importDialog.owner')}</Text>
          <MemberPicker multiple={false} hideDepts users={owner ? [owner] : []} loadUsers={env.users} loadDepts={env.deptTree} onConfirm={(users) => setOwner(users[0] ?? null)}>
            <Button size="xs" variant="outline" disabled={state.phase !== 'choosing'}>{owner ? owner.realname : t('list.member.pick')}</Button>
          </MemberPicker>
        </Flex>
        {state.phase === 'running' && (
          <Text role="status">{state.done === null ? t('list.importDialog.started') : t('list.importDialog.progress', { count: state.done })}</Text>
        )}
        {state.phase === 'finished' && (
          <Flex role="status" align="center" gap="3" wrap="wrap">
            <Text color={state.errors > 0 || state.interrupted ? 'orange.700' : 'green.700'}>
              {resultText(t, state)}
            </Text>
            {state.errors > 0 && (
              <Button size="xs" variant="plain" colorPalette="brand" px="0" textDecoration="underline" onClick={() => downloadErrors(state.messageId)}>
                {t('list.importDialog.downloadErrors')}
              </Button>
            )}
          </Flex>
        )}
        {state.phase === 'lost' && <Text role="alert" color="red.700">{state.message}</Text>}
      </Stack>
    </ListDialog>
  );
}
