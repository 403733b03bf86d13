import * as v from 'valibot';
import { endpoint } from './endpoint.ts';

/** A licence scan session (001 §7 documentverify; shapes not shown in the seed). */
export const DocumentSession = v.object({
  sessionId: v.string(),
  /** 1 for the first scan; the journey allows three. */
  attempt: v.number(),
  status: v.string(),
});

export const startDocumentVerification = endpoint({
  method: 'POST',
  path: '/consumers/current/documentverify/sessions',
  summary: "Submit a licence scan to the document vendor (the sandbox's scan is implied)",
  tags: ['identity'],
  access: ['consumer'],
  response: DocumentSession,
  status: 201,
});

/** 'processing' means poll again; any other status ends polling (001 §4). */
export const getDocumentStatus = endpoint({
  method: 'GET',
  path: '/consumers/current/documentverify/sessions/:id/status',
  summary: "The scan's status: processing, passed or failed",
  tags: ['identity'],
  access: ['consumer'],
  params: v.object({ id: v.pipe(v.string(), v.uuid('Not found')) }),
  response: v.object({ status: v.string() }),
});
