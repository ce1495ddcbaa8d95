// The app's one toaster (Chakra v3 createToaster) and the <Toaster/> that renders it.
import { createToaster, Portal, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';

export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5 });

export function toastError(msg: string): void {
  toaster.create({ type: 'error', description: msg, duration: 4000 });
}

export function toastSuccess(msg: string): void {
  toaster.create({ type: 'success', description: msg, duration: 2500 });
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
