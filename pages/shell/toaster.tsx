// The app's one toaster (Chakra v3 createToaster) and the <Toaster/> that renders it.
import { createToaster, Portal, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';

export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5 });

/**
 * One toast per message: the same text again while its toast is up restarts that toast instead of
 * stacking a copy. Five identical refusals used to fill the toaster's five places, so the one that
 * mattered next (the lockout's 请等N秒后再重试) waited in the queue, for as long as the pointer
 * rested on the toasts, and was never seen.
 */
function showToast(type: 'error' | 'success', msg: string, duration: number): void {
  const id = `${type}:${msg}`;
  if (toaster.isVisible(id)) toaster.update(id, { type, description: msg, duration });
  else toaster.create({ id, type, description: msg, duration });
}

export function toastError(msg: string): void {
  showToast('error', msg, 4000);
}

export function toastSuccess(msg: string): void {
  showToast('success', msg, 2500);
}

/** Closes every toast on screen (a successful login: the refusals before it are over). */
export function dismissToasts(): void {
  toaster.dismiss();
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
