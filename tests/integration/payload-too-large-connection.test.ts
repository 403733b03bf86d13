import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededApp } from './seeded-app.ts';

/**
 * Issue 30 item 11: a 413 answered `Connection: keep-alive` and then closed the socket, so a keep-alive client's next
 * request on it failed. The 413 now says `Connection: close`, and the client opens a new connection.
 */
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
