// formType `file` (附件), an rjsf *field* (its value is an object, which rjsf's ObjectField would not
// hand to a widget): `{batchId, files: [{fileId, name, size, url, batchId}]}` (forms.md 3.8; the
// engine sends the batch id, or '' without files).
//
// 上传附件 (or 上传图片 with 'ui:options'.fileType 'img') opens the browser's file chooser; each file
// goes through the data sources' `uploadFile(file, {type, batchId})`, one after the other so they
// all join one batch: the value's batch, else the record's (`formContext.batchId`, edit mode), else
// the one the server starts with the first file. Deleting asks 您确定要删除该文件吗? (titled 提示);
// 取消 shows 已取消操作, 确定 deletes the file on the server (`deleteFile`) and from the value.
//
// The FieldTemplate renders only the error of an object field, so this field draws its own label:
// a group label, tied to the group of the button and the list. The uploader itself (FileUploader)
// also serves sections outside a form's fields: an approval's 图片 and 附件 (one batch for both).
import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import type { LingxiDataSources } from '../../form/dataSources.ts';
import { normalizeValue, type FileItem, type FileValue } from '../../../engine/fields/index.ts';
import FieldLabel from '../../form/FieldLabel.tsx';
import { useDataSources, useFormBatchId } from '../../form/dataSources.ts';
import { errorId, hasError, labelId } from '../../form/ids.ts';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog.tsx';
import { FileList } from './FileList.tsx';
import { fileText } from './strings.ts';

/** How long 已取消操作 (and other notes) stay before they fade. */
export const NOTE_MS = 3000;

type Note = { tone: 'info' | 'error'; text: string } | null;

function FileField(props: FieldProps) {
  const { formData, onChange, onBlur, fieldPathId, schema, uiSchema, name, required, registry } = props;
  const id = fieldPathId.$id;
  const uiOptions = getUiOptions(uiSchema);
  const value = useMemo(() => normalizeValue('file', formData) as FileValue, [formData]);
  return (
    <FileUploader id={id} title={String(uiOptions.title ?? schema.title ?? name)} required={required} images={uiOptions.fileType === 'img'}
      value={value} onChange={(next) => onChange(next, fieldPathId.path)} onBlur={() => onBlur(id, value)}
      disabled={Boolean(props.disabled || uiOptions.disabled)} readonly={Boolean(props.readonly || uiOptions.readonly)} invalid={hasError(props)}
      sources={useDataSources(registry)} recordBatchId={useFormBatchId(registry)} />
  );
}

export interface FileUploaderProps {
  id: string;
  title: string;
  required?: boolean;
  /** 上传图片 (image/* only, thumbnails) instead of 上传附件. */
  images?: boolean;
  value: FileValue;
  onChange(next: FileValue): void;
  /** The focus left the button and the list altogether. */
  onBlur?(): void;
  disabled?: boolean;
  readonly?: boolean;
  invalid?: boolean;
  /** The upload and delete calls; without them the button says where they are missing. */
  sources: LingxiDataSources | null;
  /** The batch new files join when the value has none yet (the record's, or a sibling uploader's). */
  recordBatchId?: string;
}

/** The button, the file list and the delete confirmation of one batch's files of one kind. */
export function FileUploader({ id, title, required, images = false, value, onChange, onBlur, disabled: off, readonly: readOnly, invalid: bad, sources, recordBatchId = '' }: FileUploaderProps) {
  const disabled = Boolean(off);
  const readonly = Boolean(readOnly);
  const invalid = Boolean(bad);
  // Uploads are async: each one commits on top of the latest value, not the one it started from.
  const valueRef = useRef(value);
  valueRef.current = value;
  const inputRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);
  const [pending, setPending] = useState<number | null>(null);
  // The file awaiting confirmation; a ref too, so a second close event cannot cancel twice.
  const pendingRef = useRef<number | null>(null);

  useEffect(() => {
    if (!note) return undefined;
    const timer = setTimeout(() => setNote(null), NOTE_MS);
    return () => clearTimeout(timer);
  }, [note]);

  const commit = useCallback((next: FileValue) => onChange(next), [onChange]);

  const upload = useCallback(
    async (files: File[]) => {
      if (!sources || files.length === 0) return;
      setBusy(true);
      setNote(null);
      let batchId = valueRef.current.batchId || recordBatchId;
      try {
        for (const file of files) {
          const uploaded = await sources.uploadFile(file, { type: images ? 'img' : 'file', batchId });
          batchId = uploaded.batchId || batchId;
          const added: FileItem = { ...uploaded, batchId };
          const next = { batchId, files: [...valueRef.current.files, added] };
          valueRef.current = next;
          commit(next);
        }
      } catch {
        // The request client has told the user why; the files uploaded so far stay.
        setNote({ tone: 'error', text: fileText.uploadFailed() });
      } finally {
        setBusy(false);
      }
    },
    [sources, recordBatchId, images, commit],
  );

  const handlePick = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const files = Array.from(event.target.files ?? []);
      // Cleared so choosing the same file again fires a change again.
      event.target.value = '';
      void upload(files);
    },
    [upload],
  );

  const askRemove = useCallback((index: number) => {
    pendingRef.current = index;
    setPending(index);
    setNote(null);
  }, []);
  const cancelRemove = useCallback(() => {
    if (pendingRef.current === null) return;
    pendingRef.current = null;
    setPending(null);
    setNote({ tone: 'info', text: fileText.cancelled() });
  }, []);
  const confirmRemove = useCallback(async () => {
    const index = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    if (index === null) return;
    const file = valueRef.current.files[index];
    if (!file) return;
    try {
      if (sources?.deleteFile && file.fileId !== undefined) await sources.deleteFile(file.fileId);
    } catch {
      setNote({ tone: 'error', text: fileText.removeFailed() });
      return;
    }
    const current = valueRef.current;
    const next = { ...current, files: current.files.filter((item) => item !== file) };
    valueRef.current = next;
    commit(next);
  }, [sources, commit]);

  // The field is "blurred" when the focus leaves the button and the list altogether.
  const handleBlur = useCallback(
    (event: FocusEvent<HTMLDivElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
    },
    [onBlur],
  );

  const buttonText = images ? fileText.uploadImage() : fileText.uploadFile();
  return (
    <Box>
      <FieldLabel id={id} label={title} required={required} group />
      <Stack
        role="group"
        aria-labelledby={labelId(id)}
        aria-describedby={invalid ? errorId(id) : undefined}
        data-invalid={invalid || undefined}
        gap="1.5"
        onBlur={handleBlur}
      >
        {readonly ? null : (
          <Flex align="center" gap="3" wrap="wrap">
            <Button
              id={id}
              size="xs"
              variant="outline"
              colorPalette={invalid ? 'red' : 'brand'}
              disabled={disabled || busy || !sources}
              loading={busy}
              loadingText={fileText.uploading()}
              onClick={() => inputRef.current?.click()}
            >
              <UploadIcon />
              {buttonText}
            </Button>
            {/* The browser's chooser, opened by the button: the button is what the keyboard reaches. */}
            <input
              ref={inputRef}
              type="file"
              multiple
              hidden
              tabIndex={-1}
              aria-label={buttonText}
              accept={images ? 'image/*' : undefined}
              disabled={disabled || busy || !sources}
              onChange={handlePick}
            />
            {!sources ? (
              <Text fontSize="xs" color="fg.muted">
                {fileText.noSource()}
              </Text>
            ) : null}
          </Flex>
        )}
        {value.files.length === 0 && readonly ? (
          <Text fontSize="sm" color="fg.subtle">
            {fileText.empty()}
          </Text>
        ) : null}
        <FileList files={value.files} images={images} disabled={disabled || busy} onRemove={readonly ? undefined : askRemove} />
        <Text role="status" aria-live="polite" fontSize="xs" color={note?.tone === 'error' ? 'fg.error' : 'fg.muted'} minH="0">
          {note?.text ?? ''}
        </Text>
      </Stack>
      <ConfirmDeleteDialog open={pending !== null} onConfirm={() => void confirmRemove()} onCancel={cancelRemove} />
    </Box>
  );
}

function UploadIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d="M8 11V2.5M4.5 6 8 2.5 11.5 6M2.5 13.5h11" />
    </svg>
  );
}

export default FileField;
