import { Toaster as ChakraToaster, createToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';

/** 002 §9: toasts close after 5 seconds. */
export const TOAST_DURATION_MS = 5000;

export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, duration: TOAST_DURATION_MS });

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? (
                // Full opacity: Chakra's dimmed description fails 4.5:1 on the error toast's red.
                <Toast.Description opacity={1}>{toast.description}</Toast.Description>
              ) : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
