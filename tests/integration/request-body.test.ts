import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES } from '../../server/http/register.ts';
import { signInAs } from './console-auth.ts';
import { seededApp } from './seeded-app.ts';

/** Issue 17 items 4 and 15: every body is limited before it is read, and JSON is parsed only when it says so. */
let server: ReturnType<typeof serve>;
let port = 0;

const ctx = seededApp();
beforeAll(async () => {
  server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const HUNDRED_MB = 100 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'a');

interface Refusal {
  status: number;
  body: unknown;
  /** Bytes the client had handed to the socket when the answer came. */
  sentBeforeAnswer: number;
}

/**
 * Sends a 100 MB body to a real server over a socket, a chunk at a time as the socket takes it, and stops when the
 * answer arrives: the server must answer long before it has the whole body.
 */
function sendHuge(path: string, headers: Record<string, string>, method = 'POST'): Promise<Refusal> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request({ host: '127.0.0.1', port, path, method, headers });
    request.on('response', (response) => {
      answered = true;
      const sentBeforeAnswer = sent;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        request.destroy();
        resolve({
          status: response.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString()),
          sentBeforeAnswer,
        });
      });
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < HUNDRED_MB) {
        sent += CHUNK.length;
        if (!request.write(CHUNK)) return void request.once('drain', pump);
      }
      if (!answered) request.end();
    };
    pump();
  });
}

describe('body size', () => {
  it('refuses an anonymous 100 MB JSON body with a declared length at once (413), before it is sent', async () => {
    const before = process.memoryUsage().arrayBuffers;
    const refusal = await sendHuge('/api/auth/consumer', {
      'content-type': 'application/json',
      'content-length': String(HUNDRED_MB),
    });
    expect(refusal.status).toBe(413);
    expect(refusal.body).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is larger than 100 KB.' });
    expect(refusal.sentBeforeAnswer).toBeLessThan(20 * 1024 * 1024);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(50 * 1024 * 1024);
  });

  it('cuts a streamed (chunked) 100 MB body off at the limit', async () => {
    const before = process.memoryUsage().arrayBuffers;
    const refusal = await sendHuge('/api/auth', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' });
    expect(refusal.status).toBe(413);
    expect(refusal.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(refusal.sentBeforeAnswer).toBeLessThan(20 * 1024 * 1024);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(50 * 1024 * 1024);
  });

  it('limits an upload endpoint to 5 MB and its envelope', async () => {
    const token = await signInAs(ctx.app, 'cu-admin');
    const refusal = await sendHuge(
      '/api/fi/1/logo',
      {
        authorization: `Bearer ${token}`,
        'content-type': 'multipart/form-data; boundary=x',
        'transfer-encoding': 'chunked',
      },
      'PUT',
    );
    expect(refusal.status).toBe(413);
    expect(refusal.sentBeforeAnswer).toBeLessThan(25 * 1024 * 1024);
  });

  it('refuses an upload without a session before buffering any of it', async () => {
    const refusal = await sendHuge(
      '/api/fi/1/logo',
      { 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked' },
      'PUT',
    );
    expect(refusal.status).toBe(401);
    expect(refusal.sentBeforeAnswer).toBeLessThan(20 * 1024 * 1024);
  });

  it('takes a JSON body up to the limit and refuses one byte more', async () => {
    const padded = (size: number) => {
      const base = JSON.stringify({ accessCode: 'NOPE-0000', lastName: '' });
      return base.replace('""', `"${'x'.repeat(size - base.length)}"`);
    };
    const at = await ctx.app.request('/api/auth/consumer', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: padded(MAX_JSON_BODY_BYTES),
    });
    expect(at.status).not.toBe(413);
    const over = await ctx.app.request('/api/auth/consumer', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: padded(MAX_JSON_BODY_BYTES + 1),
    });
    expect(over.status).toBe(413);
  });
});

describe('content type', () => {
  const body = JSON.stringify({ accessCode: 'DEMO-1001', lastName: 'Garcia' });

  it('parses JSON only under Content-Type: application/json (415 with the error shape otherwise)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'text/html', 'application/jsonp']) {
      const response = await ctx.app.request('/api/auth/consumer', {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
      expect(response.status, type).toBe(415);
      expect(await response.json()).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Send the request body as JSON with Content-Type: application/json',
      });
    }
    const plain = await ctx.app.request('/api/auth/consumer', { method: 'POST', body });
    expect(plain.status).toBe(415);
    const json = await ctx.app.request('/api/auth/consumer', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body,
    });
    expect(json.status).toBe(200);
  });

  it('refuses a multipart body on a JSON endpoint', async () => {
    const form = new FormData();
    form.set('accessCode', 'DEMO-1001');
    form.set('lastName', 'Garcia');
    const response = await ctx.app.request('/api/auth/consumer', { method: 'POST', body: form });
    expect(response.status).toBe(415);
  });
});

// Issue 30 item 11: a 413 answered `Connection: keep-alive` and then closed the socket, so a keep-alive client's next
// request on it failed. The 413 now says `Connection: close`, and the client opens a new connection.
interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

function send(agent: http.Agent, method: string, path: string, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (body) headers['content-length'] = String(body.length);
    const request = http.request({ host: '127.0.0.1', port, path, method, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    // Writing the rest of a refused body may fail once the server closes: only the answer matters here.
    request.on('error', reject);
    if (body) request.write(body, () => undefined);
    request.end();
  });
}

describe('a 413 on a keep-alive connection', () => {
  it.each([
    ['a body well over the limit', 8 * 1024 * 1024],
    ['a body just over the limit', 200 * 1024],
  ])('%s: the 413 says Connection: close and the next request on the agent succeeds', async (_, size) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await send(agent, 'POST', '/api/auth/consumer', Buffer.alloc(size, 'a'));
      expect(refused.status).toBe(413);
      expect(refused.connection).toBe('close');
      expect(JSON.parse(refused.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      // Give the server's drain time to run out (it closes a connection it cannot drain after 500 ms).
      await new Promise((resolve) => setTimeout(resolve, 700));
      const next = await send(agent, 'GET', '/api/health');
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
