import { Skeleton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LoadFailure } from '../ui/load-failure.tsx';

/** A screen whose statechart loads first: a skeleton while loading, the failure with Retry, else the screen. */
export function LoadGate({
  loading,
  failed,
  message,
  onRetry,
  children,
}: {
  loading: boolean;
  failed: boolean;
  /** The spec's load-failure message. */
  message: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (failed) return <LoadFailure message={message} onRetry={onRetry} />;
  if (loading) return <Skeleton height="64" />;
  return <>{children}</>;
}
