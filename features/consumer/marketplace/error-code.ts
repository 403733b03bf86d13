// Apart from the signed-out error page (loaded only when one is shown): the consumer shell reads every path with it.

/** The code in an error page's path (/error → null, /error/{code} → code), or undefined for any other page. */
export function errorCodeOf(path: string): string | null | undefined {
  const match = /^\/error(?:\/([^/]+))?\/?$/.exec(path);
  if (!match) return undefined;
  return match[1] ? decodeURIComponent(match[1]) : null;
}
