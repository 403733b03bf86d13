import { describe, expect, it } from 'vitest';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { readLogo, writeLogo } from './logo.ts';

const t = twoTenantsFixture();

describe('logo queries stay within their lender', () => {
  it('a logo saved for one lender is that lender’s only', async () => {
    const [summit, harbor] = t.fi;
    const harborBefore = await readLogo(t.db, harbor);
    const logo = { image: Buffer.from('summit-logo'), contentType: 'image/png' };
    await writeLogo(t.db, summit, { logo });
    expect(await readLogo(t.db, summit, { lock: true })).toEqual(logo);
    expect(await readLogo(t.db, harbor)).toEqual(harborBefore);
  });
});
