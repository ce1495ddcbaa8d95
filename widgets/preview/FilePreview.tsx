// The image/file preview overlay (shell-and-calls.md, "Shared overlays and pickers"): opened on an
// index of a list of files (url, name). It shows 'n / total', the file's name, close, zoom in
// (×1.3), zoom out (×0.7, never below 80 px wide), rotate by 90°, download, previous and next, and
// a thumbnail strip when there is more than one file. Previous on the first file says
// 已经是第一张了!, next on the last 已经是最后一张了!, each for 10 seconds. A file that is not an
// image (fileKind.ts) shows its type icon and a download button. ← and → step through the files;
// Esc, the backdrop or × close it. Portalled: a detail drawer's transform must not hold it.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Button, chakra, CloseButton, Dialog, Flex, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { fileKind } from './fileKind.ts';
import { FileTypeIcon } from './FileTypeIcon.tsx';
import { previewText } from './strings.ts';

export interface PreviewItem {
  url: string;
  name: string;
}

export interface FilePreviewProps {
  items: readonly PreviewItem[];
  /** The file shown first. */
  index: number;
  open: boolean;
  onClose: () => void;
}

export const ZOOM_IN = 1.3;
export const ZOOM_OUT = 0.7;
export const MIN_IMAGE_WIDTH = 80;
export const EDGE_NOTICE_MS = 10_000;

export function FilePreview({ items, index, open, onClose }: FilePreviewProps) {
  return (
    <Dialog.Root open={open} size="full" lazyMount unmountOnExit onOpenChange={(details) => { if (!details.open) onClose(); }}>
      <Portal>
        <Dialog.Backdrop bg="rgba(15, 23, 42, 0.9)" backdropFilter="blur(2px)" />
        <Dialog.Positioner>
          <Dialog.Content bg="transparent" shadow="none" color="white" display="flex" flexDirection="column" h="100dvh">
            {items.length > 0 ? <PreviewBody items={items} start={Math.min(Math.max(index, 0), items.length - 1)} /> : null}
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" color="white" _hover={{ bg: 'whiteAlpha.300' }} aria-label={previewText.close()} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PreviewBody({ items, start }: { items: readonly PreviewItem[]; start: number }) {
  const [current, setCurrent] = useState(start);
  /** The image's width in px once it has loaded and been fitted to the stage; zoom works on it. */
  const [width, setWidth] = useState<number | null>(null);
  const [rotation, setRotation] = useState(0);
  const [notice, setNotice] = useState('');
  const noticeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stageRef = useRef<HTMLDivElement>(null);
  useEffect(() => () => clearTimeout(noticeTimer.current), []);

  const item = items[current]!;
  const image = fileKind(item.name, item.url) === 'image';

  function show(next: number) {
    setCurrent(next);
    setWidth(null);
    setRotation(0);
  }
  function tell(text: string) {
    clearTimeout(noticeTimer.current);
    setNotice(text);
    noticeTimer.current = setTimeout(() => setNotice(''), EDGE_NOTICE_MS);
  }
  const previous = () => (current === 0 ? tell(previewText.first()) : show(current - 1));
  const next = () => (current === items.length - 1 ? tell(previewText.last()) : show(current + 1));

  function fit(img: HTMLImageElement) {
    const stage = stageRef.current;
    const natural = img.naturalWidth || img.width;
    if (!stage || !natural) return setWidth(natural || MIN_IMAGE_WIDTH);
    const byHeight = img.naturalHeight ? (stage.clientHeight * 0.9 * natural) / img.naturalHeight : natural;
    setWidth(Math.max(1, Math.round(Math.min(natural, stage.clientWidth * 0.9, byHeight))));
  }
  const zoomIn = () => setWidth((w) => (w === null ? w : w * ZOOM_IN));
  const zoomOut = () => setWidth((w) => (w === null || w * ZOOM_OUT < MIN_IMAGE_WIDTH ? w : w * ZOOM_OUT));

  return (
    <Flex direction="column" h="full" minH="0"
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') previous();
        else if (event.key === 'ArrowRight') next();
      }}>
      <Flex align="center" gap="3" px="4" py="2" pe="14" bg="blackAlpha.600">
        <Text fontSize="sm" fontVariantNumeric="tabular-nums" aria-label={previewText.counterLabel()}>{current + 1} / {items.length}</Text>
        <Dialog.Title fontSize="sm" fontWeight="normal" truncate flex="1" minW="0" title={item.name}>{item.name}</Dialog.Title>
        <Flex gap="1" role="toolbar" aria-label={previewText.toolbar()}>
          <ToolButton label={previewText.zoomIn()} disabled={!image || width === null} onClick={zoomIn}><ZoomIcon plus /></ToolButton>
          <ToolButton label={previewText.zoomOut()} disabled={!image || width === null} onClick={zoomOut}><ZoomIcon /></ToolButton>
          <ToolButton label={previewText.rotate()} disabled={!image} onClick={() => setRotation((r) => r + 90)}><RotateIcon /></ToolButton>
          <IconButton asChild size="sm" variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.300' }} aria-label={previewText.download()}>
            <a href={item.url} download={item.name} title={previewText.download()}><DownloadIcon /></a>
          </IconButton>
        </Flex>
      </Flex>

      <Box ref={stageRef} position="relative" flex="1" minH="0" overflow="auto" display="flex" alignItems="center" justifyContent="center">
        {image ? (
          <chakra.img key={item.url} src={item.url} alt={item.name} data-width={width === null ? undefined : Math.round(width)}
            data-rotation={rotation % 360} onLoad={(event) => fit(event.currentTarget)}
            style={{
              width: width === null ? undefined : `${width}px`, maxWidth: width === null ? '90%' : 'none',
              maxHeight: width === null ? '90%' : 'none', transform: `rotate(${rotation}deg)`, transition: 'transform 0.2s',
            }} />
        ) : (
          <Stack align="center" gap="4">
            <FileTypeIcon kind={fileKind(item.name, item.url)} size={96} />
            <Text fontSize="md" maxW="80vw" textAlign="center" wordBreak="break-all">{item.name}</Text>
            <Button asChild size="sm" colorPalette="brand"><a href={item.url} download={item.name}>{previewText.download()}</a></Button>
          </Stack>
        )}
        <ArrowButton side="left" label={previewText.previous()} onClick={previous} />
        <ArrowButton side="right" label={previewText.next()} onClick={next} />
        {notice ? (
          <Box role="status" position="absolute" top="4" left="50%" transform="translateX(-50%)" px="4" py="2" borderRadius="md"
            bg="gray.800" color="white" fontSize="sm" shadow="md">
            {notice}
          </Box>
        ) : null}
      </Box>

      {items.length > 1 ? (
        <Flex as="ul" aria-label={previewText.thumbnails()} listStyleType="none" m="0" gap="2" px="4" py="3" overflowX="auto"
          justify="center" bg="blackAlpha.600">
          {items.map((thumb, i) => (
            <li key={`${thumb.url}-${i}`}>
              <chakra.button type="button" aria-label={thumb.name} aria-current={i === current || undefined} onClick={() => show(i)}
                w="14" h="14" display="flex" alignItems="center" justifyContent="center" borderRadius="sm" overflow="hidden"
                borderWidth="2px" borderColor={i === current ? 'brand.400' : 'transparent'} bg="whiteAlpha.200" cursor="pointer">
                {fileKind(thumb.name, thumb.url) === 'image'
                  ? <chakra.img src={thumb.url} alt="" loading="lazy" w="full" h="full" objectFit="cover" />
                  : <FileTypeIcon kind={fileKind(thumb.name, thumb.url)} size={32} />}
              </chakra.button>
            </li>
          ))}
        </Flex>
      ) : null}
    </Flex>
  );
}

function ToolButton({ label, disabled, onClick, children }: { label: string; disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <IconButton size="sm" variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.300' }} aria-label={label} title={label} disabled={disabled} onClick={onClick}>
      {children}
    </IconButton>
  );
}

function ArrowButton({ side, label, onClick }: { side: 'left' | 'right'; label: string; onClick: () => void }) {
  return (
    <IconButton position="absolute" top="50%" transform="translateY(-50%)" {...(side === 'left' ? { left: '4' } : { right: '4' })}
      size="lg" borderRadius="full" bg="blackAlpha.600" color="white" _hover={{ bg: 'blackAlpha.800' }} aria-label={label} title={label} onClick={onClick}>
      <svg width="20" height="20" viewBox="0 0 16 16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        <path d={side === 'left' ? 'M10 3L5 8l5 5' : 'M6 3l5 5-5 5'} />
      </svg>
    </IconButton>
  );
}

const iconProps = {
  width: 18, height: 18, viewBox: '0 0 16 16', 'aria-hidden': true, focusable: false, fill: 'none', stroke: 'currentColor',
  strokeWidth: 1.5, strokeLinecap: 'round', strokeLinejoin: 'round',
} as const;

function ZoomIcon({ plus = false }: { plus?: boolean }) {
  return <svg {...iconProps}><circle cx="7" cy="7" r="4.5" /><path d={`M10.5 10.5L14 14M5 7h4${plus ? 'M7 5v4' : ''}`} /></svg>;
}

function RotateIcon() {
  return <svg {...iconProps}><path d="M13 8a5 5 0 1 1-1.5-3.5M13 2v3h-3" /></svg>;
}

function DownloadIcon() {
  return <svg {...iconProps}><path d="M8 2v8M4.5 6.5L8 10l3.5-3.5M2.5 13.5h11" /></svg>;
}
