import { type FileHandle, open as openFile, readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import ssh2, { type SFTPWrapper } from 'ssh2';

/*
 * An embedder's inbox as an SFTP file system (sftp-server.ts): one flat folder seen as `/`, in which the embedder may
 * upload, list, read, rename and remove files, nothing else (no folders, no links, no hidden files).
 */

// ssh2 is CommonJS: its default export carries utils under node's ESM loader.
const { OPEN_MODE, STATUS_CODE } = ssh2.utils.sftp;

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

const isRoot = (requested: string) => path.posix.normalize(`/${requested}`) === '/' || requested === '.';

/** One SFTP session on an inbox: its open handles (files and the root listing), numbered as 4-byte handles. */
class InboxSession {
  readonly files = new Map<number, FileHandle>();
  readonly dirs = new Map<number, { listed: boolean }>();
  private next = 0;

  constructor(
    readonly sftp: SFTPWrapper,
    readonly inbox: string,
  ) {}

  /** A new handle, answered to the request. */
  handle(reqid: number): number {
    const id = this.next++;
    const buffer = Buffer.alloc(4);
    buffer.writeUInt32BE(id);
    this.sftp.handle(reqid, buffer);
    return id;
  }

  idOf(handle: Buffer): number {
    return handle.length === 4 ? handle.readUInt32BE(0) : -1;
  }

  pathOf(name: string): string {
    return path.join(this.inbox, name);
  }

  fail(reqid: number, code: number = STATUS_CODE.FAILURE): void {
    this.sftp.status(reqid, code);
  }

  /** Runs a request's file work; a missing file answers NO_SUCH_FILE, any other error FAILURE. */
  guard(reqid: number, work: () => Promise<void>): void {
    work().catch((error: NodeJS.ErrnoException) =>
      this.fail(reqid, error.code === 'ENOENT' ? STATUS_CODE.NO_SUCH_FILE : STATUS_CODE.FAILURE),
    );
  }
}

/** Paths and attributes: everything resolves inside the inbox; attribute changes are accepted and ignored. */
function servePaths(session: InboxSession): void {
  const { sftp } = session;
  sftp.on('REALPATH', (reqid, requested) => {
    const name = isRoot(requested) ? '/' : `/${inboxName(requested) ?? ''}`;
    sftp.name(reqid, [{ filename: name, longname: name, attrs: DIR_ATTRS }]);
  });
  const statHandler = (reqid: number, requested: string) =>
    session.guard(reqid, async () => {
      if (isRoot(requested)) return void sftp.attrs(reqid, DIR_ATTRS);
      const name = inboxName(requested);
      if (!name) return void session.fail(reqid, STATUS_CODE.NO_SUCH_FILE);
      sftp.attrs(reqid, fileAttrs(await stat(session.pathOf(name))));
    });
  sftp.on('STAT', statHandler);
  sftp.on('LSTAT', statHandler);
  sftp.on('SETSTAT', (reqid) => sftp.status(reqid, STATUS_CODE.OK));
  sftp.on('FSETSTAT', (reqid) => sftp.status(reqid, STATUS_CODE.OK));
}

/** Open files: open, write, read, stat and close by handle. */
function serveFiles(session: InboxSession): void {
  const { sftp, files } = session;
  sftp.on('OPEN', (reqid, filename, flags) =>
    session.guard(reqid, async () => {
      const name = inboxName(filename);
      if (!name) return void session.fail(reqid, STATUS_CODE.PERMISSION_DENIED);
      const writing = (flags & OPEN_MODE.WRITE) !== 0;
      const mode = writing ? ((flags & OPEN_MODE.APPEND) !== 0 ? 'a' : 'w') : 'r';
      const handle = await openFile(session.pathOf(name), mode);
      files.set(session.handle(reqid), handle);
    }),
  );
  sftp.on('WRITE', (reqid, handle, offset, data) =>
    session.guard(reqid, async () => {
      const file = files.get(session.idOf(handle));
      if (!file) return void session.fail(reqid);
      await file.write(data, 0, data.length, offset);
      sftp.status(reqid, STATUS_CODE.OK);
    }),
  );
  sftp.on('READ', (reqid, handle, offset, length) =>
    session.guard(reqid, async () => {
      const file = files.get(session.idOf(handle));
      if (!file) return void session.fail(reqid);
      const buffer = Buffer.alloc(Math.min(length, 64 * 1024));
      const { bytesRead } = await file.read(buffer, 0, buffer.length, offset);
      if (bytesRead === 0) return void sftp.status(reqid, STATUS_CODE.EOF);
      sftp.data(reqid, buffer.subarray(0, bytesRead));
    }),
  );
  sftp.on('FSTAT', (reqid, handle) =>
    session.guard(reqid, async () => {
      const file = files.get(session.idOf(handle));
      if (!file) return void session.fail(reqid);
      sftp.attrs(reqid, fileAttrs(await file.stat()));
    }),
  );
  sftp.on('CLOSE', (reqid, handle) =>
    session.guard(reqid, async () => {
      const id = session.idOf(handle);
      const file = files.get(id);
      files.delete(id);
      session.dirs.delete(id);
      await file?.close();
      sftp.status(reqid, STATUS_CODE.OK);
    }),
  );
}

/** The inbox as a folder: list it (the root only), remove and rename its files. */
function serveFolder(session: InboxSession): void {
  const { sftp, dirs } = session;
  sftp.on('OPENDIR', (reqid, requested) => {
    if (!isRoot(requested)) return void session.fail(reqid, STATUS_CODE.NO_SUCH_FILE);
    dirs.set(session.handle(reqid), { listed: false });
  });
  sftp.on('READDIR', (reqid, handle) =>
    session.guard(reqid, async () => {
      const dir = dirs.get(session.idOf(handle));
      if (!dir || dir.listed) return void sftp.status(reqid, STATUS_CODE.EOF);
      dir.listed = true;
      const names = (await readdir(session.inbox)).filter((name) => !name.startsWith('.'));
      if (names.length === 0) return void sftp.status(reqid, STATUS_CODE.EOF);
      const entries = await Promise.all(
        names.map(async (name) => ({
          filename: name,
          longname: name,
          attrs: fileAttrs(await stat(session.pathOf(name))),
        })),
      );
      sftp.name(reqid, entries);
    }),
  );
  sftp.on('REMOVE', (reqid, requested) =>
    session.guard(reqid, async () => {
      const name = inboxName(requested);
      if (!name) return void session.fail(reqid, STATUS_CODE.NO_SUCH_FILE);
      await unlink(session.pathOf(name));
      sftp.status(reqid, STATUS_CODE.OK);
    }),
  );
  sftp.on('RENAME', (reqid, from, to) =>
    session.guard(reqid, async () => {
      const source = inboxName(from);
      const target = inboxName(to);
      if (!source || !target) return void session.fail(reqid, STATUS_CODE.PERMISSION_DENIED);
      await rename(session.pathOf(source), session.pathOf(target));
      sftp.status(reqid, STATUS_CODE.OK);
    }),
  );
}

/** Serves `inbox` as `/` on the SFTP channel until the client ends it (its open files and the channel are then closed). */
export function serveInbox(sftp: SFTPWrapper, inbox: string): void {
  const session = new InboxSession(sftp, inbox);
  servePaths(session);
  serveFiles(session);
  serveFolder(session);
  for (const unsupported of ['MKDIR', 'RMDIR', 'READLINK', 'SYMLINK'] as const)
    sftp.on(unsupported, (reqid: number) => sftp.status(reqid, STATUS_CODE.OP_UNSUPPORTED));
  // The client's EOF ends the session: close its files, then the channel. OpenSSH's `sftp` waits for that close
  // before it exits (as sshd's sftp-server does by exiting), so without it `sftp -b … bye` never returned (issue 29).
  sftp.on('end', () => {
    const open = [...session.files.values()];
    session.files.clear();
    void Promise.allSettled(open.map((file) => file.close())).then(() => sftp.end());
  });
}
