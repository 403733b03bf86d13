import * as v from 'valibot';
import { consumerOnly, IdParams } from './consumer-parts/entry.ts';
import { callGroup } from './endpoint.ts';

/** A licence scan session (001 §7 documentverify; shapes not shown in the seed). */
export const DocumentSession = v.object({
  sessionId: v.string(),
  /** 1 for the first scan; the journey allows three. */
  attempt: v.number(),
  status: v.string(),
});

/** The consumer's licence scans. */
const documentSessions = callGroup({
  tags: ['identity'],
  access: consumerOnly,
  path: '/consumers/current/documentverify/sessions',
});

export const startDocumentVerification = documentSessions({
  method: 'POST',
  summary: "Submit a licence scan to the document vendor (the sandbox's scan is implied)",
  response: DocumentSession,
  status: 201,
});

/** 'processing' means poll again; any other status ends polling (001 §4). */
export const getDocumentStatus = documentSessions({
  method: 'GET',
  path: '/:id/status',
  summary: "The scan's status: processing, passed or failed",
  params: IdParams,
  response: v.object({ status: v.string() }),
});
