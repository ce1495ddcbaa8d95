// A list value cut at its column's width, shown whole: one tooltip for the whole table, under the
// cell the pointer (or the keyboard's focus) is on, wrapped to at most 360 px. Only a value that is
// actually cut gets it (its element is wider inside than out), so a short value shows nothing
// extra, and a native `title` would have shown late and on every cell. The table marks its values
// with `data-cut-value` (ListTable.tsx).
import { useCallback, useState, type FocusEvent, type PointerEvent, type RefObject } from 'react';
import { Box, Portal } from '@chakra-ui/react';

export interface CutValueTip {
  text: string;
  left: number;
  top: number;
  /** Near the window's bottom: above the cell (top is then the cell's top). */
  above: boolean;
}

/** Whether an element's text runs past its box (the ellipsis is showing). */
export function isCut(element: HTMLElement): boolean {
  return element.scrollWidth > element.clientWidth + 1;
}

export function useCutValueTooltip(scrollRef: RefObject<HTMLElement | null>) {
  const [tip, setTip] = useState<CutValueTip | null>(null);
  const show = useCallback((target: EventTarget | null) => {
    const element = target instanceof Element ? target.closest<HTMLElement>('[data-cut-value]') : null;
    if (!element || !scrollRef.current?.contains(element) || !isCut(element)) {
      setTip(null);
      return;
    }
    const rect = element.getBoundingClientRect();
    const above = rect.bottom + 80 > window.innerHeight;
    setTip({
      text: element.dataset.cutValue ?? element.textContent ?? '', left: Math.max(4, Math.min(rect.left, window.innerWidth - 364)),
      top: above ? rect.top - 4 : rect.bottom + 4, above,
    });
  }, [scrollRef]);
  const hide = useCallback(() => setTip(null), []);
  return {
    tip,
    handlers: {
      onPointerOver: (event: PointerEvent<HTMLElement>) => show(event.target),
      onPointerLeave: hide,
      onFocus: (event: FocusEvent<HTMLElement>) => show(event.target),
      onBlur: hide,
      onScroll: hide,
    },
  };
}

export function CellTooltip({ tip }: { tip: CutValueTip | null }) {
  if (!tip) return null;
  return (
    <Portal>
      <Box role="tooltip" position="fixed" left={`${tip.left}px`} top={`${tip.top}px`} zIndex="tooltip" maxW="360px" px="2" py="1"
        bg="gray.800" color="white" fontSize="xs" lineHeight="short" borderRadius="sm" boxShadow="md" whiteSpace="pre-wrap" wordBreak="break-word"
        pointerEvents="none" transform={tip.above ? 'translateY(-100%)' : undefined}>
        {tip.text}
      </Box>
    </Portal>
  );
}
