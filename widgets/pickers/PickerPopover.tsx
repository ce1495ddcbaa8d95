// The frame both pickers share: a modal popover (focus stays inside until it closes, Esc or a click
// outside closes it, the focus returns to the trigger) with a title, a close button, the picker's
// body, and the footer 取 消 / 确 定. Not portalled, so inside a form it stays in the form's DOM;
// positioned `fixed` so a scrolling container cannot clip it.
import type { ReactElement, ReactNode, RefObject } from 'react';
import { Button, CloseButton, Flex, Popover, type PopoverRootProps } from '@chakra-ui/react';
import { pickerText } from './strings.ts';

export type PickerPlacement = NonNullable<NonNullable<PopoverRootProps['positioning']>['placement']>;

export interface PickerPopoverProps {
  /** The element that opens the popover (a button); it gets aria-haspopup/expanded/controls. */
  trigger: ReactElement;
  title: string;
  /** CSS pixels; the popover never gets wider than the viewport less 32 px. */
  width: number;
  placement: PickerPlacement;
  /** What the popover is placed against; default the trigger. A field passes its whole box, so
   * bottom-start lines the popover up with the field, not with the button at its end. */
  anchorRef?: RefObject<HTMLElement | null>;
  open: boolean;
  /** Every open and close: the trigger, Esc, a click outside, the close button. */
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes on open (the search box). */
  initialFocusEl?: () => HTMLElement | null;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}

export function PickerPopover(props: PickerPopoverProps) {
  const { trigger, title, width, placement, anchorRef, open, onOpenChange, initialFocusEl, onConfirm, onCancel, children } = props;
  // The popover would give the trigger an id of its own; a form field's button must keep the field's
  // id, which its label points at.
  const triggerId = (trigger.props as { id?: unknown }).id;
  return (
    <Popover.Root
      ids={typeof triggerId === 'string' ? { trigger: triggerId } : undefined}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      modal
      portalled={false}
      lazyMount
      unmountOnExit
      initialFocusEl={initialFocusEl}
      // fitViewport: the popover never runs past the window (a 1366×800 laptop, a trigger halfway down a
      // dialog): its body scrolls and 确 定 stays on screen.
      positioning={{ placement, strategy: 'fixed', fitViewport: true, ...(anchorRef ? { getAnchorElement: () => anchorRef.current } : {}) }}
    >
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Positioner>
        <Popover.Content width={`${width}px`} maxW="calc(100vw - 32px)" maxH="var(--available-height)" display="flex" flexDirection="column" aria-label={title}>
          <Flex align="center" justify="space-between" px="4" pt="3" pb="2">
            <Popover.Title fontWeight="medium" fontSize="md">
              {title}
            </Popover.Title>
            <Popover.CloseTrigger asChild>
              <CloseButton size="xs" aria-label={pickerText.close()} />
            </Popover.CloseTrigger>
          </Flex>
          <Popover.Body pt="0" pb="3" flex="1" minH="0" overflowY="auto">
            {open ? children : null}
          </Popover.Body>
          <Flex justify="flex-end" gap="2" px="4" pb="3">
            <Button size="sm" variant="outline" onClick={onCancel}>
              {pickerText.cancel()}
            </Button>
            <Button size="sm" colorPalette="brand" onClick={onConfirm}>
              {pickerText.confirm()}
            </Button>
          </Flex>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}
