import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * Where a postback may go (docs/decisions/0323-targets-postbacks.md): http(s) only; in production never to a loopback,
 * private, link-local or otherwise internal address, checked on the address the name resolves to at send time (a
 * name that later resolves inward is refused too). Outside production (the sandbox, tests) localhost is allowed, so a
 * partner can try postbacks against a receiver on their own machine.
 */
const internal = new BlockList();
// Apart: a BlockList checks an IPv4 address against its IPv6 rules too (as ::ffff:a.b.c.d), and ::ffff:0:0/96 below
// would then refuse every IPv4 address.
const internalV6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  internal.addSubnet(network, prefix, 'ipv4');
}
// IPv6 forms that carry an IPv4 address are refused whole (issue 30 item 15): IPv4-mapped (::ffff:a.b.c.d, which a
// URL writes as ::ffff:7f00:1), IPv4-translated (::ffff:0:a.b.c.d) and IPv4-compatible (::a.b.c.d, :: and ::1
// inside it) reach the IPv4 address itself; NAT64 (64:ff9b::/96, and 64:ff9b:1::/48 for local use) through a gateway.
for (const [network, prefix] of [
  ['::ffff:0:0', 96],
  ['::ffff:0:0:0', 96],
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  internalV6.addSubnet(network, prefix, 'ipv6');
}

/** True for an address no partner URL may reach in production. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return internal.check(address, 'ipv4');
  if (family !== 6) return false;
  return internalV6.check(address, 'ipv6');
}

/** A URL whose host is itself internal (localhost, a private IP literal): refused when the config is saved. */
export function isInternalHost(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || isInternalAddress(host);
}

export interface PostOutcome {
  readonly statusCode: number;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

type Resolve = (
  hostname: string,
  options: LookupOptions & { all: true },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/** dns.lookup (or `resolve`, for tests) that fails for internal addresses (all of them when `all` is asked for). */
export const guardedLookup =
  (resolve: Resolve = dnsLookup) =>
  (hostname: string, options: LookupOptions, callback: LookupCallback): void =>
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const refused = addresses.find((entry) => isInternalAddress(entry.address));
      if (refused) {
        return callback(
          Object.assign(new Error(`${hostname} resolves to an internal address`), { code: 'EINTERNAL' }),
          '',
        );
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '');
      callback(null, first.address, first.family);
    });

/** The longest reason an attempt's row keeps for a failed POST. */
const MAX_ERROR_LENGTH = 500;

/** Why an answered POST failed, as an attempt's row keeps it: a non-2xx status; null for a 2xx. */
export const answerError = (statusCode: number): string | null =>
  statusCode < 200 || statusCode > 299 ? `HTTP ${statusCode}` : null;

/** Why a POST was rejected (network, internal target, timeout), as an attempt's row keeps it: the message, cut short. */
export const rejectionError = (caught: unknown): string =>
  (caught instanceof Error ? caught.message : String(caught)).slice(0, MAX_ERROR_LENGTH);

/**
 * POSTs the body and answers the response's status code (the body is read and dropped); no redirects are followed.
 * Rejects on a network error, an internal target (unless allowed) or when `timeoutMs` passes.
 */
export function postJson(
  target: string,
  headers: Record<string, string>,
  body: string,
  options: { timeoutMs: number; allowInternal: boolean },
): Promise<PostOutcome> {
  const url = new URL(target);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return Promise.reject(new Error('Only http(s) URLs'));
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!options.allowInternal && isIP(host) && isInternalAddress(host)) {
    return Promise.reject(new Error(`${host} is an internal address`));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        signal: AbortSignal.timeout(options.timeoutMs),
        ...(options.allowInternal ? {} : { lookup: guardedLookup() as never }),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ statusCode: response.statusCode ?? 0 }));
        response.on('error', reject);
      },
    );
    request.on('error', (error) =>
      reject(error.name === 'AbortError' ? new Error(`No answer within ${options.timeoutMs / 1000} s`) : error),
    );
    request.end(body);
  });
}
