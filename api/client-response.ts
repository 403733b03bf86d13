/** Reading a successful answer the way 000 §7 says: empty → {}, binary, csv text, else JSON. */

export type BodyKind = 'empty' | 'binary' | 'text' | 'json';

// Images (the lender logo) are binary too: the seed lists octet-stream and xml, an image read as JSON is no use.
const BINARY_TYPES = [
  /^application\/octet-stream/i,
  /[/+]xml\b/i,
  /^image\//i,
  /^application\/(pdf|vnd\.openxmlformats)/i,
];

export function bodyKind(response: Response): BodyKind {
  if (response.status === 204 || response.headers.get('content-length') === '0') return 'empty';
  const type = response.headers.get('content-type') ?? '';
  if (BINARY_TYPES.some((pattern) => pattern.test(type))) return 'binary';
  if (/^text\/csv/i.test(type)) return 'text';
  return 'json';
}

export interface ReadBody {
  kind: BodyKind;
  data: unknown;
}

/** Read the body; a JSON answer with a zero-length body also reads as {} (no content-length on chunked answers). */
export async function readSuccessBody(response: Response): Promise<ReadBody> {
  const kind = bodyKind(response);
  if (kind === 'empty') return { kind, data: {} };
  if (kind === 'binary') return { kind, data: await response.blob() };
  const text = await response.text();
  if (kind === 'text') return { kind, data: text };
  if (text.trim() === '') return { kind: 'empty', data: {} };
  return { kind, data: JSON.parse(text) as unknown };
}

/** The body of a failed answer: parsed JSON when it is JSON, else the text. */
export async function readErrorBody(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return '';
  }
  if (/json/i.test(response.headers.get('content-type') ?? '') || /^\s*[{[]/.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}
