import * as v from 'valibot';
import { adminEndpoint } from './console-endpoint.ts';
import { endpointGroup } from './endpoint-group.ts';

/** The credit bureau's SFTP + OpenPGP connection (issue 29 item 1, decision 0522), as the admin edits it. */
const text = (message: string) => v.pipe(v.string(), v.trim(), v.minLength(1, message));

export const BureauConnectionBody = v.object({
  host: text('Enter the bureau’s SFTP host'),
  port: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(65_535, 'Enter a port between 1 and 65535')),
  username: text('Enter the SFTP user name'),
  /** Left out: the stored one stays (the page shows it masked). */
  privateKey: v.optional(v.string()),
  password: v.optional(v.string()),
  hostKey: text('Pin the bureau’s host key (its public key line or SHA256 fingerprint)'),
  uploadDir: text('Enter the directory the export is uploaded to'),
  answerDir: text('Enter the directory the bureau answers in'),
  bureauPgpKey: text('Paste the bureau’s PGP public key'),
  answerTimeoutSeconds: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(604_800)),
});

export const BureauConnectionView = v.object({
  /** Where the connection in use comes from; `sandbox` when none is set (the in-process sandbox bureau). */
  source: v.picklist(['settings', 'environment', 'sandbox']),
  /** Whether this server runs the sandbox bureau's SFTP endpoint (decision 0570): the page can fill the form from it. */
  sandboxEndpoint: v.boolean(),
  connection: v.nullable(
    v.object({
      ...v.omit(BureauConnectionBody, ['privateKey', 'password']).entries,
      /** Masked: whether a secret is set, never its value. */
      privateKey: v.nullable(v.string()),
      password: v.nullable(v.string()),
    }),
  ),
});
export type BureauConnectionView = v.InferOutput<typeof BureauConnectionView>;

export const BureauConnectionTest = v.object({
  ok: v.boolean(),
  /** HOST_KEY, AUTH, UNREACHABLE, NO_DIRECTORY or PGP_KEY when it failed. */
  problem: v.nullable(v.string()),
  message: v.string(),
});

export const BUREAU_CONNECTION_SAVED = 'BUREAU_CONNECTION_SAVED';
export const BUREAU_CONNECTION_TESTED = 'BUREAU_CONNECTION_TESTED';
const AUDIT = { category: 'UCCAMPAIGN', entity: 'BUREAU_CONNECTION' } as const;

const bureau = endpointGroup(adminEndpoint, {
  tags: ['campaign processing'],
  area: 'processing',
  path: '/admin/processing/bureau',
});
export const getBureauConnection = bureau({
  method: 'GET',
  summary: 'The credit bureau connection in use (secrets masked) and where it comes from',
  response: BureauConnectionView,
});

export const saveBureauConnection = bureau({
  method: 'PUT',
  summary: 'Save the credit bureau connection (secrets sealed at rest)',
  audit: { ...AUDIT, action: BUREAU_CONNECTION_SAVED },
  body: BureauConnectionBody,
  response: BureauConnectionView,
});

export const testBureauConnection = bureau({
  method: 'POST',
  path: '/test',
  summary: 'Try the bureau connection in use: PGP key, host key, login and both directories',
  audit: { ...AUDIT, action: BUREAU_CONNECTION_TESTED },
  response: BureauConnectionTest,
});

/** The connection that reaches the sandbox bureau this server runs, secrets included: the form is filled with it. */
export const SandboxBureauConnection = v.object({ connection: v.nullable(BureauConnectionBody) });

export const getSandboxBureauConnection = bureau({
  method: 'GET',
  path: '/sandbox',
  summary: 'The connection to the sandbox bureau this server runs (null when it runs none), to fill the form with',
  // Write, not read: it carries the sandbox account's private key, which only opens the sandbox's own folders.
  permission: { area: 'processing', action: 'write' },
  response: SandboxBureauConnection,
});
