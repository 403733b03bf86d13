/** An embedder's custom domain as an origin: https unless the domain names its own scheme; null when malformed. */
export function customDomainOrigin(domain: string): string | null {
  try {
    return new URL(/^https?:\/\//.test(domain) ? domain : `https://${domain}`).origin;
  } catch {
    return null;
  }
}

/**
 * The origins usable as CSP sources: an http(s) origin exactly (scheme, host, port), so nothing stored can add a
 * directive or a wildcard to the header it goes into.
 */
export function cspOrigins(origins: readonly (string | null)[]): string[] {
  const valid = origins.filter((origin): origin is string => {
    if (!origin) return false;
    try {
      const url = new URL(origin);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === origin;
    } catch {
      return false;
    }
  });
  return [...new Set(valid)];
}
