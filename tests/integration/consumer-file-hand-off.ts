import { expect } from 'vitest';
import { importConsumerFile } from '../../server/jobs/consumer-file-import.ts';
import { upload } from './console-auth.ts';
import type { SeededFixture } from './seeded-app.ts';

/**
 * The embedder's consumer file for a campaign it is enrolled in (`campaignPath`, /api/embedders/{n}/campaigns/{id}),
 * uploaded through its console and imported by the job as the worker would: the hand-off that leaves the campaign's
 * consumers ready for processing. Answers the file's id.
 */
export async function handOffConsumerFile(
  ctx: Pick<SeededFixture<'embedder-admin'>, 'call' | 'db' | 'deps' | 'tokens'>,
  campaignPath: string,
  csv: { readonly header: string; readonly rows: readonly string[]; readonly fileName: string },
): Promise<string> {
  const file = new File([`${csv.header}\n${csv.rows.join('\n')}\n`], csv.fileName, { type: 'text/csv' });
  const uploaded = await ctx.call(
    `${campaignPath}/consumer-files`,
    upload(ctx.tokens['embedder-admin'], 'consumerFile', file),
  );
  expect(uploaded.status, await uploaded.clone().text()).toBe(201);
  const { fileId } = (await uploaded.json()) as { fileId: string };
  expect(await importConsumerFile(ctx.db, ctx.deps.encryptionKey, fileId)).toBe('complete');
  return fileId;
}
