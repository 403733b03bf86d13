import type * as v from 'valibot';
import { BureauConnectionBody, type BureauConnectionView } from '../../../api/bureau-connection.ts';
import type { FormDraft } from '../../../kit/form-fields.ts';
import { fieldsFor } from '../../../kit/schema-form.tsx';
import { said, type Words } from '../../../kit/words.ts';
import type { Message } from '../../../ui/intl/define-messages.ts';
import { processingBureauFormMessages as m } from '../messages/processing-bureau-form.ts';

// The bureau connection form (decision 0550): fields in the words of 0522 and what a blank secret means.

export type BureauConnectionInput = v.InferOutput<typeof BureauConnectionBody>;

/** A new connection: SFTP's port and the server's ten-minute answer wait (decision 0522). */
const BLANK: FormDraft<v.InferInput<typeof BureauConnectionBody>> = {
  host: '',
  port: 22,
  username: '',
  privateKey: '',
  password: '',
  hostKey: '',
  uploadDir: '',
  answerDir: '',
  bureauPgpKey: '',
  answerTimeoutSeconds: 600,
};

/** The form's values from the connection in use; secrets always start empty (the server never sends them). */
export function draftOf(view: BureauConnectionView): typeof BLANK {
  if (!view.connection) return BLANK;
  const { privateKey: _key, password: _password, ...settings } = view.connection;
  return { ...BLANK, ...settings };
}

/**
 * The form's values from the sandbox bureau this server runs (decision 0570): every field, its private key included,
 * so saving it as filled makes the connection (no password: the sandbox account takes only its key).
 */
export function draftFromSandbox(connection: BureauConnectionInput): typeof BLANK {
  return { ...BLANK, ...connection, password: '' };
}

/**
 * What is sent: a secret left empty is left out, so the stored one stays (the server keeps a missing secret; an
 * empty string would replace it).
 */
export function bodyOf(values: BureauConnectionInput): BureauConnectionInput {
  const { privateKey, password, ...settings } = values;
  return {
    ...settings,
    ...(privateKey?.trim() ? { privateKey } : {}),
    ...(password?.trim() ? { password } : {}),
  };
}

/** What a blank secret field means: the stored one stays (its masked form shown), or there is none yet. */
const secretHint = (stored: string | null, saved: Message, none: Message): Words =>
  stored ? said(saved, { stored }) : none;

/** The fields in reading order: where, who, how we trust the server, where files go, the bureau's PGP key. */
export const bureauFields = (view: BureauConnectionView) =>
  fieldsFor(BureauConnectionBody, [
    { name: 'host', label: m.sftpHost, kind: 'text', placeholder: m.sftpBureauExample },
    { name: 'port', label: m.port, kind: 'number' },
    { name: 'username', label: m.sftpUser, kind: 'text' },
    {
      name: 'password',
      label: m.password,
      kind: 'password',
      helperText: secretHint(view.connection?.password ?? null, m.passwordSaved, m.noPasswordSaved),
    },
    {
      name: 'privateKey',
      label: m.sshPrivateKey,
      kind: 'textarea',
      placeholder: m.beginOpensshPrivateKey,
      helperText: secretHint(view.connection?.privateKey ?? null, m.privateKeySaved, m.noPrivateKeySaved),
    },
    {
      name: 'hostKey',
      label: m.pinnedHostKey,
      kind: 'text',
      wide: true,
      placeholder: m.sshEd25519AaaaOrSha256,
      helperText: m.theBureauServerSPublic,
    },
    { name: 'uploadDir', label: m.uploadDirectory, kind: 'text', helperText: m.whereTheExportIsUploaded },
    { name: 'answerDir', label: m.answerDirectory, kind: 'text', helperText: m.whereTheBureauLeavesIts },
    {
      name: 'bureauPgpKey',
      label: m.bureauPgpPublicKey,
      kind: 'textarea',
      placeholder: m.beginPgpPublicKeyBlock,
      helperText: m.theExportIsEncryptedTo,
    },
    {
      name: 'answerTimeoutSeconds',
      label: m.waitForTheAnswerSeconds,
      kind: 'number',
      helperText: m.howLongBureauImportWaits,
    },
  ]);
