// The attachments of a file field, one row each: an image thumbnail or the file's type icon, the
// name (cut after 25 characters, the whole name in its title; a link when the file has a URL), the
// size in Byte/kB/MB, and a delete button named after the file. A plain click on a name opens the
// preview overlay on that file among the list's files; the link itself still opens or downloads
// the file in a new tab (middle click, Ctrl/⌘-click, "open in new tab").
import { useState, type MouseEvent } from 'react';
import { Box, chakra, Flex, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import type { FileItem } from '../../../engine/fields/index.ts';
import { FilePreview, type PreviewItem } from '../../preview/FilePreview.tsx';
import { fileKind } from '../../preview/fileKind.ts';
import { FileTypeIcon } from '../../preview/FileTypeIcon.tsx';
import { formatFileSize, shortFileName } from './fileDisplay.ts';
import { fileText } from './strings.ts';

export interface FileListProps {
  files: readonly FileItem[];
  images: boolean;
  disabled: boolean;
  /** Absent: read-only, no delete buttons. */
  onRemove?: (index: number) => void;
}

const nameOf = (file: FileItem) => String(file.name ?? '');
const urlOf = (file: FileItem) => String(file.url ?? file.filePath ?? '');

export function FileList({ files, images, disabled, onRemove }: FileListProps) {
  /** The preview's files: those with a URL, in list order; `previewAt` indexes them. */
  const previewable: PreviewItem[] = files.filter((file) => urlOf(file)).map((file) => ({ url: urlOf(file), name: nameOf(file) }));
  const [previewAt, setPreviewAt] = useState<number | null>(null);
  if (files.length === 0) return null;
  const openPreview = (event: MouseEvent, url: string) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setPreviewAt(previewable.findIndex((item) => item.url === url));
  };
  return (
    <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
      {files.map((file, index) => {
        const name = nameOf(file);
        const url = urlOf(file);
        // `bytes` (our server's exact size) before `size` ("1KB" for a 12-byte file: whole KB, rounded up)
        const size = formatFileSize(file.bytes ?? file.size);
        const kind = images ? 'image' : fileKind(name, url);
        return (
          <Flex as="li" key={`${String(file.fileId ?? '')}-${index}`} align="center" gap="2" px="2" py="1" borderRadius="sm" _hover={{ bg: 'bg.subtle' }}>
            {kind === 'image' && url ? (
              <chakra.img src={url} alt="" loading="lazy" w="6" h="6" objectFit="cover" borderRadius="xs" flexShrink={0} />
            ) : (
              <Box flexShrink={0} display="inline-flex">
                <FileTypeIcon kind={kind} size={20} />
              </Box>
            )}
            <Box flex="1" minW="0" fontSize="sm">
              {url ? (
                <Link href={url} target="_blank" rel="noopener noreferrer" colorPalette="brand" title={name} download={kind === 'image' ? undefined : name}
                  aria-haspopup="dialog" onClick={(event) => openPreview(event, url)}>
                  {shortFileName(name)}
                </Link>
              ) : (
                <Text as="span" title={name}>
                  {shortFileName(name)}
                </Text>
              )}
            </Box>
            {size ? (
              <Text as="span" fontSize="xs" color="fg.muted" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                {size}
              </Text>
            ) : null}
            {onRemove ? (
              <IconButton size="2xs" variant="ghost" colorPalette="red" disabled={disabled} aria-label={fileText.remove(name)} title={fileText.remove(name)} onClick={() => onRemove(index)}>
                <TrashIcon />
              </IconButton>
            ) : null}
          </Flex>
        );
      })}
      {previewable.length > 0 ? (
        <FilePreview items={previewable} index={previewAt ?? 0} open={previewAt !== null} onClose={() => setPreviewAt(null)} />
      ) : null}
    </Stack>
  );
}

function TrashIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round">
      <path d="M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4M6.8 6.5v4.5M9.2 6.5v4.5" />
    </svg>
  );
}
