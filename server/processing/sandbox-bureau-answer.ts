import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { SandboxBureau } from '../providers/bureau.ts';
import { decryptAndVerifyFile, encryptAndSign } from './pgp-files.ts';

/**
 * The sandbox bureau's side of the exchange (decision 0522, 0570): what a real bureau does with our upload. It
 * verifies our signature, decrypts with its own key, answers with the deterministic SandboxBureau (the same rows the
 * in-process fallback makes), encrypts the answer to the platform key, signs it with its own, and leaves it in its
 * outbox as `offerwell-<campaign id>.answer.csv.pgp` — written as `.part` and renamed, so no poll sees half of it.
 */

/** The campaign id of an export upload `offerwell-<campaign id>.csv.pgp`, or null for any other name. */
export function exportCampaignOf(name: string): string | null {
  return /^offerwell-([A-Za-z0-9-]+)\.csv\.pgp$/.exec(name)?.[1] ?? null;
}

export const answerName = (campaignId: string) => `offerwell-${campaignId}.answer.csv.pgp`;
/** A refused upload leaves this note beside where the answer would be (the client polls for .pgp files only). */
export const refusalName = (campaignId: string) => `offerwell-${campaignId}.refused.txt`;

export interface SandboxBureauKeys {
  /** The bureau's armored private key: decrypts our uploads, signs its answers. */
  readonly bureauPrivateKey: string;
  /** The platform's armored public key: our signature is checked with it, the answer encrypted to it. */
  readonly platformPublicKey: string;
}

export interface SandboxBureauFolders {
  readonly inbox: string;
  readonly outbox: string;
  /** Where the clear files live while the answer is made (0700; emptied after each answer). */
  readonly work: string;
}

/**
 * Answers the upload `inbox/offerwell-<campaignId>.csv.pgp`. A refused upload (not signed by the platform, not for
 * the bureau's key) gets a `.refused.txt` note instead of an answer. The upload and the clear files are removed
 * either way: the export holds street, SSN and date of birth.
 */
export async function answerUpload(
  folders: SandboxBureauFolders,
  campaignId: string,
  keys: SandboxBureauKeys,
): Promise<'answered' | 'refused'> {
  const upload = path.join(folders.inbox, `offerwell-${campaignId}.csv.pgp`);
  await mkdir(folders.work, { recursive: true, mode: 0o700 });
  const clear = path.join(folders.work, `${campaignId}.csv`);
  const answer = path.join(folders.work, `${campaignId}.answer.csv`);
  try {
    const opened = await decryptAndVerifyFile(upload, clear, [keys.bureauPrivateKey], keys.platformPublicKey).then(
      () => null,
      (error: Error) => error.message,
    );
    if (opened !== null) {
      const note = `The sandbox bureau refused offerwell-${campaignId}.csv.pgp: ${opened}\n`;
      await writeFile(path.join(folders.outbox, refusalName(campaignId)), note, { mode: 0o600 });
      return 'refused';
    }
    await new SandboxBureau().answer(clear, answer);
    const sealed = await encryptAndSign(
      createReadStream(answer),
      keys.platformPublicKey,
      keys.bureauPrivateKey,
      'answer.csv',
    );
    const target = path.join(folders.outbox, answerName(campaignId));
    await pipeline(sealed, createWriteStream(`${target}.part`, { mode: 0o600 }));
    await rename(`${target}.part`, target);
    return 'answered';
  } finally {
    await Promise.all([upload, clear, answer].map((file) => rm(file, { force: true })));
  }
}

/** A new upload replaces what the bureau said before: the campaign's old answer and refusal go first. */
export async function clearOldAnswer(outbox: string, campaignId: string): Promise<void> {
  await Promise.all(
    [answerName(campaignId), refusalName(campaignId)].map((name) => rm(path.join(outbox, name), { force: true })),
  );
}
