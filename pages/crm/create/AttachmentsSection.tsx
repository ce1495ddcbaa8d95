// 图片 and 附件 of a create/edit view (forms.md 2.1: image attachments and file attachments): two
// uploaders of one batch, the record's (`batchId`, sent with the save). A new record has none until
// its first file: the server starts the batch with it and the other uploader joins it. An edited
// record's files arrive in `value` (its `img` and `file` lists, or file/queryByBatchId split by
// kind). Deleting asks 您确定要删除该文件吗? (the file widget's own confirmation).
import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FileItem } from '../../../engine/fields/index.ts';
import type { LingxiDataSources } from '../../../widgets/form/dataSources.ts';
import { FileUploader } from '../../../widgets/fields/file/FileField.tsx';

export interface AttachmentsValue {
  /** The record's batch ('' until the first upload of a new record). */
  batchId: string;
  img: readonly FileItem[];
  file: readonly FileItem[];
}

export interface AttachmentsSectionProps {
  value: AttachmentsValue;
  onChange(value: AttachmentsValue): void;
  sources: LingxiDataSources | null;
  disabled?: boolean;
}

/** A batch's files split as the section shows them: images (fileType img) and the rest. */
export function attachmentsOf(batchId: string, files: readonly FileItem[]): AttachmentsValue {
  const isImage = (file: FileItem) => (file as { fileType?: unknown }).fileType === 'img';
  return { batchId, img: files.filter(isImage), file: files.filter((file) => !isImage(file)) };
}

export function AttachmentsSection({ value, onChange, sources, disabled }: AttachmentsSectionProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="4">
      {(['img', 'file'] as const).map((kind) => (
        <FileUploader key={kind} id={`attachments-${kind}`} title={t(`crm.create.attachments.${kind}`)} images={kind === 'img'}
          value={{ batchId: value.batchId, files: [...value[kind]] }} sources={sources} recordBatchId={value.batchId} disabled={disabled}
          // the first upload of a new record brings the batch both kinds then share
          onChange={(next) => onChange({ ...value, batchId: next.batchId || value.batchId, [kind]: next.files })} />
      ))}
    </Stack>
  );
}
