// Open state of a picker popover with the spec's close semantics: opening starts a fresh draft
// (`onOpen`), 确 定 closes after handing the draft back, and every other close (取 消, Esc, a click
// outside, the close button) is a cancel. The popover may report a close again after 确 定 has
// closed it; the ref keeps that from counting as a cancel.
import { useCallback, useRef, useState } from 'react';

export interface PickerOpen {
  open: boolean;
  /** Turns true on the first open and stays true: what loads "on first open" wait for. */
  opened: boolean;
  /** For the popover's onOpenChange, and for 取 消 (`onOpenChange(false)`). */
  onOpenChange: (open: boolean) => void;
  /** Closes without the cancel callback: after 确 定. */
  closeConfirmed: () => void;
}

export function usePickerOpen(onOpen: () => void, onCancel?: () => void): PickerOpen {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const openRef = useRef(false);

  const onOpenChange = useCallback(
    (next: boolean) => {
      if (next === openRef.current) return;
      openRef.current = next;
      if (next) {
        onOpen();
        setOpened(true);
      } else {
        onCancel?.();
      }
      setOpen(next);
    },
    [onOpen, onCancel],
  );
  const closeConfirmed = useCallback(() => {
    openRef.current = false;
    setOpen(false);
  }, []);
  return { open, opened, onOpenChange, closeConfirmed };
}
