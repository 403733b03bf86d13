import * as v from 'valibot';
import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import type { StipulationDocumentState } from '../../domain/catalog/statuses.ts';
import { type FileFacts, stipulationUploadSchema } from '../../domain/validation/upload.ts';
import { notProvided } from '../redemption/not-provided.ts';

/** 001 §8, verbatim. */
export const STIPULATION_UPLOAD_FAILED = 'We were unable to upload your file, please try to upload again.';
/** The seed names no delete failure text; ours. */
export const STIPULATION_DELETE_FAILED = 'We were unable to remove your file, please try again.';

/** One document the lender asks for, with its badge (001 §3). */
export interface StipulationDocument {
  id: string;
  name: string;
  badge: StipulationDocumentState;
  /** The documents that satisfy it (the admin's stipulation catalogue), shown to help the consumer choose. */
  allowedDocuments?: readonly string[];
  /** The reason the last file was refused or failed, shown under the document. */
  message: string | null;
}

/** A File as the machine needs it; a browser File satisfies it and the app's actor sends it as stipDocument. */
export type StipulationFile = FileFacts;

export interface StipulationUploadInput {
  offerId: string;
  documents: readonly {
    id: string;
    name: string;
    badge?: StipulationDocumentState;
    allowedDocuments?: readonly string[] | undefined;
  }[];
}

export interface StipulationUploadContext {
  offerId: string;
  documents: StipulationDocument[];
  /** The document being uploaded or deleted. */
  activeId: string | null;
}

export type StipulationUploadEvent =
  | { type: 'stip.select'; stipulationId: string; file: StipulationFile }
  | { type: 'stip.delete'; stipulationId: string }
  | { type: 'stip.continue' };

export interface UploadStipulationInput {
  offerId: string;
  stipulationId: string;
  file: StipulationFile;
}

const fileProblem = (file: StipulationFile): string | null => {
  const result = v.safeParse(stipulationUploadSchema, { name: file.name, size: file.size });
  return result.success ? null : (result.issues[0]?.message ?? null);
};

const withDocument = (
  documents: readonly StipulationDocument[],
  id: string,
  change: Partial<Omit<StipulationDocument, 'id'>>,
): StipulationDocument[] => documents.map((document) => (document.id === id ? { ...document, ...change } : document));

/**
 * The stipulations step (001 §3, §5): each requested document shows PENDING, UPLOADING, SATISFIED or FAILED. A file
 * is checked in the browser first (jpg/jpeg/png/pdf, at most 5 MB, the seed's two messages from
 * domain/validation/upload.ts), then uploaded through uploadStipulation; one upload or delete runs at a time.
 * Ends when every document is satisfied and the consumer continues.
 */
export const stipulationUploadMachine = setup({
  types: {
    context: {} as StipulationUploadContext,
    events: {} as StipulationUploadEvent,
    input: {} as StipulationUploadInput,
    output: {} as { documents: StipulationDocument[] },
  },
  actors: {
    uploadStipulation: fromPromise<unknown, UploadStipulationInput>(async () =>
      notProvided('stipulationUploadMachine', 'uploadStipulation'),
    ),
    deleteStipulation: fromPromise<unknown, { offerId: string; stipulationId: string }>(async () =>
      notProvided('stipulationUploadMachine', 'deleteStipulation'),
    ),
  },
  guards: {
    isKnown: ({ context, event }) =>
      'stipulationId' in event && context.documents.some((document) => document.id === event.stipulationId),
    isAcceptableFile: ({ event }) => event.type === 'stip.select' && fileProblem(event.file) === null,
    hasFile: ({ context, event }) =>
      'stipulationId' in event &&
      context.documents.some(
        (document) => document.id === event.stipulationId && ['SATISFIED', 'FAILED'].includes(document.badge),
      ),
    allSatisfied: ({ context }) => context.documents.every((document) => document.badge === 'SATISFIED'),
  },
  actions: {
    refuseFile: assign(({ context, event }) => {
      assertEvent(event, 'stip.select');
      return { documents: withDocument(context.documents, event.stipulationId, { message: fileProblem(event.file) }) };
    }),
    startUpload: assign(({ context, event }) => {
      assertEvent(event, 'stip.select');
      return {
        activeId: event.stipulationId,
        documents: withDocument(context.documents, event.stipulationId, { badge: 'UPLOADING', message: null }),
      };
    }),
    startDelete: assign(({ event }) => {
      assertEvent(event, 'stip.delete');
      return { activeId: event.stipulationId };
    }),
    settleActive: assign(({ context }, params: Partial<Omit<StipulationDocument, 'id'>>) => ({
      activeId: null,
      documents: context.activeId ? withDocument(context.documents, context.activeId, params) : context.documents,
    })),
  },
}).createMachine({
  id: 'stipulationUpload',
  context: ({ input }) => ({
    offerId: input.offerId,
    documents: input.documents.map((document) => ({
      id: document.id,
      name: document.name,
      badge: document.badge ?? 'PENDING',
      ...(document.allowedDocuments?.length ? { allowedDocuments: document.allowedDocuments } : {}),
      message: null,
    })),
    activeId: null,
  }),
  initial: 'ready',
  output: ({ context }) => ({ documents: context.documents }),
  states: {
    ready: {
      meta: { route: 'stips' },
      on: {
        'stip.select': [
          {
            guard: and(['isKnown', 'isAcceptableFile']),
            target: 'uploading',
            actions: 'startUpload',
          },
          { guard: 'isKnown', actions: 'refuseFile' },
        ],
        'stip.delete': { guard: 'hasFile', target: 'deleting', actions: 'startDelete' },
        'stip.continue': { guard: 'allSatisfied', target: 'done' },
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'uploadStipulation',
        src: 'uploadStipulation',
        input: ({ context, event }) => {
          assertEvent(event, 'stip.select');
          return { offerId: context.offerId, stipulationId: event.stipulationId, file: event.file };
        },
        onDone: { target: 'ready', actions: { type: 'settleActive', params: { badge: 'SATISFIED' } } },
        onError: {
          target: 'ready',
          actions: { type: 'settleActive', params: { badge: 'FAILED', message: STIPULATION_UPLOAD_FAILED } },
        },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteStipulation',
        src: 'deleteStipulation',
        input: ({ context }) => ({ offerId: context.offerId, stipulationId: context.activeId ?? '' }),
        onDone: { target: 'ready', actions: { type: 'settleActive', params: { badge: 'PENDING', message: null } } },
        onError: { target: 'ready', actions: { type: 'settleActive', params: { message: STIPULATION_DELETE_FAILED } } },
      },
    },
    done: { type: 'final' },
  },
});
