import { describe, expect, it } from 'vitest';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { loadFullConsumer } from './consumers.ts';

const t = twoTenantsFixture();

describe('the consumer’s own profile read stays within their consumer', () => {
  it('loads the scope’s consumer’s row and campaign, never the other’s', async () => {
    const [garcia, other] = t.consumer;
    const mine = await loadFullConsumer(t.db, garcia);
    const theirs = await loadFullConsumer(t.db, other);
    expect(mine?.consumer.id).toBe(garcia.consumerId);
    expect(mine?.consumer.accessCode).toBe('DEMO-1001');
    expect(theirs?.consumer.id).toBe(other.consumerId);
    expect(theirs?.consumer.accessCode).toBe('DEMO-1004');
  });
});
