import { and, asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { buildPath } from '../../api/endpoint.ts';
import { type LookupList, LookupValue } from '../../api/lookup-list.ts';
import {
  employmentStatus,
  LOOKUP_LISTS,
  occupancyStatus,
  purposeTypes,
  refinanceReasons,
} from '../../api/lookup-lists.ts';
import { pageOf } from '../../api/paged-list.ts';
import { OCCUPANCY_TYPES } from '../../domain/catalog/consumer.ts';
import { LOOKUP_MESSAGES } from '../../domain/validation/lookup-list.ts';
import { auditsOf, authed, upload } from '../../tests/integration/console-auth.ts';
import { refusedImport } from '../../tests/integration/refused-import.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { fiLookupValues } from '../db/schema/index.ts';
import { DEMO_LENDERS } from '../db/seed.ts';

const summit = DEMO_LENDERS[0];
const harbor = DEMO_LENDERS[1];
const LookupPage = pageOf(LookupValue);

const ctx = seededApp({ signIns: ['cu-admin', 'cu-readonly', 'bank-admin', 'admin'] });
const { tokens, call } = ctx;

const pathOf = (list: LookupList, which: 'path' | 'uploadPath', fiId: number = summit.number) =>
  `/api${buildPath(list[which], { fiId })}`;
const csv = (text: string, name = 'list.csv') => new File([text], name, { type: 'text/csv' });
/** The stored list, in its order. */
const stored = async (list: LookupList, fiId: string = summit.id) =>
  (
    await ctx.db
      .select({ code: fiLookupValues.code, label: fiLookupValues.label, active: fiLookupValues.active })
      .from(fiLookupValues)
      .where(and(eq(fiLookupValues.fiId, fiId), eq(fiLookupValues.kind, list.kind)))
      .orderBy(asc(fiLookupValues.position))
  ).map((row) => ({ ...row }));
const auditRows = (action: string) => auditsOf(ctx.db, action);
const readList = async (list: LookupList, token = tokens['cu-readonly'] ?? '', query = '') => {
  const response = await call(`${pathOf(list, 'path')}${query}`, authed('GET', token));
  expect(response.status).toBe(200);
  return v.parse(LookupPage, await response.json());
};

describe('every declared lookup list', () => {
  it('reads summit-cu’s seeded values, in order, as any of its users', async () => {
    for (const list of LOOKUP_LISTS) {
      const page = await readList(list);
      expect(page.content.length, list.kind).toBeGreaterThan(0);
      expect(page.content, list.kind).toEqual(await stored(list));
    }
    const occupancy = await readList(occupancyStatus);
    expect(occupancy.content.map((value) => value.code)).toEqual([...OCCUPANCY_TYPES]);
    expect(occupancy).toMatchObject({ page: 0, size: 30, totalElements: OCCUPANCY_TYPES.length });
  });

  it('answers another lender’s empty list, never summit-cu’s rows', async () => {
    const harborPage = await call(
      pathOf(purposeTypes, 'path', harbor.number),
      authed('GET', tokens['bank-admin'] ?? ''),
    );
    expect(v.parse(LookupPage, await harborPage.json()).totalElements).toBe(0);
  });

  it('refuses a foreign lender (read and write) and a Read-only user’s change; nothing changes', async () => {
    for (const list of LOOKUP_LISTS) {
      const before = await stored(list);
      const body = { values: [{ code: 'X', label: 'x' }] };
      expect((await call(pathOf(list, 'path'), authed('GET', tokens['bank-admin'] ?? ''))).status).toBe(403);
      expect((await call(pathOf(list, 'path'), authed('PUT', tokens['bank-admin'] ?? '', body))).status).toBe(403);
      expect((await call(pathOf(list, 'path'), authed('PUT', tokens['cu-readonly'] ?? '', body))).status).toBe(403);
      const file = csv('code,label\nX,x\n');
      const field = list.uploadField;
      expect((await call(pathOf(list, 'uploadPath'), upload(tokens['cu-readonly'] ?? '', field, file))).status).toBe(
        403,
      );
      expect((await call(pathOf(list, 'uploadPath'), upload(tokens['bank-admin'] ?? '', field, file))).status).toBe(
        403,
      );
      expect(await stored(list), list.kind).toEqual(before);
    }
  });

  it('saves the list as edited (add, remove, rename, deactivate, reorder) with one audit row of both lists', async () => {
    for (const list of LOOKUP_LISTS) {
      const before = await stored(list);
      const [first, second] = before;
      if (!first || !second) throw new Error(`${list.kind} needs two seeded values`);
      const edited = [
        { code: second.code, label: `${second.label} (renamed)`, active: false },
        { code: first.code, label: first.label },
        { code: 'added_value', label: ' Added value ' },
      ];
      const response = await call(pathOf(list, 'path'), authed('PUT', tokens['cu-admin'] ?? '', { values: edited }));
      expect(response.status, list.kind).toBe(200);
      const after = [
        { code: second.code, label: `${second.label} (renamed)`, active: false },
        { code: first.code, label: first.label, active: true },
        { code: 'ADDED_VALUE', label: 'Added value', active: true },
      ];
      expect(await response.json()).toEqual({ values: after });
      expect(await stored(list)).toEqual(after);
      expect((await auditRows(list.action))[0]).toMatchObject({
        category: 'LENDER',
        entityType: list.endpoints.save.audit?.entity,
        entityName: list.label,
        actorName: 'cu-admin',
        tenantId: summit.id,
        oldValue: before,
        newValue: after,
      });
    }
  });

  it('replaces the list from a CSV under its own form field, audited with both lists', async () => {
    for (const list of LOOKUP_LISTS) {
      const before = await stored(list);
      const file = csv('code,label,active\nFIRST,First,\nsecond,"Second, with comma",no\n');
      const response = await call(pathOf(list, 'uploadPath'), upload(tokens['cu-admin'] ?? '', list.uploadField, file));
      expect(response.status, list.kind).toBe(200);
      expect(await response.json()).toEqual({ imported: 2, deleted: before.length });
      const after = [
        { code: 'FIRST', label: 'First', active: true },
        { code: 'SECOND', label: 'Second, with comma', active: false },
      ];
      expect(await stored(list)).toEqual(after);
      expect((await auditRows(list.action))[0]).toMatchObject({ oldValue: before, newValue: after });
    }
  });

  it('answers the list’s missing-file message when the file is absent or empty', async () => {
    for (const list of LOOKUP_LISTS) {
      for (const init of [
        upload(tokens['cu-admin'] ?? '', 'otherField', csv('code,label\nA,a\n')),
        upload(tokens['cu-admin'] ?? '', list.uploadField, csv('')),
        authed('POST', tokens['cu-admin'] ?? '', {}),
      ]) {
        const response = await call(pathOf(list, 'uploadPath'), init);
        expect(response.status, list.kind).toBe(400);
        expect(await response.json()).toMatchObject({ code: 'MISSING_REQUIRED_FIELD', message: list.missingFile });
      }
    }
  });
});

describe('the seed’s missing-file messages', () => {
  it('are the lists’ own', () => {
    expect(employmentStatus.missingFile).toBe('employee status file is missing');
    expect(occupancyStatus.missingFile).toBe('Occupancy status file is missing');
    expect(employmentStatus.endpoints.upload.multipart).toEqual(['employmentStatusDoc']);
    expect(occupancyStatus.endpoints.upload.multipart).toEqual(['occupancyStatusDoc']);
  });
});

describe('bad input: 400 with the messages, nothing changed, no audit row', () => {
  it('refuses a bad edited list', async () => {
    const before = await stored(refinanceReasons);
    const audits = (await auditRows(refinanceReasons.action)).length;
    const cases: [unknown, { path?: string; message: string }[]][] = [
      [
        {
          values: [
            { code: 'full time', label: '' },
            { code: 'OK', label: 'ok', active: 'yes' },
          ],
        },
        [
          { path: 'values.0.code', message: LOOKUP_MESSAGES.code },
          { path: 'values.0.label', message: 'Label is required' },
          { path: 'values.1.active', message: LOOKUP_MESSAGES.active },
        ],
      ],
      [
        {
          values: [
            { code: 'SAME', label: 'a' },
            { code: 'same', label: 'b' },
          ],
        },
        [{ path: 'values.1.code', message: LOOKUP_MESSAGES.duplicateCode }],
      ],
      [{}, [{ path: 'values', message: 'Values is required' }]],
    ];
    for (const [body, issues] of cases) {
      const response = await call(pathOf(refinanceReasons, 'path'), authed('PUT', tokens['cu-admin'] ?? '', body));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { issues: unknown[] }).issues).toEqual(issues);
    }
    expect(await stored(refinanceReasons)).toEqual(before);
    expect(await auditRows(refinanceReasons.action)).toHaveLength(audits);
  });

  it('refuses a bad CSV whole, naming each bad cell and repeated code', async () => {
    const before = await stored(employmentStatus);
    const audits = (await auditRows(employmentStatus.action)).length;
    const send = (file: File) =>
      call(pathOf(employmentStatus, 'uploadPath'), upload(tokens['cu-admin'] ?? '', 'employmentStatusDoc', file));
    const body = await refusedImport(await send(csv('code,label\nFULL_TIME,Full time\nbad code,\nFULL_TIME,Again\n')));
    expect(body.issues).toEqual([
      { path: 'rows.3.code', message: `Row 3: ${LOOKUP_MESSAGES.code}` },
      { path: 'rows.3.label', message: 'Row 3: Label is required' },
    ]);
    const repeated = await send(csv('code,label\nFULL_TIME,Full time\nfull_time,Again\n'));
    expect(await repeated.json()).toMatchObject({
      issues: [{ path: 'rows.3.code', message: `Row 3: ${LOOKUP_MESSAGES.duplicateCode}` }],
    });
    for (const file of [csv('code,label\nA,a\n', 'list.txt'), csv('name,label\nA,a\n'), csv('code,label\n')]) {
      expect((await send(file)).status, file.name).toBe(400);
    }
    const tooMany = Array.from({ length: 201 }, (_, index) => `C${index},Value ${index}`).join('\n');
    const long = await send(csv(`code,label\n${tooMany}\n`));
    expect(await long.json()).toMatchObject({ message: LOOKUP_MESSAGES.tooMany });
    expect(await stored(employmentStatus)).toEqual(before);
    expect(await auditRows(employmentStatus.action)).toHaveLength(audits);
  });

  it('keeps the option types closed: an undeclared type is 404', async () => {
    const response = await call(
      `/api/fi/${summit.number}/options/favouriteColours`,
      authed('GET', tokens['cu-admin'] ?? ''),
    );
    expect(response.status).toBe(404);
    const post = await call(
      `/api/fi/${summit.number}/options/favouriteColours`,
      upload(tokens['cu-admin'] ?? '', 'doc', csv('code,label\nRED,Red\n')),
    );
    expect(post.status).toBe(404);
  });
});

describe('paged contract and export', () => {
  it('sorts, filters and exports a list as CSV that imports back', async () => {
    const filter = encodeURIComponent(JSON.stringify([{ field: 'active', operator: 'EQUAL', value: 'true' }]));
    const active = await readList(purposeTypes, tokens['cu-admin'], `?filter=${filter}&sort=label,desc`);
    expect(active.content.every((value) => value.active)).toBe(true);
    const labels = active.content.map((value) => value.label);
    expect(labels).toEqual([...labels].sort((a, b) => b.localeCompare(a)));
    const exported = await call(`${pathOf(purposeTypes, 'path')}?format=csv`, authed('GET', tokens['cu-admin'] ?? ''));
    expect(exported.headers.get('content-disposition')).toBe(
      `attachment; filename="purpose-types.csv"; filename*=UTF-8''purpose-types.csv`,
    );
    const text = await exported.text();
    expect(text.split(/\r?\n/)[0]).toBe('code,label,active');
    const before = await stored(purposeTypes);
    const reimport = await call(
      pathOf(purposeTypes, 'uploadPath'),
      upload(tokens['cu-admin'] ?? '', 'doc', csv(text, 'purpose-types.csv')),
    );
    expect(reimport.status).toBe(200);
    expect(await stored(purposeTypes)).toEqual(before);
  });

  it('lets an admin work on any lender’s list, audited as the admin on that lender', async () => {
    const response = await call(
      pathOf(occupancyStatus, 'path', harbor.number),
      authed('PUT', tokens.admin ?? '', { values: [{ code: 'RENT', label: 'Rent' }] }),
    );
    expect(response.status).toBe(200);
    expect((await auditRows(occupancyStatus.action))[0]).toMatchObject({
      actorRealm: 'super',
      tenantId: harbor.id,
      newValue: [{ code: 'RENT', label: 'Rent', active: true }],
    });
    expect(await stored(occupancyStatus, harbor.id)).toEqual([{ code: 'RENT', label: 'Rent', active: true }]);
  });
});
