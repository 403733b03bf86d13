import { Skeleton } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailure } from '../ui/load-failure.tsx';
import { useWords, type Words } from './words.ts';

/** The part of a query result the gate reads (a UseQueryResult, or a stand-in in a test). */
export type GatedQuery<Data> = Pick<UseQueryResult<Data>, 'data' | 'isError' | 'refetch'>;

export interface QueryGateProps<Data> {
  readonly query: GatedQuery<Data>;
  /** The spec's load-failure message (002 §8 "There was an error getting the branches"), from the catalogue. */
  readonly failure: Words;
  /** False where the failure offers no Try again (a retry could not help, e.g. the session names no tenant). */
  readonly retry?: boolean | undefined;
  /** The skeleton's height while the data loads (Chakra size token, default 48). */
  readonly skeletonHeight?: string | undefined;
  /** Shown instead of the skeleton while the data loads (e.g. "Loading the logo…", or null for nothing). */
  readonly pending?: ReactNode;
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
  retry = true,
  skeletonHeight = '48',
  pending,
  empty,
  isEmpty,
  children,
}: QueryGateProps<Data>) {
  const say = useWords();
  if (query.isError)
    return <LoadFailure message={say(failure)} onRetry={retry ? () => void query.refetch() : undefined} />;
  if (query.data === undefined) {
    return pending === undefined ? <Skeleton height={skeletonHeight} data-testid="query-gate-pending" /> : pending;
  }
  if (empty !== undefined && isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}

type DataOf<Q> = Q extends GatedQuery<infer D> ? D : never;

/**
 * Several queries gated as one, for a screen whose first paint needs them all under one failure message: failed
 * when any failed (Try again refetches the failed ones), loaded when all are, with the data as a tuple.
 */
export function allQueries<const Qs extends readonly GatedQuery<unknown>[]>(
  ...queries: Qs
): GatedQuery<{ -readonly [K in keyof Qs]: DataOf<Qs[K]> }> {
  type Tuple = { -readonly [K in keyof Qs]: DataOf<Qs[K]> };
  const loaded = queries.every((query) => query.data !== undefined);
  return {
    isError: queries.some((query) => query.isError),
    data: loaded ? (queries.map((query) => query.data) as Tuple) : undefined,
    refetch: (() => Promise.all(queries.filter((query) => query.isError).map((query) => query.refetch()))) as never,
  } as GatedQuery<Tuple>;
}
