import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import ssh2, { type Connection, type ParsedKey, type PublicKeyAuthContext } from 'ssh2';
import type { Db } from '../db/pool.ts';
import { embedderSftpKeys, embedders } from '../db/schema/index.ts';
import type { Logger } from '../logger.ts';
import { sftpHostKey } from './platform-keys.ts';
import { serveInbox } from './sftp-inbox.ts';
import { inboxDir } from './work-area.ts';

// ssh2 is CommonJS: its default export carries Server and utils under node's ESM loader.
const { Server, utils } = ssh2;

export interface SftpServerOptions {
  readonly db: Db;
  readonly encryptionKey: Buffer;
  /** The processing root (work-area.ts); each embedder sees only its own inbox there, as `/`. */
  readonly root: string;
  /** 0 picks a free port (tests). */
  readonly port: number;
  readonly host?: string;
  readonly logger?: Logger;
}

export interface RunningSftpServer {
  readonly port: number;
  close(): Promise<void>;
}

/** SFTP_PORT when SFTP_ENABLED=1 (default 2222); the server is off otherwise. */
export const sftpSettings = (env: NodeJS.ProcessEnv = process.env) => ({
  enabled: env.SFTP_ENABLED === '1' || env.SFTP_ENABLED === 'true',
  port: Number(env.SFTP_PORT ?? 2222),
});

/**
 * The sandbox SFTP server (ssh2, in-process): an embedder signs in with its username (the embedder's code) and the
 * key pair the admin generated for it (only public keys, only the stored one), and sees its inbox as `/`: it may
 * upload, list, read, rename and remove files there, nothing else. The `sftp` step copies the newest inbox file.
 */
export async function startSftpServer(options: SftpServerOptions): Promise<RunningSftpServer> {
  const host = await sftpHostKey(options.db, options.encryptionKey);
  const running = await listenSsh(host.privateKey(), options, '0.0.0.0', (client) => handleClient(client, options));
  options.logger?.info({ port: running.port }, 'sandbox SFTP server listening');
  return running;
}

/** An ssh2 server on `options.port` (0: a free one) serving each client with `serve`, until closed. */
export async function listenSsh(
  hostKey: string,
  options: Pick<SftpServerOptions, 'port' | 'host'>,
  defaultHost: string,
  serve: (client: Connection) => void,
): Promise<RunningSftpServer> {
  const clients = new Set<Connection>();
  const server = new Server({ hostKeys: [hostKey] }, (client) => {
    clients.add(client);
    client.on('close', () => clients.delete(client));
    serve(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? defaultHost, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    // Connected clients are ended too: server.close() alone waits for every one of them to leave.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const client of clients) client.end();
      }),
  };
}

/**
 * Whether a public-key sign-in offers `publicKey` (an OpenSSH line) and, when it signed, signed with it. ssh2 asks
 * first without a signature: accepting that only tells the client to sign.
 */
export function offersKey(ctx: PublicKeyAuthContext, publicKey: string): boolean {
  const parsed = utils.parseKey(publicKey);
  const allowed =
    parsed && !(parsed instanceof Error) ? ((Array.isArray(parsed) ? parsed[0] : parsed) as ParsedKey) : null;
  if (!allowed || ctx.key.algo !== allowed.type || !ctx.key.data.equals(allowed.getPublicSSH())) return false;
  return !(ctx.signature && ctx.blob && allowed.verify(ctx.blob, ctx.signature, ctx.hashAlgo) !== true);
}

function handleClient(client: Connection, options: SftpServerOptions): void {
  let inbox: string | null = null;
  client.on('error', (error) => options.logger?.debug({ err: error }, 'sftp client error'));
  client.on('authentication', (ctx) => {
    if (ctx.method !== 'publickey') return ctx.reject(['publickey']);
    void (async () => {
      const [row] = await options.db
        .select({ number: embedders.number, publicKey: embedderSftpKeys.publicKey })
        .from(embedders)
        .innerJoin(embedderSftpKeys, eq(embedderSftpKeys.embedderId, embedders.id))
        .where(eq(embedders.code, ctx.username));
      if (!row || !offersKey(ctx, row.publicKey)) return ctx.reject(['publickey']);
      inbox = inboxDir(options.root, row.number);
      await mkdir(inbox, { recursive: true });
      ctx.accept();
    })().catch(() => ctx.reject(['publickey']));
  });
  client.on('ready', () => {
    client.on('session', (accept) => {
      const session = accept();
      session.on('sftp', (acceptSftp) => {
        if (inbox) serveInbox(acceptSftp(), inbox);
      });
    });
  });
}
