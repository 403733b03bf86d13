import { type FileHandle, mkdir, open as openFile, readdir, rename, stat, unlink } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ssh2, { type Connection, type ParsedKey, type SFTPWrapper } from 'ssh2';
import type { Db } from '../db/pool.ts';
import { embedderSftpKeys, embedders } from '../db/schema/index.ts';
import type { Logger } from '../logger.ts';
import { sftpHostKey } from './platform-keys.ts';
import { inboxDir } from './work-area.ts';

// ssh2 is CommonJS: its default export carries Server and utils under node's ESM loader.
const { Server, utils } = ssh2;
const { OPEN_MODE, STATUS_CODE } = utils.sftp;

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

/** The file name inside an inbox a client path names (no folders, no hidden files), or null. */
const inboxName = (requested: string): string | null => {
  const name = path.posix.basename(path.posix.normalize(`/${requested}`));
  return name === '' || name === '/' || name.startsWith('.') ? null : name;
};

const fileAttrs = (info: { size: number; mode: number; mtimeMs: number; atimeMs: number }) => ({
  mode: info.mode,
  uid: 0,
  gid: 0,
  size: info.size,
  atime: Math.floor(info.atimeMs / 1000),
  mtime: Math.floor(info.mtimeMs / 1000),
});
const DIR_ATTRS = { mode: 0o40755, uid: 0, gid: 0, size: 0, atime: 0, mtime: 0 };

/**
 * The sandbox SFTP server (ssh2, in-process): an embedder signs in with its username (the embedder's code) and the
 * key pair the admin generated for it (only public keys, only the stored one), and sees its inbox as `/`: it may
 * upload, list, read, rename and remove files there, nothing else. The `sftp` step copies the newest inbox file.
 */
export async function startSftpServer(options: SftpServerOptions): Promise<RunningSftpServer> {
  const host = await sftpHostKey(options.db, options.encryptionKey);
  const server = new Server({ hostKeys: [host.privateKey()] }, (client) => handleClient(client, options));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  options.logger?.info({ port }, 'sandbox SFTP server listening');
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
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
      const parsed = row ? utils.parseKey(row.publicKey) : null;
      const allowed =
        parsed && !(parsed instanceof Error) ? ((Array.isArray(parsed) ? parsed[0] : parsed) as ParsedKey) : null;
      if (!row || !allowed || ctx.key.algo !== allowed.type || !ctx.key.data.equals(allowed.getPublicSSH())) {
        return ctx.reject(['publickey']);
      }
      if (ctx.signature && ctx.blob && allowed.verify(ctx.blob, ctx.signature, ctx.hashAlgo) !== true) {
        return ctx.reject(['publickey']);
      }
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

function serveInbox(sftp: SFTPWrapper, inbox: string): void {
  const files = new Map<number, FileHandle>();
  const dirs = new Map<number, { listed: boolean }>();
  let next = 0;
  const handleOf = (id: number) => {
    const buffer = Buffer.alloc(4);
    buffer.writeUInt32BE(id);
    return buffer;
  };
  const idOf = (handle: Buffer) => (handle.length === 4 ? handle.readUInt32BE(0) : -1);
  const fail = (reqid: number, code: number = STATUS_CODE.FAILURE) => sftp.status(reqid, code);
  const guard = (reqid: number, work: () => Promise<void>) => {
    work().catch((error: NodeJS.ErrnoException) =>
      fail(reqid, error.code === 'ENOENT' ? STATUS_CODE.NO_SUCH_FILE : STATUS_CODE.FAILURE),
    );
  };
  const isRoot = (requested: string) => path.posix.normalize(`/${requested}`) === '/' || requested === '.';

  sftp.on('REALPATH', (reqid, requested) => {
    const name = isRoot(requested) ? '/' : `/${inboxName(requested) ?? ''}`;
    sftp.name(reqid, [{ filename: name, longname: name, attrs: DIR_ATTRS }]);
  });
  const statHandler = (reqid: number, requested: string) =>
    guard(reqid, async () => {
      if (isRoot(requested)) return void sftp.attrs(reqid, DIR_ATTRS);
      const name = inboxName(requested);
      if (!name) return void fail(reqid, STATUS_CODE.NO_SUCH_FILE);
      sftp.attrs(reqid, fileAttrs(await stat(path.join(inbox, name))));
    });
  sftp.on('STAT', statHandler);
  sftp.on('LSTAT', statHandler);
  sftp.on('OPEN', (reqid, filename, flags) =>
    guard(reqid, async () => {
      const name = inboxName(filename);
      if (!name) return void fail(reqid, STATUS_CODE.PERMISSION_DENIED);
      const writing = (flags & OPEN_MODE.WRITE) !== 0;
      const mode = writing ? ((flags & OPEN_MODE.APPEND) !== 0 ? 'a' : 'w') : 'r';
      const handle = await openFile(path.join(inbox, name), mode);
      const id = next++;
      files.set(id, handle);
      sftp.handle(reqid, handleOf(id));
    }),
  );
  sftp.on('WRITE', (reqid, handle, offset, data) =>
    guard(reqid, async () => {
      const file = files.get(idOf(handle));
      if (!file) return void fail(reqid);
      await file.write(data, 0, data.length, offset);
      sftp.status(reqid, STATUS_CODE.OK);
    }),
  );
  sftp.on('READ', (reqid, handle, offset, length) =>
    guard(reqid, async () => {
      const file = files.get(idOf(handle));
      if (!file) return void fail(reqid);
      const buffer = Buffer.alloc(Math.min(length, 64 * 1024));
      const { bytesRead } = await file.read(buffer, 0, buffer.length, offset);
      if (bytesRead === 0) return void sftp.status(reqid, STATUS_CODE.EOF);
      sftp.data(reqid, buffer.subarray(0, bytesRead));
    }),
  );
  sftp.on('FSTAT', (reqid, handle) =>
    guard(reqid, async () => {
      const file = files.get(idOf(handle));
      if (!file) return void fail(reqid);
      sftp.attrs(reqid, fileAttrs(await file.stat()));
    }),
  );
  sftp.on('SETSTAT', (reqid) => sftp.status(reqid, STATUS_CODE.OK));
  sftp.on('FSETSTAT', (reqid) => sftp.status(reqid, STATUS_CODE.OK));
  sftp.on('CLOSE', (reqid, handle) =>
    guard(reqid, async () => {
      const id = idOf(handle);
      const file = files.get(id);
      files.delete(id);
      dirs.delete(id);
      await file?.close();
      sftp.status(reqid, STATUS_CODE.OK);
    }),
  );
  sftp.on('OPENDIR', (reqid, requested) => {
    if (!isRoot(requested)) return void fail(reqid, STATUS_CODE.NO_SUCH_FILE);
    const id = next++;
    dirs.set(id, { listed: false });
    sftp.handle(reqid, handleOf(id));
  });
  sftp.on('READDIR', (reqid, handle) =>
    guard(reqid, async () => {
      const dir = dirs.get(idOf(handle));
      if (!dir || dir.listed) return void sftp.status(reqid, STATUS_CODE.EOF);
      dir.listed = true;
      const names = (await readdir(inbox)).filter((name) => !name.startsWith('.'));
      if (names.length === 0) return void sftp.status(reqid, STATUS_CODE.EOF);
      const entries = await Promise.all(
        names.map(async (name) => ({
          filename: name,
          longname: name,
          attrs: fileAttrs(await stat(path.join(inbox, name))),
        })),
      );
      sftp.name(reqid, entries);
    }),
  );
  sftp.on('REMOVE', (reqid, requested) =>
    guard(reqid, async () => {
      const name = inboxName(requested);
      if (!name) return void fail(reqid, STATUS_CODE.NO_SUCH_FILE);
      await unlink(path.join(inbox, name));
      sftp.status(reqid, STATUS_CODE.OK);
    }),
  );
  sftp.on('RENAME', (reqid, from, to) =>
    guard(reqid, async () => {
      const source = inboxName(from);
      const target = inboxName(to);
      if (!source || !target) return void fail(reqid, STATUS_CODE.PERMISSION_DENIED);
      await rename(path.join(inbox, source), path.join(inbox, target));
      sftp.status(reqid, STATUS_CODE.OK);
    }),
  );
  for (const unsupported of ['MKDIR', 'RMDIR', 'READLINK', 'SYMLINK'] as const)
    sftp.on(unsupported, (reqid: number) => sftp.status(reqid, STATUS_CODE.OP_UNSUPPORTED));
  sftp.on('end', () => {
    for (const file of files.values()) void file.close();
  });
}
