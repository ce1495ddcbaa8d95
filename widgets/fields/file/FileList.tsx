// The attachments of a file field, one row each: an image thumbnail or a file icon, the name (cut
// after 25 characters, the whole name in its title; a link when the file has a URL), the size in
// Byte/kB/MB, and a delete button named after the file.
import { Box, chakra, Flex, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import type { FileItem } from '../../../engine/fields/index.ts';
import { formatFileSize, shortFileName } from './fileDisplay.ts';
import { fileText } from './strings.ts';

export interface FileListProps {
  files: readonly FileItem[];
  images: boolean;
  disabled: boolean;
  /** Absent: read-only, no delete buttons. */
  onRemove?: (index: number) => void;
}

export function FileList({ files, images, disabled, onRemove }: FileListProps) {
  if (files.length === 0) return null;
  return (
    <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
      {files.map((file, index) => {
        const name = String(file.name ?? '');
        const url = String(file.url ?? file.filePath ?? '');
        const size = formatFileSize(file.size);
        return (
          <Flex as="li" key={`${String(file.fileId ?? '')}-${index}`} align="center" gap="2" px="2" py="1" borderRadius="sm" _hover={{ bg: 'bg.subtle' }}>
            {images && url ? (
              <chakra.img src={url} alt="" w="6" h="6" objectFit="cover" borderRadius="xs" flexShrink={0} />
            ) : (
              <Box color="fg.muted" flexShrink={0}>
                <FileIcon />
              </Box>
            )}
            <Box flex="1" minW="0" fontSize="sm">
              {url ? (
                <Link href={url} target="_blank" rel="noopener noreferrer" colorPalette="brand" title={name} download={images ? undefined : name}>
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
    </Stack>
  );
}

function FileIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinejoin="round">
      <path d="M4 1.5h5.5L12.5 4.5v10h-8.5zM9.5 1.5v3h3" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" strokeLinejoin="round">
      <path d="M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4M6.8 6.5v4.5M9.2 6.5v4.5" />
    </svg>
  );
}
