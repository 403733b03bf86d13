import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import type { Realm } from '../domain/realms.ts';
import { ApiError, type ClientSession, createApiClient } from './client.ts';
import { endpoint } from './endpoint.ts';
import { forgotPassword, getTenant, passThrough, signIn } from './session.ts';

interface Sent {
  url: string;
  init: RequestInit;
}

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

function setup(answer: (sent: Sent) => Response | Promise<Response>, session: ClientSession | null = null) {
  const sent: Sent[] = [];
  let current = session;
  const navigate = vi.fn<(path: string) => void>();
  const onUnauthorized = vi.fn<(realm: Realm) => void>(() => {
    current = null;
  });
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = { url: String(input), init: init ?? {} };
    sent.push(request);
    return answer(request);
  });
  const client = createApiClient({ fetch, getSession: () => current, navigate, onUnauthorized });
  return {
    client,
    sent,
    navigate,
    onUnauthorized,
    fetch,
    setSession: (next: ClientSession | null) => {
      current = next;
    },
  };
}

const headersOf = (sent: Sent | undefined) => new Headers(sent?.init.headers);
const lenderSession: ClientSession = { realm: 'fi', jwt: 'jwt-1' };

const tenantAnswer = { id: 't1', realm: 'fi', name: 'First Credit Union' };
const listBranches = endpoint({
  method: 'GET',
  path: '/fi/:fiId/branches',
  summary: 'test',
  tags: [],
  access: ['fi'],
  params: v.object({ fiId: v.string() }),
  query: v.object({ page: v.optional(v.number()), status: v.optional(v.array(v.string())) }),
  response: v.array(v.object({ id: v.string() })),
});
const uploadBranches = endpoint({
  method: 'POST',
  path: '/fi/:fiId/branches',
  summary: 'test',
  tags: [],
  access: ['fi'],
  params: v.object({ fiId: v.string() }),
  multipart: ['branchDocument'],
  body: v.object({ note: v.optional(v.string()) }),
  response: v.object({ uploaded: v.number() }),
});

describe('createApiClient: requests', () => {
  it('prefixes the base path, fills path params and sends the bearer token of the session', async () => {
    const t = setup(() => json(tenantAnswer), lenderSession);
    const tenant = await t.client.call(getTenant, { params: { realm: 'fi', tenantId: 't 1' } });
    expect(tenant).toEqual(tenantAnswer);
    expect(t.sent[0]?.url).toBe('/api/fi/t%201');
    expect(t.sent[0]?.init.method).toBe('GET');
    expect(headersOf(t.sent[0]).get('authorization')).toBe('Bearer jwt-1');
  });

  it('uses a custom base url and sends no authorization header without a session', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json({ status: 'ok' }));
    const client = createApiClient({ baseUrl: 'https://api.example.test/api/', fetch });
    await client.request('GET', '/health');
    expect(String(fetch.mock.calls[0]?.[0])).toBe('https://api.example.test/api/health');
    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).has('authorization')).toBe(false);
  });

  it('sends JSON bodies with a JSON content type', async () => {
    const t = setup(() => json({ realm: 'fi', jwt: 'x', mfaRequired: false, permissions: {} }));
    await t.client.call(signIn, { body: { realm: 'fi', tenant: 't1', user: 'ann', password: 'pw' } });
    expect(t.sent[0]?.init.method).toBe('POST');
    expect(headersOf(t.sent[0]).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(t.sent[0]?.init.body))).toEqual({
      realm: 'fi',
      tenant: 't1',
      user: 'ann',
      password: 'pw',
    });
  });

  it('builds query strings from objects, leaving out undefined and repeating arrays', async () => {
    const t = setup(() => json([{ id: 'b1' }]), lenderSession);
    await t.client.call(listBranches, {
      params: { fiId: '7' },
      query: { page: 2, status: ['OPEN', 'PAID'] },
    });
    expect(t.sent[0]?.url).toBe('/api/fi/7/branches?page=2&status=OPEN&status=PAID');
    await t.client.request('GET', '/x', { query: { a: undefined, b: null, c: 'y z' } });
    expect(t.sent[1]?.url).toBe('/api/x?c=y+z');
  });

  it('sends multipart form data with fields and files when files are given, without setting a content type', async () => {
    const t = setup(() => json({ uploaded: 3 }), lenderSession);
    const file = new File(['a,b\n1,2'], 'branches.csv', { type: 'text/csv' });
    const result = await t.client.call(uploadBranches, {
      params: { fiId: '7' },
      body: { note: 'spring' },
      files: { branchDocument: file },
    });
    expect(result).toEqual({ uploaded: 3 });
    const body = t.sent[0]?.init.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('note')).toBe('spring');
    expect((form.get('branchDocument') as File).name).toBe('branches.csv');
    expect(headersOf(t.sent[0]).has('content-type')).toBe(false);
  });

  it("rejects a body-carrying call whose method is not POST, PUT, PATCH or DELETE with 'Invalid HTTP Method'", async () => {
    const t = setup(() => json({}));
    await expect(t.client.request('GET', '/x', { body: { a: 1 } })).rejects.toThrow(new Error('Invalid HTTP Method'));
    await expect(t.client.request('HEAD', '/x', { files: { f: new Blob(['1']) } })).rejects.toThrow(
      'Invalid HTTP Method',
    );
    const badEndpoint = { ...listBranches, body: v.object({}) };
    await expect(t.client.call(badEndpoint, { params: { fiId: '1' }, body: {} })).rejects.toThrow(
      'Invalid HTTP Method',
    );
    expect(t.fetch).not.toHaveBeenCalled();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      await expect(t.client.request(method, '/x', { body: {} })).resolves.toEqual({});
    }
  });

  it('never sends the bearer token to an absolute address', async () => {
    const t = setup(() => json({ jwt: 'exchanged' }), lenderSession);
    await expect(t.client.request('GET', 'https://partner.example.test/token')).resolves.toEqual({
      jwt: 'exchanged',
    });
    expect(t.sent[0]?.url).toBe('https://partner.example.test/token');
    expect(headersOf(t.sent[0]).has('authorization')).toBe(false);
  });

  it('sends no bearer to a public endpoint', async () => {
    const t = setup(() => new Response(null, { status: 204 }), lenderSession);
    await t.client.call(forgotPassword, { body: { realm: 'fi', user: 'ann' } });
    expect(headersOf(t.sent[0]).has('authorization')).toBe(false);
  });
});

describe('createApiClient: reading answers', () => {
  it('answers {} for a 204 or a zero-length body', async () => {
    const answers = [
      new Response(null, { status: 204 }),
      new Response('', { status: 200, headers: { 'content-length': '0', 'content-type': 'application/json' } }),
      new Response('', { status: 200 }),
    ];
    const t = setup(() => answers.shift() ?? json({}));
    await expect(t.client.call(forgotPassword, { body: { realm: 'fi', user: 'ann' } })).resolves.toEqual({});
    await expect(t.client.request('GET', '/x')).resolves.toEqual({});
    await expect(t.client.request('GET', '/y')).resolves.toEqual({});
  });

  it('reads octet-stream and xml answers as binary and csv as text', async () => {
    const answers = [
      new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'application/octet-stream' } }),
      new Response('<a/>', { headers: { 'content-type': 'application/xml' } }),
      new Response('<b/>', { headers: { 'content-type': 'text/xml; charset=utf-8' } }),
      new Response('a,b\n1,2', { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    ];
    const t = setup(() => answers.shift() ?? json({}));
    const bytes = await t.client.request<Blob>('GET', '/file');
    expect(bytes).toBeInstanceOf(Blob);
    expect([...new Uint8Array(await bytes.arrayBuffer())]).toEqual([1, 2, 3]);
    expect(await (await t.client.request<Blob>('GET', '/a.xml')).text()).toBe('<a/>');
    expect(await t.client.request('GET', '/b.xml')).toBeInstanceOf(Blob);
    expect(await t.client.request('GET', '/c.csv')).toBe('a,b\n1,2');
  });

  it('reads image answers (the lender logo) as binary', async () => {
    const t = setup(() => new Response(new Uint8Array([0x89, 0x50]), { headers: { 'content-type': 'image/png' } }));
    const image = await t.client.request<Blob>('GET', '/fi/1/logo');
    expect(image).toBeInstanceOf(Blob);
    expect([...new Uint8Array(await image.arrayBuffer())]).toEqual([0x89, 0x50]);
  });

  it('answers headers, status and data together with the full flag', async () => {
    const t = setup(() => json(tenantAnswer, 200, { 'x-total-count': '12' }), lenderSession);
    const full = await t.client.call(getTenant, { params: { realm: 'fi', tenantId: 't1' }, full: true });
    expect(full.status).toBe(200);
    expect(full.headers.get('x-total-count')).toBe('12');
    expect(full.data).toEqual(tenantAnswer);
  });

  it("parses JSON answers with the endpoint's response schema", async () => {
    const t = setup(() => json({ ...tenantAnswer, extra: 'dropped' }), lenderSession);
    await expect(t.client.call(getTenant, { params: { realm: 'fi', tenantId: 't1' } })).resolves.toEqual(tenantAnswer);
  });

  it('rejects an answer that does not match the contract with an ApiError listing the issues', async () => {
    const t = setup(() => json({ id: 5 }), lenderSession);
    const error = await t.client.call(getTenant, { params: { realm: 'fi', tenantId: 't1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 'INTERNAL_ERROR' });
    expect((error as ApiError).issues.map((issue) => issue.path)).toContain('id');
    expect(t.navigate).not.toHaveBeenCalled();
  });

  it('rejects a missing path parameter before sending', async () => {
    const t = setup(() => json({}), lenderSession);
    await expect(t.client.call(getTenant, { params: { realm: 'fi' } as never })).rejects.toThrow(
      'Missing path parameter tenantId',
    );
    expect(t.fetch).not.toHaveBeenCalled();
  });
});

describe('createApiClient: failures', () => {
  it('rejects other failures with an ApiError built from the JSON body plus the status', async () => {
    const body = {
      code: 'ACCOUNT_LOCKED',
      message: 'Your account is locked',
      issues: [{ path: 'user', message: 'x' }],
    };
    const t = setup(() => json(body, 423));
    const error = await t.client.call(signIn, { body: { realm: 'fi', user: 'ann' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 423, code: 'ACCOUNT_LOCKED', message: 'Your account is locked', body });
    expect((error as ApiError).issues).toEqual([{ path: 'user', message: 'x' }]);
    expect(t.navigate).not.toHaveBeenCalled();
  });

  it('uses the text as the message of a non-JSON failure', async () => {
    const t = setup(
      () => new Response('Bad gateway config', { status: 400, headers: { 'content-type': 'text/plain' } }),
    );
    await expect(t.client.request('GET', '/x')).rejects.toMatchObject({
      status: 400,
      message: 'Bad gateway config',
      code: 'VALIDATION_FAILED',
    });
  });

  it('does nothing special on 403', async () => {
    const t = setup(() => json({ code: 'FORBIDDEN', message: 'No' }, 403), lenderSession);
    await expect(t.client.request('GET', '/x')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(t.navigate).not.toHaveBeenCalled();
    expect(t.onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends a 5xx to the server-error page and still rejects; suppressed calls only reject', async () => {
    const t = setup(() => json({ code: 'INTERNAL_ERROR', message: 'Boom' }, 500));
    await expect(t.client.request('GET', '/x')).rejects.toMatchObject({ status: 500, message: 'Boom' });
    expect(t.navigate).toHaveBeenCalledExactlyOnceWith('/error');
    await expect(t.client.request('GET', '/x', { suppressServerErrorRedirect: true })).rejects.toMatchObject({
      status: 500,
    });
    expect(t.navigate).toHaveBeenCalledTimes(1);
  });

  it("sends a network failure to the service-unavailable page and rejects with 503 'Service is unavailable'", async () => {
    const t = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await t.client.request('GET', '/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, message: 'Service is unavailable' });
    expect(t.navigate).toHaveBeenCalledExactlyOnceWith('/network-error');
  });

  it('passes an abort through without redirecting', async () => {
    const t = setup(() => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(t.client.request('GET', '/x')).rejects.toMatchObject({ name: 'AbortError' });
    expect(t.navigate).not.toHaveBeenCalled();
  });
});

describe('createApiClient: 401', () => {
  const unauthorized = () => json({ code: 'UNAUTHORIZED', message: 'Session expired' }, 401);

  it("clears the session once and redirects once to the realm's unauthorized page, even for parallel 401s", async () => {
    const t = setup(unauthorized, { realm: 'embedder', jwt: 'e1' });
    // Keep the session present until every answer is in, as when clearing happens later.
    t.onUnauthorized.mockImplementation(() => {});
    const results = await Promise.allSettled([
      t.client.request('GET', '/a'),
      t.client.request('GET', '/b'),
      t.client.request('GET', '/c'),
    ]);
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(t.onUnauthorized).toHaveBeenCalledExactlyOnceWith('embedder');
    expect(t.navigate).toHaveBeenCalledExactlyOnceWith('/embedder/login');
  });

  it('handles the 401 of a new session again after a new sign-in', async () => {
    const t = setup(unauthorized, lenderSession);
    await t.client.request('GET', '/a').catch(() => {});
    t.setSession({ realm: 'fi', jwt: 'jwt-2' });
    await t.client.request('GET', '/a').catch(() => {});
    expect(t.onUnauthorized).toHaveBeenCalledTimes(2);
    expect(t.navigate.mock.calls).toEqual([['/lender/login'], ['/lender/login']]);
  });

  it('sends the consumer realm to its own unauthorized page', async () => {
    const t = setup(unauthorized, { realm: 'consumer', jwt: 'c1' });
    await t.client.request('GET', '/consumers/current').catch(() => {});
    expect(t.navigate).toHaveBeenCalledExactlyOnceWith('/consumer/auth');
  });

  it('ignores a 401 without a session, when disabled, or for a public endpoint', async () => {
    const t = setup(unauthorized);
    await expect(t.client.request('GET', '/a')).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    t.setSession(lenderSession);
    await expect(t.client.request('GET', '/a', { handleUnauthorized: false })).rejects.toMatchObject({ status: 401 });
    await expect(t.client.call(signIn, { body: { realm: 'fi', user: 'ann' } })).rejects.toMatchObject({ status: 401 });
    expect(t.onUnauthorized).not.toHaveBeenCalled();
    expect(t.navigate).not.toHaveBeenCalled();
  });

  it('ignores a late 401 for a token that is no longer the current one', async () => {
    const t = setup(unauthorized, lenderSession);
    t.fetch.mockImplementationOnce(async () => {
      t.setSession({ realm: 'fi', jwt: 'jwt-new' });
      return unauthorized();
    });
    await t.client.call(passThrough, { params: { realm: 'fi', target: 'u1' } }).catch(() => {});
    expect(t.onUnauthorized).not.toHaveBeenCalled();
  });
});
