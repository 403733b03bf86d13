import { hashApiKey } from '../partner/api-key-value.ts';
import type { Executor } from './pool.ts';
import { embedderApiKeys } from './schema/index.ts';

/**
 * The demo embedder's sandbox partner-API key (README "Partner API"). A fixed, published value so the README's curl
 * works on any fresh demo database; like every key it is stored only as its hash. It only reaches the demo data.
 */
export const DEMO_API_KEY = 'owk_sandbox_acme_auto_demo_key_not_a_secret_0001';

export async function seedDemoApiKey(db: Executor, embedderId: string): Promise<void> {
  await db
    .insert(embedderApiKeys)
    .values({
      id: '60000000-0000-4000-8000-000000000001',
      embedderId,
      name: 'Sandbox key (demo)',
      keyHash: hashApiKey(DEMO_API_KEY),
      keyPrefix: DEMO_API_KEY.slice(0, 12),
    })
    .onConflictDoNothing();
}
