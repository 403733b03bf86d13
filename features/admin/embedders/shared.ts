import { useQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import type { ApiClient } from '../../../api/client.ts';
import { getEmbedder } from '../../../api/embedders.ts';
import { endpointKey, endpointQuery } from '../../../api/query-options.ts';
import type { Session } from '../../../api/session.ts';
import { hasPermission } from '../../../domain/permissions.ts';
import { embeddersSharedMessages } from '../messages/embedders-shared.ts';

export const EMBEDDERS_ROOT = '/admin/console/embedders';
/** An embedder's pages (embedder-admin-pages.ts): '' is its summary. */
export type EmbedderPage = '' | 'edit' | 'theme' | 'users' | 'fiBlocklist' | 'settings' | 'approvedProducts';
/** A link to one of an embedder's pages, checked against the route tree where it is built. */
export const embedderLink = (embedderId: number | string, page: EmbedderPage = '') =>
  linkOptions({
    to: `/admin/console/embedders/$embedderId${page ? (`/${page}` as const) : ''}` as const,
    params: { embedderId: String(embedderId) },
  });

/** Whether the admin may change embedders (the admin area `embedders`; the server refuses anyway). */
export const canEditEmbedders = (session: Session | null | undefined): boolean =>
  session?.realm === 'super' && hasPermission(session.permissions, { embedders: ['write'] });

export const embedderQueryKey = (embedderId: number) => endpointKey(getEmbedder, { embedderId });

/** The embedder a sub-page heads with: for the hook and the pages' loaders. */
export const embedderQuery = (client: ApiClient, embedderId: number) =>
  endpointQuery(client, getEmbedder, { params: { embedderId } }, { suppressServerErrorRedirect: true });

/** The embedder a sub-page belongs to (its name heads the page). */
export function useEmbedder(client: ApiClient, embedderId: number) {
  return useQuery(embedderQuery(client, embedderId));
}

/** `$embedderId` of the route as the number the API takes (0 names none: the server answers 400/404). */
export const embedderIdOf = (params: { embedderId?: string }): number => {
  const id = Number(params.embedderId);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/** The embedder pages' load failure (002 §8), a message of the catalogue. */
export const LOAD_FAILURE = embeddersSharedMessages.loadFailure;
