import { type FileHandle, open as openFile, readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import ssh2, { type SFTPWrapper } from 'ssh2';

/*
 * A small SFTP file system over local folders (an SftpTree): an embedder's inbox (sftp-server.ts) is one flat folder
 * seen as `/`; the sandbox bureau (sandbox-bureau.ts) has `/inbox` and `/outbox`. A client may upload, list, read,
 * rename and remove files, nothing else (no new folders, no links, no hidden files).
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

/** What a session may reach: client paths mapped to local files and folders; null refuses the path. */
export interface SftpTree {
  /** The canonical client path REALPATH answers. */
  realpath(requested: string): string;
  /** The local file a client path names, or null (outside the tree, hidden, a folder). */
  file(requested: string): string | null;
  /** The local folder a client path names (listable), or null. */
  dir(requested: string): string | null;
  /** A file is complete: renamed into place, or closed after writing. Awaited before the client hears OK. */
  written?(local: string): Promise<void>;
}

/** An embedder's inbox: one flat folder seen as `/`; any client path names the inbox file of its base name. */
export const inboxTree = (inbox: string): SftpTree => ({
  realpath: (requested) => (isRoot(requested) ? '/' : `/${inboxName(requested) ?? ''}`),
  file: (requested) => {
    const name = inboxName(requested);
    return name ? path.join(inbox, name) : null;
  },
  dir: (requested) => (isRoot(requested) ? inbox : null),
});

/** One SFTP session on a tree: its open handles (files and folder listings), numbered as 4-byte handles. */
class TreeSession {
  readonly files = new Map<number, { file: FileHandle; local: string; writing: boolean }>();
  readonly dirs = new Map<number, { local: string; listed: boolean }>();
  private next = 0;

  constructor(
    readonly sftp: SFTPWrapper,
    readonly tree: SftpTree,
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
function servePaths(session: TreeSession): void {
  const { sftp } = session;
  sftp.on('REALPATH', (reqid, requested) => {
    const name = session.tree.realpath(requested);
    sftp.name(reqid, [{ filename: name, longname: name, attrs: DIR_ATTRS }]);
  });
  const statHandler = (reqid: number, requested: string) =>
    session.guard(reqid, async () => {
      if (session.tree.dir(requested)) return void sftp.attrs(reqid, DIR_ATTRS);
      const local = session.tree.file(requested);
      if (!local) return void session.fail(reqid, STATUS_CODE.NO_SUCH_FILE);
      sftp.attrs(reqid, fileAttrs(await stat(local)));
    });
  sftp.on('STAT', statHandler);
  sftp.on('LSTAT', statHandler);
  sftp.on('SETSTAT', (reqid) => sftp.status(reqid, STATUS_CODE.OK));
  sftp.on('FSETSTAT', (reqid) => sftp.status(reqid, STATUS_CODE.OK));
}

/** Open files: open, write, read, stat and close by handle. */
function serveFiles(session: TreeSession): void {
  const { sftp, files } = session;
  sftp.on('OPEN', (reqid, filename, flags) =>
    session.guard(reqid, async () => {
      const local = session.tree.file(filename);
      if (!local) return void session.fail(reqid, STATUS_CODE.PERMISSION_DENIED);
      const writing = (flags & OPEN_MODE.WRITE) !== 0;
      const mode = writing ? ((flags & OPEN_MODE.APPEND) !== 0 ? 'a' : 'w') : 'r';
      const file = await openFile(local, mode);
      files.set(session.handle(reqid), { file, local, writing });
    }),
  );
  sftp.on('WRITE', (reqid, handle, offset, data) =>
    session.guard(reqid, async () => {
      const file = files.get(session.idOf(handle))?.file;
      if (!file) return void session.fail(reqid);
      await file.write(data, 0, data.length, offset);
      sftp.status(reqid, STATUS_CODE.OK);
    }),
  );
  sftp.on('READ', (reqid, handle, offset, length) =>
    session.guard(reqid, async () => {
      const file = files.get(session.idOf(handle))?.file;
      if (!file) return void session.fail(reqid);
      const buffer = Buffer.alloc(Math.min(length, 64 * 1024));
      const { bytesRead } = await file.read(buffer, 0, buffer.length, offset);
      if (bytesRead === 0) return void sftp.status(reqid, STATUS_CODE.EOF);
      sftp.data(reqid, buffer.subarray(0, bytesRead));
    }),
  );
  sftp.on('FSTAT', (reqid, handle) =>
    session.guard(reqid, async () => {
      const file = files.get(session.idOf(handle))?.file;
      if (!file) return void session.fail(reqid);
      sftp.attrs(reqid, fileAttrs(await file.stat()));
    }),
  );
  sftp.on('CLOSE', (reqid, handle) =>
    session.guard(reqid, async () => {
      const id = session.idOf(handle);
      const open = files.get(id);
      files.delete(id);
      session.dirs.delete(id);
      await open?.file.close();
      if (open?.writing) await session.tree.written?.(open.local);
      sftp.status(reqid, STATUS_CODE.OK);
    }),
  );
}

/** The tree's folders: list them, remove and rename their files. */
function serveFolder(session: TreeSession): void {
  const { sftp, dirs } = session;
  sftp.on('OPENDIR', (reqid, requested) => {
    const local = session.tree.dir(requested);
    if (!local) return void session.fail(reqid, STATUS_CODE.NO_SUCH_FILE);
    dirs.set(session.handle(reqid), { local, listed: false });
  });
  sftp.on('READDIR', (reqid, handle) =>
    session.guard(reqid, async () => {
      const dir = dirs.get(session.idOf(handle));
      if (!dir || dir.listed) return void sftp.status(reqid, STATUS_CODE.EOF);
      dir.listed = true;
      const names = (await readdir(dir.local)).filter((name) => !name.startsWith('.'));
      if (names.length === 0) return void sftp.status(reqid, STATUS_CODE.EOF);
      const entries = await Promise.all(
        names.map(async (name) => ({
          filename: name,
          longname: name,
          attrs: fileAttrs(await stat(path.join(dir.local, name))),
        })),
      );
      sftp.name(reqid, entries);
    }),
  );
  sftp.on('REMOVE', (reqid, requested) =>
    session.guard(reqid, async () => {
      const local = session.tree.file(requested);
      if (!local) return void session.fail(reqid, STATUS_CODE.NO_SUCH_FILE);
      await unlink(local);
      sftp.status(reqid, STATUS_CODE.OK);
    }),
  );
  sftp.on('RENAME', (reqid, from, to) =>
    session.guard(reqid, async () => {
      const source = session.tree.file(from);
      const target = session.tree.file(to);
      if (!source || !target) return void session.fail(reqid, STATUS_CODE.PERMISSION_DENIED);
      await rename(source, target);
      await session.tree.written?.(target);
      sftp.status(reqid, STATUS_CODE.OK);
    }),
  );
}

/** Serves `tree` on the SFTP channel until the client ends it (its open files and the channel are then closed). */
export function serveTree(sftp: SFTPWrapper, tree: SftpTree): void {
  const session = new TreeSession(sftp, tree);
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
    void Promise.allSettled(open.map(({ file }) => file.close())).then(() => sftp.end());
  });
}

/** Serves an embedder's `inbox` as `/` (sftp-server.ts). */
export const serveInbox = (sftp: SFTPWrapper, inbox: string): void => serveTree(sftp, inboxTree(inbox));
