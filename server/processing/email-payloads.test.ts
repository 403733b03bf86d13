import { describe, expect, it } from 'vitest';
import { offersMailBody } from './email-payloads.ts';

describe('the offer letter', () => {
  it('carries the short notice near the top and each bureau’s long notice at the end (FCRA §615(d))', () => {
    const body = offersMailBody('Maria', 'DEMO-1001', 3, ['TRANSUNION', 'EXPERIAN', 'TRANSUNION']);
    const lines = body.split('\n');
    const short = lines.findIndex((line) => line.startsWith('You can choose to stop receiving “prescreened”'));
    expect(short).toBeGreaterThan(0);
    expect(lines[short]).toContain('See PRESCREEN & OPT-OUT NOTICE at the end of this e-mail');
    // One long notice per bureau, in a fixed order, after the short one.
    const longs = lines.filter((line) => line.startsWith('PRESCREEN & OPT-OUT NOTICE:'));
    expect(longs).toHaveLength(2);
    expect(body.indexOf('(Experian) toll-free')).toBeGreaterThan(body.indexOf(lines[short] ?? ''));
    expect(body.indexOf('(TransUnion) toll-free')).toBeGreaterThan(body.indexOf('(Experian) toll-free'));
  });

  it('has no notice when none of the offers is credit (deposit accounts only)', () => {
    const body = offersMailBody('Maria', 'DEMO-1001', 1);
    expect(body).not.toContain('OPT-OUT');
    expect(body).toContain('Sign in with your access code DEMO-1001');
  });
});
