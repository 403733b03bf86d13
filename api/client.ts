import * as v from 'valibot';
import { GENERAL_PATHS, REALM_ROUTES, type Realm } from '../domain/realms.ts';
import { ApiError, apiErrorFromBody, SERVICE_UNAVAILABLE } from './client-error.ts';
import { assertBodyMethod, isAbsoluteUrl, type QueryInput, toFormData, toQueryString } from './client-request.ts';
import { readErrorBody, readSuccessBody } from './client-response.ts';
import { buildPath, type Endpoint, type InferIn, type InferOut } from './endpoint.ts';

export { ApiError, isErrorCode, SERVICE_UNAVAILABLE } from './client-error.ts';
export type { QueryInput } from './client-request.ts';

/** What the client needs of the session: the bearer token and the realm whose pages a 401 leads to. */
export interface ClientSession {
  jwt?: string | undefined;
  realm: Realm;
}

export interface ApiClientOptions {
  /** Prefix of every relative path (000 §7 "API base path"). */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** The session of the realm the app is showing, read at each call (so a new sign-in is picked up at once). */
  getSession?: () => ClientSession | null;
  /** Clears the session of that realm after a 401; called once per session however many 401s arrive. */
  onUnauthorized?: (realm: Realm) => void;
  /** Moves the app to a page (401 redirect, /error, /network-error). */
  navigate?: (path: string) => void;
}

export interface RequestOptions {
  query?: QueryInput | undefined;
  body?: unknown;
  /** Multipart upload: file parts by form-field name (the body's fields become text parts). */
  files?: Readonly<Record<string, Blob>> | undefined;
  /** Answer `{ headers, status, data }` instead of the data alone. */
  full?: boolean | undefined;
  /** Reject a 5xx without sending the user to the server-error page (the caller shows its own state). */
  suppressServerErrorRedirect?: boolean | undefined;
  /** A 401 clears the session and redirects (default true; false for public endpoints via `call`). */
  handleUnauthorized?: boolean | undefined;
  /** Send the session's bearer token (default true; never sent to absolute addresses). */
  auth?: boolean | undefined;
  signal?: AbortSignal | undefined;
  headers?: Readonly<Record<string, string>> | undefined;
}

export type CallOptions<E extends Endpoint> = Omit<RequestOptions, 'query' | 'body'> & {
  params?: InferIn<E['params']>;
  query?: InferIn<E['query']>;
  body?: InferIn<E['body']>;
};

export interface FullResponse<T> {
  headers: Headers;
  status: number;
  data: T;
}

export interface ApiClient {
  call<E extends Endpoint>(
    endpoint: E,
    options: CallOptions<E> & { full: true },
  ): Promise<FullResponse<InferOut<E['response']>>>;
  call<E extends Endpoint>(endpoint: E, options?: CallOptions<E>): Promise<InferOut<E['response']>>;
  request<T = unknown>(
    method: string,
    path: string,
    options: RequestOptions & { full: true },
  ): Promise<FullResponse<T>>;
  request<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<T>;
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** The request's headers (the bearer token when sent) and body: JSON, or multipart when it carries files. */
function headersAndBody(request: RequestOptions, sentSession: ClientSession | null) {
  const headers = new Headers(request.headers);
  if (sentSession) headers.set('authorization', `Bearer ${sentSession.jwt}`);
  let body: BodyInit | null = null;
  if (request.files) body = toFormData(request.body, request.files);
  else if (request.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(request.body);
  }
  return { headers, body };
}

/** The answer as the endpoint's response schema reads it; an answer off the contract is an INTERNAL_ERROR. */
function parseByContract(endpoint: Endpoint, data: unknown, status: number): unknown {
  const result = v.safeParse(endpoint.response, data);
  if (result.success) return result.output;
  throw new ApiError({
    status,
    code: 'INTERNAL_ERROR',
    message: 'The server answer does not match the contract',
    issues: result.issues.map((issue) => ({ path: v.getDotPath(issue) ?? undefined, message: issue.message })),
    body: data,
  });
}

/**
 * The one HTTP client of the SPA, with the behaviours of 000 §7–§8. Side effects on failure (redirects, clearing
 * the session) go through the injected callbacks so the client stays free of router and storage.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/$/, '');
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const getSession = options.getSession ?? (() => null);
  const navigate = options.navigate ?? (() => {});
  const onUnauthorized = options.onUnauthorized ?? (() => {});
  /** Sessions (realm + token) already expired by a 401, so parallel 401s clear and redirect only once. */
  const expiredSessions = new Set<string>();

  function expire(sent: ClientSession): void {
    const current = getSession();
    // A 401 for a token that is no longer the current one (already cleared, or a new sign-in) changes nothing.
    if (!current || current.realm !== sent.realm || current.jwt !== sent.jwt) return;
    const key = `${sent.realm} ${sent.jwt ?? ''}`;
    if (expiredSessions.has(key)) return;
    expiredSessions.add(key);
    onUnauthorized(sent.realm);
    navigate(REALM_ROUTES[sent.realm].unauthorizedRedirect);
  }

  async function send(
    method: string,
    path: string,
    request: RequestOptions,
    parse?: (data: unknown, status: number) => unknown,
  ): Promise<unknown> {
    const hasBody = request.body !== undefined || request.files !== undefined;
    if (hasBody) assertBodyMethod(method);
    const absolute = isAbsoluteUrl(path);
    const url = `${absolute ? path : `${baseUrl}${path}`}${toQueryString(request.query)}`;
    const session = getSession();
    const sentSession = (request.auth ?? true) && !absolute && session?.jwt ? session : null;

    const { headers, body } = headersAndBody(request, sentSession);
    let response: Response;
    try {
      response = await fetchImpl(url, { method: method.toUpperCase(), headers, body, signal: request.signal ?? null });
    } catch (error) {
      if (isAbort(error)) throw error;
      navigate(GENERAL_PATHS.networkError);
      throw new ApiError({ ...SERVICE_UNAVAILABLE, code: 'INTERNAL_ERROR' });
    }

    if (!response.ok) {
      const errorBody = await readErrorBody(response);
      if (response.status === 401 && (request.handleUnauthorized ?? true) && sentSession) expire(sentSession);
      if (response.status >= 500 && !request.suppressServerErrorRedirect) navigate(GENERAL_PATHS.serverError);
      throw apiErrorFromBody(response.status, errorBody, response.statusText);
    }

    const read = await readSuccessBody(response);
    const data = read.kind === 'json' && parse ? parse(read.data, response.status) : read.data;
    return request.full ? { headers: response.headers, status: response.status, data } : data;
  }

  function call(endpoint: Endpoint, callOptions: CallOptions<Endpoint> = {}): Promise<unknown> {
    const { params, ...request } = callOptions;
    const isPublic = endpoint.access === 'public';
    // A public endpoint's 401 is about the credentials it was sent (a failed sign-in), not an expired session.
    const resolved: RequestOptions = {
      ...request,
      auth: request.auth ?? !isPublic,
      handleUnauthorized: request.handleUnauthorized ?? !isPublic,
    };
    return Promise.resolve()
      .then(() => buildPath(endpoint.path, (params ?? {}) as Record<string, string | number>))
      .then((path) => send(endpoint.method, path, resolved, (data, status) => parseByContract(endpoint, data, status)));
  }

  return {
    call: call as ApiClient['call'],
    request: ((method: string, path: string, request: RequestOptions = {}) =>
      send(method, path, request)) as ApiClient['request'],
  };
}
