import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedLookup, isInternalAddress, isInternalHost, postJson } from './target.ts';

let silent: Server;
let port = 0;

beforeAll(async () => {
  // Reads the request and never answers.
  silent = createServer((request) => request.resume());
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  port = (silent.address() as AddressInfo).port;
});
afterAll(async () => {
  silent.closeAllConnections();
  await new Promise((resolve) => silent.close(resolve));
});

describe('postback targets', () => {
  it('knows internal addresses and hosts', () => {
    for (const address of ['127.0.0.1', '10.0.0.8', '172.20.1.1', '192.168.1.1', '169.254.169.254', '100.64.0.1']) {
      expect(isInternalAddress(address), address).toBe(true);
    }
    for (const address of ['::1', 'fd00::1', 'fe80::1', '::ffff:10.0.0.1', '::']) {
      expect(isInternalAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '172.32.0.1', '2606:4700::1111', 'partner.example']) {
      expect(isInternalAddress(address), address).toBe(false);
    }
    expect(isInternalHost('http://localhost:3000/x')).toBe(true);
    expect(isInternalHost('http://api.localhost/x')).toBe(true);
    expect(isInternalHost('http://[::1]:8080/')).toBe(true);
    expect(isInternalHost('https://partner.example/hook')).toBe(false);
  });

  it('refuses IPv6 forms of IPv4 addresses: mapped, compatible and NAT64 (issue 30 item 15)', () => {
    for (const address of [
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:8.8.8.8',
      '::ffff:0:a9fe:a9fe',
      '::127.0.0.1',
      '::a00:1',
      '64:ff9b::127.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b:1::a00:1',
    ]) {
      expect(isInternalAddress(address), address).toBe(true);
    }
    // At save: a URL writes ::ffff:127.0.0.1 as [::ffff:7f00:1].
    for (const url of ['http://[::ffff:127.0.0.1]/x', 'http://[::ffff:7f00:1]:8080/', 'http://[64:ff9b::a9fe:a9fe]/']) {
      expect(isInternalHost(url), url).toBe(true);
    }
    expect(isInternalAddress('2001:db8::1')).toBe(false);
    expect(isInternalAddress('64:ff9c::1')).toBe(false);
  });

  it('refuses a name that resolves to such an address at send time', async () => {
    for (const answer of ['::ffff:7f00:1', '64:ff9b::a00:1', '::a9fe:a9fe']) {
      const lookup = guardedLookup((_, __, callback) => callback(null, [{ address: answer, family: 6 }]));
      const error = await new Promise<Error | null>((resolve) => lookup('partner.example', {}, (e) => resolve(e)));
      expect(error?.message, answer).toBe('partner.example resolves to an internal address');
    }
    const open = guardedLookup((_, __, callback) => callback(null, [{ address: '2606:4700::1111', family: 6 }]));
    const address = await new Promise((resolve) => open('partner.example', {}, (_, found) => resolve(found)));
    expect(address).toBe('2606:4700::1111');
  });

  it('refuses internal targets unless allowed, by literal and by what a name resolves to', async () => {
    const options = { timeoutMs: 1_000, allowInternal: false };
    await expect(postJson(`http://127.0.0.1:${port}/`, {}, '{}', options)).rejects.toThrow(/internal address/);
    await expect(postJson(`http://localhost:${port}/`, {}, '{}', options)).rejects.toThrow(/internal address/);
    await expect(postJson('ftp://partner.example/', {}, '{}', options)).rejects.toThrow(/http/);
  });

  it('gives up after the timeout', async () => {
    const started = Date.now();
    await expect(
      postJson(`http://127.0.0.1:${port}/`, {}, '{}', { timeoutMs: 300, allowInternal: true }),
    ).rejects.toThrow('No answer within 0.3 s');
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
