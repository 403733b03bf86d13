import { Skeleton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LoadFailure } from '../ui/load-failure.tsx';
import { useWords, type Words } from './words.ts';

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
  /** The spec's load-failure message, from the catalogue. */
  message: Words;
  onRetry: () => void;
  children: ReactNode;
}) {
  const say = useWords();
  if (failed) return <LoadFailure message={say(message)} onRetry={onRetry} />;
  if (loading) return <Skeleton height="64" />;
  return <>{children}</>;
}
