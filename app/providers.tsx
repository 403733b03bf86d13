import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { AppErrorBoundary } from '../features/general/error-boundary.tsx';
import { UiProvider } from '../ui/provider.tsx';
import type { AppRouter } from './router.tsx';

export function Providers({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <UiProvider>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AppErrorBoundary>
    </UiProvider>
  );
}
