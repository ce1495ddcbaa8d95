// 附件: the files of the record's batch (file/queryByBatchId with the record's batchId). With the
// record's edit right: 上传附件 adds files to that batch, a file's delete asks 您确定要删除该文件吗?.
import { useRef, useState, type ChangeEvent } from 'react';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FileList } from '../../../../widgets/fields/file/FileList.tsx';
import { ConfirmDeleteDialog } from '../../../../widgets/fields/file/ConfirmDeleteDialog.tsx';
import type { FileItem } from '../../../fields/index.ts';
import type { BatchFile, CrmDetailApi } from '../../../../server-adapter/crmDetail.ts';
import { useEngineService } from '../../environment/index.ts';
import { useDetailLoad } from '../useDetailLoad.ts';
import { TabStatus } from './TabStatus.tsx';

export function toFileItems(files: readonly BatchFile[]): FileItem[] {
  return files.map((file) => ({ fileId: file.fileId, name: file.name, size: file.size, bytes: file.bytes, url: file.filePath, batchId: file.batchId }) as unknown as FileItem);
}

export function FilesTab({ batchId, api, version, canEdit }: { batchId: string; api: CrmDetailApi; version: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const notify = useEngineService('notify');
  const load = useDetailLoad(() => (batchId ? api.queryFiles(batchId, { silent: true }) : Promise.resolve([])), [batchId, version]);
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<number | null>(null);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    if (files.length === 0) return;
    setBusy(true);
    try {
      for (const file of files) await api.uploadFile(file, file.type.startsWith('image/') ? 'img' : 'file', batchId);
      notify.success(t('detail.success'));
    } catch {
      // the request client showed the message
    } finally {
      setBusy(false);
      load.reload();
    }
  }

  async function remove(index: number) {
    const file = load.data?.[index];
    setPending(null);
    if (!file) return;
    try {
      await api.removeFile(file.fileId);
      notify.success(t('detail.success'));
    } catch {
      // shown by the request client
    }
    load.reload();
  }

  return (
    <Stack gap="3">
      {canEdit && batchId ? (
        <Flex justify="flex-end">
          <input ref={inputRef} type="file" multiple hidden onChange={upload} aria-label={t('detail.files.upload')} />
          <Button size="xs" colorPalette="brand" loading={busy} onClick={() => inputRef.current?.click()}>{t('detail.files.upload')}</Button>
        </Flex>
      ) : null}
      <TabStatus load={load} empty={(rows) => rows.length === 0}>
        {(rows) => (
          <>
            <FileList files={toFileItems(rows)} images={false} disabled={busy} onRemove={canEdit ? (index) => setPending(index) : undefined} />
            <Text fontSize="xs" color="fg.muted">{t('detail.files.count', { count: rows.length })}</Text>
          </>
        )}
      </TabStatus>
      <ConfirmDeleteDialog open={pending !== null} onCancel={() => setPending(null)} onConfirm={() => pending !== null && void remove(pending)} />
    </Stack>
  );
}
