// 导入: the module's template (<Prefix>/downloadExcel), a file, what to do with duplicates (覆盖 /
// 跳过) and an optional owner; 开始导入 uploads it (<Prefix>/uploadExcel) and follows the import
// (system/message/queryImportNum until it finishes, then queryImportInfo's totals).
import { useEffect, useRef, useState } from 'react';
import { Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PageToolbarAction } from '../../pages/index.ts';
import { MemberPicker } from '../../../widgets/pickers/MemberPicker.tsx';
import type { MemberUser } from '../../../widgets/form/dataSources.ts';
import { Choice, ListDialog } from './ListDialog.tsx';
import type { ListEnvironment } from './listEnvironment.ts';

export function ImportDialog({ action, env, typeName, onFinished, onClose }: { action: PageToolbarAction; env: ListEnvironment; typeName: string; onFinished(): void; onClose(): void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [repeat, setRepeat] = useState<1 | 2>(2);
  const [owner, setOwner] = useState<MemberUser | null>(null);
  const [progress, setProgress] = useState<string>('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => { if (timer.current) clearTimeout(timer.current); }, []);

  function follow(messageId: number | string) {
    const poll = async () => {
      const done = await env.api.queryImportNum?.(messageId).catch(() => null);
      if (done === null || done === undefined) {
        const info = await env.api.queryImportInfo?.(messageId).catch(() => null);
        setProgress(info ? t('list.importDialog.done', { total: info.totalSize, errors: info.errSize }) : t('list.importDialog.started'));
        onFinished();
        return;
      }
      setProgress(t('list.importDialog.progress', { count: done }));
      timer.current = setTimeout(() => void poll(), 2000);
    };
    void poll();
  }

  return (
    <ListDialog title={t('list.importDialog.title', { type: typeName })} confirmLabel={t('list.importDialog.start')} confirmDisabled={!file || !env.api.uploadImport || Boolean(progress)}
      onClose={onClose}
      onConfirm={async () => {
        const messageId = await env.api.uploadImport!(action.call!, { file: file!, repeatHandling: repeat, ownerUserId: owner ? Number(owner.userId) : undefined });
        setProgress(t('list.importDialog.started'));
        if (messageId !== null && messageId !== undefined && env.api.queryImportNum) follow(messageId);
        else onFinished();
      }}>
      <Stack gap="4" fontSize="sm">
        <Flex><Button size="xs" variant="outline" onClick={() => void env.api.download({ call: action.templateCall!, params: {}, fallbackName: `${typeName}导入模板.xlsx` }).catch(() => undefined)}>{t('list.importDialog.template')}</Button></Flex>
        <Flex align="center" gap="3">
          <Text minW="6em" fontWeight="medium">{t('list.importDialog.file')}</Text>
          <Input size="sm" type="file" accept=".xls,.xlsx" aria-label={t('list.importDialog.file')} onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)} />
        </Flex>
        <Flex align="center" gap="4" role="radiogroup" aria-label={t('list.importDialog.repeat')}>
          <Text minW="6em" fontWeight="medium">{t('list.importDialog.repeat')}</Text>
          <Choice type="radio" name="repeat" checked={repeat === 1} onChange={() => setRepeat(1)} label={t('list.importDialog.overwrite')} />
          <Choice type="radio" name="repeat" checked={repeat === 2} onChange={() => setRepeat(2)} label={t('list.importDialog.skip')} />
        </Flex>
        <Flex align="center" gap="3">
          <Text minW="6em" fontWeight="medium">{t('list.importDialog.owner')}</Text>
          <MemberPicker multiple={false} hideDepts users={owner ? [owner] : []} loadUsers={env.users} loadDepts={env.deptTree} onConfirm={(users) => setOwner(users[0] ?? null)}>
            <Button size="xs" variant="outline">{owner ? owner.realname : t('list.member.pick')}</Button>
          </MemberPicker>
        </Flex>
        {progress && <Text role="status">{progress}</Text>}
      </Stack>
    </ListDialog>
  );
}
