import { promisify } from 'node:util';
import { constants, createGzip, gzip as gzipCallback } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

const gzip = promisify(gzipCallback);

/** Below this an answer goes as it is: gzip's framing and the work cost more than the bytes saved. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARIES_ON_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
/** API answers of this type are whole in memory (route() serializes them): reading them back copies no stream. */
const JSON_TYPE = /^\s*application\/json/i;

/** Accept-Encoding values already read: a browser sends the same one on every call. Cleared when full. */
const gzipAccepted = new Map<string, boolean>();
const KNOWN_ENCODINGS = 256;

/** Whether the client takes gzip: named with a q above 0, or `*` with one and gzip not refused. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let accepted = gzipAccepted.get(header);
  if (accepted === undefined) {
    accepted = readAcceptsGzip(header);
    if (gzipAccepted.size >= KNOWN_ENCODINGS) gzipAccepted.clear();
    gzipAccepted.set(header, accepted);
  }
  return accepted;
}

function readAcceptsGzip(header: string): boolean {
  let wildcard = false;
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === 'gzip' || name === 'x-gzip') return accepted;
    if (name === '*') wildcard = accepted;
  }
  return wildcard;
}

/** Adds Accept-Encoding to Vary in place (not c.header, which would turn the answer into a stream). */
export function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (vary === '*' || (vary && VARIES_ON_ENCODING.test(vary))) return;
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** gzip of bytes off the event loop (zlib's thread pool). */
export async function gzipBytes(bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const zipped = await gzip(bytes);
  return new Uint8Array(zipped.buffer, zipped.byteOffset, zipped.byteLength) as Uint8Array<ArrayBuffer>;
}

/**
 * gzip of a streamed answer that sends each chunk as soon as it is written (a sync flush after each): a CSV export
 * writes a chunk per batch of rows, and gzip alone holds its output until 16 KB of it are ready, which at the 40:1 a
 * CSV compresses to was the first ~4,000 rows (1.3 s before the first byte; issue 31 item 3). A flush costs a few
 * bytes per chunk.
 */
export function gzipEachChunk(): TransformStream<Uint8Array, Uint8Array> {
  const zip = createGzip();
  const ready: Buffer[] = [];
  zip.on('data', (bytes: Buffer) => ready.push(bytes));
  // An 'error' event with no listener would end the process: the error is kept and fails the stream's next step.
  let failed: Error | undefined;
  zip.on('error', (error) => {
    failed ??= error;
  });
  // What one flush gave, as one chunk: one write to the socket.
  const hand = (controller: TransformStreamDefaultController<Uint8Array>) => {
    if (ready.length > 0) controller.enqueue(new Uint8Array(Buffer.concat(ready.splice(0))));
  };
  // Runs in zlib's callback, where a throw would end the process: a client that went away has cancelled the stream,
  // and enqueueing then throws. The error goes to the stream instead, and zlib stops.
  const settle = (
    controller: TransformStreamDefaultController<Uint8Array>,
    resolve: () => void,
    reject: (error: unknown) => void,
  ) => {
    try {
      hand(controller);
      resolve();
    } catch (error) {
      zip.destroy();
      reject(error);
    }
  };
  // `cancel` is WHATWG's (Node 21+), not yet in TypeScript's Transformer type.
  const transformer: Transformer<Uint8Array, Uint8Array> & { cancel: () => void } = {
    transform: (chunk, controller) =>
      new Promise<void>((resolve, reject) => {
        if (failed) return reject(failed);
        zip.write(chunk, (error) => error && reject(error));
        zip.flush(constants.Z_SYNC_FLUSH, () => settle(controller, resolve, reject));
      }),
    flush: (controller) =>
      new Promise<void>((resolve, reject) => {
        if (failed) return reject(failed);
        zip.once('error', reject);
        zip.once('end', () => settle(controller, resolve, reject));
        zip.end();
      }),
    // The reader went away (a client that disconnected): zlib's memory goes now, not at garbage collection.
    cancel: () => {
      zip.destroy();
    },
  };
  return new TransformStream(transformer);
}

/**
 * Replaces the answer without Hono's merge (assigning c.res over an existing one re-wraps its body as a stream);
 * `headers` are the old answer's, already adjusted.
 */
function replaceAnswer(c: Context, body: BodyInit, status: number, headers: Headers): void {
  c.res = undefined;
  c.res = new Response(body, { status, headers });
}

/** The headers of an answer about to be gzipped: its ETag names other bytes now, so it can only be weak. */
function markGzipped(headers: Headers): void {
  headers.set('Content-Encoding', 'gzip');
  headers.delete('Content-Length');
  const etag = headers.get('ETag');
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
}

function skips(c: Context): boolean {
  const { status, headers } = c.res;
  if (c.req.method === 'HEAD' || status === 204 || status === 206 || status === 304) return true;
  if (headers.has('Content-Encoding') || headers.has('Transfer-Encoding')) return true;
  const type = headers.get('Content-Type');
  if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return true;
  return NO_TRANSFORM.test(headers.get('Cache-Control') ?? '');
}

/**
 * gzip for API answers, in place of hono/compress, which streamed every answer without a Content-Length through
 * a CompressionStream (a 17-byte JSON answer included) and set Vary with c.header, turning each answer into a
 * web stream: together most of a small call's cost (issue 31, decision 0560). Here an answer under the threshold
 * or for a client without gzip goes untouched; a JSON answer (whole in memory) is gzipped in one go off the event
 * loop; only answers of unknown length that are not JSON (CSV exports) are compressed as a stream. An answer that
 * already carries Content-Encoding (the offers answer keeps its gzip bytes cached) is left as it is.
 */
export function compressAnswers(threshold = COMPRESS_THRESHOLD_BYTES): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (skips(c)) return;
    const { status, headers } = c.res;
    varyOnEncoding(headers);
    if (!acceptsGzip(c.req.header('Accept-Encoding'))) return;
    const declared = headers.get('Content-Length');
    if (declared !== null && Number(declared) < threshold) return;
    if (declared === null && !JSON_TYPE.test(headers.get('Content-Type') ?? '')) {
      const body = c.res.body;
      if (!body) return;
      markGzipped(headers);
      replaceAnswer(c, body.pipeThrough(gzipEachChunk()), status, headers);
      return;
    }
    const bytes = new Uint8Array(await c.res.arrayBuffer());
    if (bytes.byteLength < threshold) {
      replaceAnswer(c, bytes, status, headers);
      return;
    }
    markGzipped(headers);
    replaceAnswer(c, await gzipBytes(bytes), status, headers);
  };
}
