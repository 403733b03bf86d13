import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BureauConnection } from './bureau-connection.ts';
import { newPgpKeyPair, platformKey, platformPgpKey, platformSshKey } from './platform-keys.ts';
import { answerUpload, clearOldAnswer, exportCampaignOf } from './sandbox-bureau-answer.ts';
import { type SftpTree, serveTree } from './sftp-inbox.ts';
import { listenSsh, offersKey, type RunningSftpServer, type SftpServerOptions } from './sftp-server.ts';

/**
 * The sandbox credit bureau as an SFTP endpoint the product runs (decision 0570): its own SFTP account, host key and
 * OpenPGP key pair, an `/inbox` we upload to and an `/outbox` it answers in — the protocol of decision 0522, so a
 * saved connection to it exercises the real client path (bureau-link.ts) end to end. Its keys are platform_keys rows
 * made on first start; the client key is the account's one login (there is no password).
 */

export const SANDBOX_BUREAU_USER = 'offerwell';
const KEYS = { host: 'sandbox-bureau-host', login: 'sandbox-bureau-login', pgp: 'sandbox-bureau-pgp' } as const;
// The sandbox answers in seconds: a stuck exchange fails the step after two minutes, not the default ten.
const SANDBOX_ANSWER_TIMEOUT = 120;

/**
 * On unless BUREAU_SANDBOX_SFTP says otherwise ('0'/'false'), except in production where it is off unless '1'.
 * Loopback only by default: the product is its one client.
 */
export function sandboxBureauSettings(env: NodeJS.ProcessEnv = process.env, nodeEnv = env.NODE_ENV) {
  const flag = env.BUREAU_SANDBOX_SFTP;
  const enabled = flag === undefined || flag === '' ? nodeEnv !== 'production' : flag === '1' || flag === 'true';
  return {
    enabled,
    port: Number(env.BUREAU_SANDBOX_SFTP_PORT ?? 2223),
    host: env.BUREAU_SANDBOX_SFTP_HOST ?? '127.0.0.1',
  };
}

/** Its folders live in `<root>/sandbox-bureau/` (the processing root, work-area.ts); port 0 picks a free one. */
export type SandboxBureauOptions = SftpServerOptions;

export interface RunningSandboxBureau extends RunningSftpServer {
  /** The connection that reaches it: what the settings page's "Use the sandbox bureau" fills in. */
  connection(): Promise<BureauConnection>;
  /** Resolves once every upload received so far is answered (tests). */
  idle(): Promise<void>;
}

/** `/`, `/inbox` and `/outbox`; files only inside the two folders. */
function bureauTree(base: string, written: (local: string) => Promise<void>): SftpTree {
  const parts = (requested: string) => path.posix.normalize(`/${requested}`).split('/').filter(Boolean);
  const folder = (name: string | undefined) => (name === 'inbox' || name === 'outbox' ? name : null);
  return {
    realpath: (requested) => path.posix.normalize(`/${requested === '.' ? '' : requested}`),
    dir: (requested) => {
      const [first, ...rest] = parts(requested);
      if (first === undefined) return base;
      return rest.length === 0 && folder(first) ? path.join(base, first) : null;
    },
    file: (requested) => {
      const [first, name, ...rest] = parts(requested);
      if (!folder(first) || !name || name.startsWith('.') || rest.length) return null;
      return path.join(base, first as string, name);
    },
    written,
  };
}

const stored = (options: SandboxBureauOptions) => ({
  host: platformSshKey(options.db, options.encryptionKey, KEYS.host, 'offerwell-sandbox-bureau'),
  login: platformSshKey(options.db, options.encryptionKey, KEYS.login, 'offerwell-bureau-client'),
  pgp: platformKey(options.db, options.encryptionKey, KEYS.pgp, () =>
    newPgpKeyPair({ name: 'Sandbox credit bureau', email: 'bureau@sandbox.offerwell.local' }),
  ),
});

/** Starts the sandbox bureau's SFTP listener; answers each upload as it lands (one at a time). */
export async function startSandboxBureau(options: SandboxBureauOptions): Promise<RunningSandboxBureau> {
  const keys = stored(options);
  const [host, login, pgp] = await Promise.all([keys.host, keys.login, keys.pgp]);
  // What the account sees (`sftp/`: inbox and outbox) apart from where the clear files are made (`work/`).
  const base = path.join(options.root, 'sandbox-bureau', 'sftp');
  const folders = {
    inbox: path.join(base, 'inbox'),
    outbox: path.join(base, 'outbox'),
    work: path.join(options.root, 'sandbox-bureau', 'work'),
  };
  for (const dir of Object.values(folders)) await mkdir(dir, { recursive: true, mode: 0o700 });
  let queue = Promise.resolve();

  const written = async (local: string) => {
    const campaignId = exportCampaignOf(path.basename(local));
    if (!campaignId || path.dirname(local) !== folders.inbox) return;
    // Before the client hears OK: its next poll must not find the answer to an earlier export.
    await clearOldAnswer(folders.outbox, campaignId);
    queue = queue.then(async () => {
      const platformPublicKey = (await platformPgpKey(options.db, options.encryptionKey)).publicKey;
      const outcome = await answerUpload(folders, campaignId, {
        bureauPrivateKey: pgp.privateKey(),
        platformPublicKey,
      });
      options.logger?.info({ campaignId, outcome }, 'sandbox bureau answered an export');
    });
    queue = queue.catch((error) => options.logger?.error({ err: error, campaignId }, 'sandbox bureau answer failed'));
  };
  const tree = bureauTree(base, written);

  const running = await listenSsh(host.privateKey(), options, '127.0.0.1', (client) => {
    client.on('error', (error) => options.logger?.debug({ err: error }, 'sandbox bureau client error'));
    client.on('authentication', (ctx) => {
      if (ctx.method !== 'publickey' || ctx.username !== SANDBOX_BUREAU_USER) return ctx.reject(['publickey']);
      return offersKey(ctx, login.publicKey) ? ctx.accept() : ctx.reject(['publickey']);
    });
    client.on('ready', () =>
      client.on('session', (accept) => accept().on('sftp', (acceptSftp) => serveTree(acceptSftp(), tree))),
    );
  });
  const { port } = running;
  options.logger?.info({ port }, 'sandbox bureau SFTP listening');
  const reachableHost =
    !options.host || options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  return {
    port,
    connection: async () => ({
      host: reachableHost,
      port,
      username: SANDBOX_BUREAU_USER,
      privateKey: login.privateKey(),
      hostKey: host.publicKey,
      uploadDir: '/inbox',
      answerDir: '/outbox',
      bureauPgpKey: pgp.publicKey,
      answerTimeoutSeconds: SANDBOX_ANSWER_TIMEOUT,
    }),
    idle: () => queue,
    close: running.close,
  };
}
