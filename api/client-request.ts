/** Building the pieces of a request: query string, JSON or multipart body. */

export type QueryValue = string | number | boolean | Date | null | undefined;
export type QueryInput = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** 000 §5: a body-carrying call whose method is not POST, PUT, PATCH or DELETE is refused before it is sent. */
export function assertBodyMethod(method: string): void {
  if (!BODY_METHODS.has(method.toUpperCase())) throw new Error('Invalid HTTP Method');
}

function queryText(value: Exclude<QueryValue, null | undefined>): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/** `?a=1&b=x&b=y` from an object: undefined and null are left out, arrays repeat their key. Empty → ''. */
export function toQueryString(query: QueryInput | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      search.append(key, queryText(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Multipart body for uploads: each body field becomes a form field (objects as JSON text), each file its own part.
 * The browser sets the multipart content-type with its boundary, so callers must not.
 */
export function toFormData(body: unknown, files: Readonly<Record<string, Blob>>): FormData {
  const form = new FormData();
  if (typeof body === 'object' && body !== null) {
    for (const [name, value] of Object.entries(body)) {
      if (value === undefined || value === null) continue;
      if (value instanceof Blob) form.append(name, value);
      else form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
  }
  for (const [name, file] of Object.entries(files)) form.append(name, file);
  return form;
}

export function isAbsoluteUrl(path: string): boolean {
  return /^https?:\/\//i.test(path);
}
