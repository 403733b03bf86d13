import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isInternalAddress, isInternalHost, postJson } from './target.ts';

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
