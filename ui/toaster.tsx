import { Toaster as ChakraToaster, createToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { useEffect } from 'react';
import { TOAST_DURATION_MS } from '../domain/catalog/limits.ts';
import { addRecipes } from './system.ts';
import { requestToastRegion } from './toast-region.ts';

// The toast region loads on first need (ui/toast-region.ts): its recipe comes with it, not in the first download.
addRecipes({ slotRecipes: { toast: toastSlotRecipe } });

/** 002 §9: toasts close after 5 seconds (the catalogue's limit). */
export { TOAST_DURATION_MS };

export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, duration: TOAST_DURATION_MS });

type ToastOptions = Parameters<typeof toaster.create>[0];

/** Toasts raised before the region mounted (it loads lazily, on first need): shown once it has. */
let regionMounted = false;
const waiting: ToastOptions[] = [];

/**
 * Raises a toast, waiting for the toast region when it is not mounted yet: a page opened by a typed URL (the
 * access-denied page) raises its toast in its first effect, before the lazily loaded region exists to show it.
 */
export function showToast(options: ToastOptions): void {
  if (regionMounted) toaster.create(options);
  else {
    waiting.push(options);
    requestToastRegion();
  }
}

/**
 * Drops every toast, shown or still waiting for a region. For tests only: the unit files share one module graph
 * (isolate: false), and a toast one file raised without a region would otherwise appear in the next file's.
 */
export function discardToasts(): void {
  waiting.length = 0;
  toaster.remove();
}

export function Toaster() {
  useEffect(() => {
    regionMounted = true;
    // A frame later: the region's toast group subscribes to the store in its own mount effect.
    const frame = requestAnimationFrame(() => {
      for (const options of waiting.splice(0)) toaster.create(options);
    });
    return () => {
      regionMounted = false;
      cancelAnimationFrame(frame);
    };
  }, []);
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
