import { Skeleton } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailure } from '../ui/load-failure.tsx';

/** The part of a query result the gate reads (a UseQueryResult, or a stand-in in a test). */
export type GatedQuery<Data> = Pick<UseQueryResult<Data>, 'data' | 'isError' | 'refetch'>;

export interface QueryGateProps<Data> {
  readonly query: GatedQuery<Data>;
  /** The spec's load-failure message (002 §8 "There was an error getting the branches"). */
  readonly failure: string;
  /** The skeleton's height while the data loads (Chakra size token, default 48). */
  readonly skeletonHeight?: string | undefined;
  /** Said instead of `children` when `isEmpty` holds for the data (e.g. "No projections yet"). */
  readonly empty?: ReactNode;
  readonly isEmpty?: ((data: Data) => boolean) | undefined;
  readonly children: (data: Data) => ReactNode;
}

/**
 * The one loading / failure / empty wrapper of a screen's query (issue 27 item 3): a skeleton until the data is
 * there, the failure with Try again, the empty state, else the screen with its data. Data on screen stays on
 * screen while a refetch runs, and a refetch that fails after a success shows the failure (the data may be stale).
 */
export function QueryGate<Data>({
  query,
  failure,
  skeletonHeight = '48',
  empty,
  isEmpty,
  children,
}: QueryGateProps<Data>) {
  if (query.isError) return <LoadFailure message={failure} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <Skeleton height={skeletonHeight} data-testid="query-gate-pending" />;
  if (empty !== undefined && isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
