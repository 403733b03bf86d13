import path from 'node:path';

/**
 * Where the pipeline keeps files: PROCESSING_DIR, else DATA_DIR/processing. Each embedder's SFTP inbox is
 * `sftp/{embedderNumber}/`, each campaign's work area `work/{campaignId}/` (the copied, decrypted and bureau files;
 * files holding PII are sealed at rest with sealBytes).
 */
export const processingRoot = (): string =>
  path.resolve(process.env.PROCESSING_DIR ?? path.join(process.env.DATA_DIR ?? '.data', 'processing'));

export const inboxDir = (root: string, embedderNumber: number): string =>
  path.join(root, 'sftp', String(embedderNumber));
export const workDir = (root: string, campaignId: string): string => path.join(root, 'work', campaignId);
