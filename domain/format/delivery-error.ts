/**
 * Why a postback delivery failed, in words: the delivery log keeps what the network answered (a Node error code such
 * as ECONNREFUSED, or the error's message); the embedder reads what it means. Unknown codes and messages pass as
 * they are: they are the best words there are.
 */
const NETWORK_ERRORS: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'Connection refused',
  ECONNRESET: 'Connection reset',
  ETIMEDOUT: 'Timed out',
  ENOTFOUND: 'Host not found',
  EAI_AGAIN: 'Host not found (DNS lookup failed)',
  EHOSTUNREACH: 'Host unreachable',
  ENETUNREACH: 'Network unreachable',
  CERT_HAS_EXPIRED: 'The endpoint’s certificate has expired',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'The endpoint’s certificate is self-signed',
  UND_ERR_CONNECT_TIMEOUT: 'Timed out connecting',
};

/** A Node error code inside a message ("connect ECONNREFUSED 127.0.0.1:9"). */
const CODE = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*\b/g;

export function deliveryErrorText(error: string): string {
  for (const [code] of error.matchAll(CODE)) {
    const words = NETWORK_ERRORS[code];
    if (words) return words;
  }
  return error;
}
