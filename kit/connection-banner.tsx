import { Alert } from '@chakra-ui/react';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LuWifiOff } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { ApiError, SERVICE_UNAVAILABLE } from '../api/client.ts';
import { connectionBannerMessages as m } from './messages/connection-banner.ts';

/** 002 §8 "connection lost, try again later". */
export const CONNECTION_LOST = m.connectionLost;

/** The client's answer to a network failure (000 §8): status 503 'Service is unavailable'. */
export function isServiceUnavailable(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === SERVICE_UNAVAILABLE.status &&
    error.message === SERVICE_UNAVAILABLE.message
  );
}

/**
 * Whether the console has lost its connection: the browser is offline, or the last call failed with the client's
 * 503 'Service is unavailable' and none has succeeded since. Coming back online clears both.
 */
export function useConnectionLost(queryClient: QueryClient): boolean {
  const [offline, setOffline] = useState(() => typeof navigator !== 'undefined' && navigator.onLine === false);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    const onOnline = () => {
      setOffline(false);
      setUnavailable(false);
    };
    const onOffline = () => setOffline(true);
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    // A failed attempt ('failed', before retries) or a final 'error' sets it; any success clears it.
    const judge = (action: { type: string; error?: unknown }) => {
      if ((action.type === 'failed' || action.type === 'error') && isServiceUnavailable(action.error)) {
        setUnavailable(true);
      } else if (action.type === 'success') setUnavailable(false);
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated') judge(event.action);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated') judge(event.action);
    });
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
  return offline || unavailable;
}

/** The console layout's banner while the connection is lost (002 §8); hides when it comes back. */
export function ConnectionBanner() {
  const lost = useConnectionLost(useQueryClient());
  if (!lost) return null;
  return (
    <Alert.Root status="warning" role="alert" borderRadius="lg" mb="4">
      <Alert.Indicator>
        <LuWifiOff />
      </Alert.Indicator>
      <Alert.Title>
        <FormattedMessage {...CONNECTION_LOST} />
      </Alert.Title>
    </Alert.Root>
  );
}
