import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BRANCH_ACTIONS, Branch } from '../../api/branches.ts';
import { pageOf } from '../../api/paged-list.ts';
import { authed, upload } from '../../tests/integration/console-auth.ts';
import { refusedImport } from '../../tests/integration/refused-import.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { auditLog, fiBranches } from '../db/schema/index.ts';
import { DEMO_LENDERS } from '../db/seed.ts';

const summit = DEMO_LENDERS[0];
const harbor = DEMO_LENDERS[1];
const BranchPage = pageOf(Branch);
const base = `/api/fi/${summit.number}/branches`;

const ctx = seededApp({ signIns: ['cu-admin', 'cu-readonly', 'bank-admin', 'admin'] });
const { tokens, call, lastAudit } = ctx;

const csv = (text: string, name = 'branches.csv') => new File([text], name, { type: 'text/csv' });
const HEADER = 'name,losBranchReferenceId,address,city,state,zipcode';

describe('branches of one lender', () => {
  it('lists its own branches, paged 30 from page 0, sorted and filtered', async () => {
    const page = v.parse(BranchPage, await (await call(base, authed('GET', tokens['cu-admin']))).json());
    expect(page).toMatchObject({ page: 0, size: 30, totalElements: 3, totalPages: 1 });
    expect(page.content.map((branch) => branch.name)).toEqual([
      'Summit CU Boulder',
      'Summit CU Cheyenne',
      'Summit CU Denver',
    ]);
    const filter = encodeURIComponent(JSON.stringify([{ field: 'state', operator: 'EQUAL', value: 'CO' }]));
    const filtered = v.parse(
      BranchPage,
      await (await call(`${base}?filter=${filter}&sort=name,desc&size=1`, authed('GET', tokens['cu-admin']))).json(),
    );
    expect(filtered).toMatchObject({ totalElements: 2, totalPages: 2, size: 1 });
    expect(filtered.content.map((branch) => branch.name)).toEqual(['Summit CU Denver']);
  });

  it('exports the filtered list as CSV', async () => {
    const response = await call(`${base}?format=csv&sort=name,asc`, authed('GET', tokens['cu-readonly']));
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await response.text()).trim().split(/\r?\n/);
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe('Summit CU Boulder,SCU-002,1900 Pearl St,Boulder,CO,80302');
  });

  it('refuses a filter that does not fit the field', async () => {
    const bad = encodeURIComponent(JSON.stringify([{ field: 'name', operator: 'GREATERTHAN', value: 'x' }]));
    const response = await call(`${base}?filter=${bad}`, authed('GET', tokens['cu-admin']));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Invalid Input Type' });
    expect((await call(`${base}?filter=not-json`, authed('GET', tokens['cu-admin']))).status).toBe(400);
    expect((await call(`${base}?sort=zipcode,sideways`, authed('GET', tokens['cu-admin']))).status).toBe(400);
  });

  it('adds, reads, changes and removes a branch, each with its audit row of old and new values', async () => {
    const created = await call(
      base,
      authed('POST', tokens['cu-admin'], {
        name: ' Summit CU Golden ',
        zipcode: '80401',
        state: 'co',
        losBranchReferenceId: 'SCU-9',
      }),
    );
    expect(created.status).toBe(201);
    const branch = v.parse(Branch, await created.json());
    expect(branch).toMatchObject({ name: 'Summit CU Golden', state: 'CO', city: null, losBranchReferenceId: 'SCU-9' });
    expect(await lastAudit(BRANCH_ACTIONS.added)).toMatchObject({
      category: 'LENDER',
      entityType: 'BRANCH',
      entityId: branch.id,
      entityName: 'Summit CU Golden',
      actorName: 'cu-admin',
      tenantId: summit.id,
      oldValue: null,
      newValue: branch,
    });

    const read = await call(`${base}/${branch.id}`, authed('GET', tokens['cu-readonly']));
    expect(v.parse(Branch, await read.json())).toEqual(branch);

    const changed = await call(
      `${base}/${branch.id}`,
      authed('PUT', tokens['cu-admin'], { name: 'Golden', zipcode: '80403' }),
    );
    expect(changed.status).toBe(200);
    const after = v.parse(Branch, await changed.json());
    expect(after).toMatchObject({ name: 'Golden', zipcode: '80403', losBranchReferenceId: null });
    const updated = await lastAudit(BRANCH_ACTIONS.updated);
    expect(updated).toMatchObject({ oldValue: branch, newValue: after });
    // The material report's per-path detail: only what changed.
    expect(updated?.changes).toEqual([
      { path: 'name', type: 'modified', oldValue: 'Summit CU Golden', newValue: 'Golden' },
      { path: 'losBranchReferenceId', type: 'deleted', oldValue: 'SCU-9' },
      { path: 'state', type: 'deleted', oldValue: 'CO' },
      { path: 'zipcode', type: 'modified', oldValue: '80401', newValue: '80403' },
    ]);

    expect((await call(`${base}/${branch.id}`, authed('DELETE', tokens['cu-admin']))).status).toBe(204);
    expect(await lastAudit(BRANCH_ACTIONS.deleted)).toMatchObject({ oldValue: after, newValue: null });
    expect((await call(`${base}/${branch.id}`, authed('GET', tokens['cu-admin']))).status).toBe(404);
    expect((await call(`${base}/${branch.id}`, authed('DELETE', tokens['cu-admin']))).status).toBe(404);
  });

  it('answers the seed messages for a bad body and keeps nothing', async () => {
    const response = await call(base, authed('POST', tokens['cu-admin'], { zipcode: '8040' }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { path: string; message: string }[] };
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name is required' },
        { path: 'zipcode', message: 'Enter a valid Zip code' },
      ]),
    );
    expect((await call(base, authed('POST', tokens['cu-admin'], [1, 2]))).status).toBe(400);
    expect(
      (
        await call(base, {
          ...authed('POST', tokens['cu-admin']),
          body: '{nope',
          headers: { authorization: `Bearer ${tokens['cu-admin']}`, 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400);
    const rows = await ctx.db.select().from(fiBranches).where(eq(fiBranches.fiId, summit.id));
    expect(rows).toHaveLength(3);
  });
});

describe('branch CSV import (branchDocument)', () => {
  it('replaces every branch with the file’s rows and audits the whole swap', async () => {
    const file = csv(`${HEADER}\nNorth,N-1,1 North Rd,Fort Collins,CO,80521\nSouth,,,,,81001\n`);
    const response = await call(base, upload(tokens['cu-admin'], 'branchDocument', file));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ imported: 2, deleted: 3 });
    const names = (await ctx.db.select().from(fiBranches).where(eq(fiBranches.fiId, summit.id))).map((b) => b.name);
    expect(names.sort()).toEqual(['North', 'South']);
    const row = await lastAudit('BRANCHES_IMPORTED');
    expect(row?.oldValue).toHaveLength(3);
    expect(row?.newValue).toHaveLength(2);
  });

  it('refuses a file with bad rows, naming each, and loses nothing', async () => {
    const file = csv(`${HEADER}\nGood,G-1,,,,80202\n,X-2,,,,80202\nBad zip,X-3,,,ZZ,123\n`);
    const body = await refusedImport(await call(base, upload(tokens['cu-admin'], 'branchDocument', file)));
    expect(body.issues.map((issue) => issue.message)).toEqual(
      expect.arrayContaining([
        'Row 3: Name is required',
        'Row 4: Enter a valid State',
        'Row 4: Enter a valid Zip code',
      ]),
    );
    const rows = await ctx.db.select().from(fiBranches).where(eq(fiBranches.fiId, summit.id));
    expect(rows.map((b) => b.name).sort()).toEqual(['North', 'South']);
  });

  it('refuses what is not a CSV of the template', async () => {
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])], 'x.csv');
    const cases = [
      csv(`${HEADER}\nA,,,,,80202\n`, 'branches.txt'),
      png,
      csv('name,zip\nA,80202\n'),
      csv(`${HEADER}\n`),
    ];
    for (const file of cases) {
      const response = await call(base, upload(tokens['cu-admin'], 'branchDocument', file));
      expect(response.status, file.name).toBe(400);
    }
    const missing = await call(base, upload(tokens['cu-admin'], 'other', csv(`${HEADER}\nA,,,,,80202\n`)));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'MISSING_REQUIRED_FIELD', message: 'branch file is missing' });
  });
});

describe('tenant scope and permission', () => {
  it('refuses another lender, a read-only user’s change and an unknown fiId', async () => {
    const harborBranches = `/api/fi/${harbor.number}/branches`;
    expect((await call(harborBranches, authed('GET', tokens['cu-admin']))).status).toBe(403);
    expect((await call(base, authed('GET', tokens['bank-admin']))).status).toBe(403);
    expect((await call(base, authed('POST', tokens['cu-readonly'], { name: 'X', zipcode: '80202' }))).status).toBe(403);
    expect((await call('/api/fi/999/branches', authed('GET', tokens['cu-admin']))).status).toBe(403);
    expect((await call('/api/fi/0/branches', authed('GET', tokens.admin))).status).toBe(400);
    expect((await call('/api/fi/999/branches', authed('GET', tokens.admin))).status).toBe(404);
  });

  it('lets an admin work on any lender, audited as the admin', async () => {
    const response = await call(
      `/api/fi/${harbor.number}/branches`,
      authed('POST', tokens.admin, { name: 'Harbor Bank Miami', zipcode: '33131' }),
    );
    expect(response.status).toBe(201);
    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, BRANCH_ACTIONS.added), eq(auditLog.tenantId, harbor.id)));
    expect(rows.at(-1)).toMatchObject({ actorName: 'admin', actorRealm: 'super' });
  });
});
