import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { LENDER_CALL_MESSAGES } from '../domain/validation/lender.ts';
import { createApiClient } from './client.ts';
import { FiParams, fiEndpoint, GENERAL_SETUP_WRITE } from './console-endpoint.ts';
import { EmptyResponse } from './endpoint.ts';
import { lenderCalls } from './lender-calls.ts';
import { updateLogo } from './logo.ts';
import { employmentStatus, occupancyStatus, purposeTypes } from './lookup-lists.ts';

// Membership and product eligibility are declared here as their contract reads (000 §7) so the checks before
// them can be shown without their server part.
const audit = { category: 'LENDER', entity: 'MEMBERSHIP', action: 'MEMBERSHIP_UPDATED' } as const;
const uploadMembership = fiEndpoint({
  method: 'POST',
  path: '/fi/:fiId/membershipEligibility/data',
  summary: 'test',
  tags: [],
  permission: GENERAL_SETUP_WRITE,
  audit,
  params: FiParams,
  multipart: ['branchDocument'],
  missingFile: LENDER_CALL_MESSAGES.membershipFile,
  response: EmptyResponse,
});
const saveMembership = fiEndpoint({
  method: 'PUT',
  path: '/fi/:fiId/membershipEligibility',
  summary: 'test',
  tags: [],
  permission: GENERAL_SETUP_WRITE,
  audit,
  params: FiParams,
  body: v.object({ states: v.array(v.string()) }),
  response: EmptyResponse,
});
const uploadProductEligibility = fiEndpoint({
  method: 'POST',
  path: '/fi/:fiId/productEligibility/data',
  summary: 'test',
  tags: [],
  permission: GENERAL_SETUP_WRITE,
  audit,
  params: FiParams,
  multipart: ['productEligibityDoc'],
  missingFile: LENDER_CALL_MESSAGES.productEligibilityFile,
  response: EmptyResponse,
});

function setup(answer: () => Response = () => Response.json({ imported: 1, deleted: 0 })) {
  const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  const calls = lenderCalls(createApiClient({ fetch, getSession: () => ({ realm: 'fi', jwt: 'jwt' }) }));
  return { calls, fetch };
}
const csv = (text = 'code,label\nA,a\n') => new Blob([text], { type: 'text/csv' });
const empty = new Blob([]);

describe('checks before the lender calls (000 §5): the seed’s message, and nothing sent', () => {
  it.each([
    [
      'fiId is missing',
      (c: ReturnType<typeof setup>['calls']) => c.uploadLookupList(employmentStatus, undefined, csv()),
    ],
    ['fiId is missing', (c: ReturnType<typeof setup>['calls']) => c.downloadTemplate('', 'options')],
    ['logo is missing', (c: ReturnType<typeof setup>['calls']) => c.uploadFile(updateLogo, { fiId: 1, file: null })],
    [
      'membership file is missing',
      (c: ReturnType<typeof setup>['calls']) => c.uploadFile(uploadMembership, { fiId: 1, file: undefined }),
    ],
    [
      'membership data is missing',
      (c: ReturnType<typeof setup>['calls']) =>
        c.sendData(saveMembership, { fiId: 1, body: null, missing: 'membershipData' }),
    ],
    [
      'productEligibilityFile is missing',
      (c: ReturnType<typeof setup>['calls']) => c.uploadFile(uploadProductEligibility, { fiId: 1, file: empty }),
    ],
    [
      'employee status file is missing',
      (c: ReturnType<typeof setup>['calls']) => c.uploadLookupList(employmentStatus, 1, null),
    ],
    [
      'Occupancy status file is missing',
      (c: ReturnType<typeof setup>['calls']) => c.uploadLookupList(occupancyStatus, 1, empty),
    ],
    [
      'template type for the csv is missing',
      (c: ReturnType<typeof setup>['calls']) => c.downloadTemplate(1, undefined),
    ],
    [
      'Purpose types file is missing',
      (c: ReturnType<typeof setup>['calls']) => c.uploadLookupList(purposeTypes, 1, null),
    ],
  ])('refuses with “%s”', async (message, call) => {
    const { calls, fetch } = setup();
    await expect(call(calls)).rejects.toThrow(new Error(message));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('covers each of the 8 seed messages', () => {
    expect(Object.values(LENDER_CALL_MESSAGES)).toHaveLength(8);
  });
});

describe('the calls themselves', () => {
  it('uploads a lookup list’s CSV under its own form field and path', async () => {
    const { calls, fetch } = setup();
    expect(await calls.uploadLookupList(employmentStatus, 1, csv())).toEqual({ imported: 1, deleted: 0 });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/fi/1/employmentStatus/data');
    expect(init?.method).toBe('POST');
    expect((init?.body as FormData | undefined)?.get('employmentStatusDoc')).toBeInstanceOf(Blob);
  });

  it('sends an option list’s file as `doc` to /fi/{fiId}/options/{type}', async () => {
    const { calls, fetch } = setup();
    await calls.uploadLookupList(purposeTypes, '3', csv());
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/fi/3/options/purposeTypes');
    expect((init?.body as FormData | undefined)?.get('doc')).toBeInstanceOf(Blob);
  });

  it('saves an edited list as JSON with PUT on the list path', async () => {
    const { calls, fetch } = setup(() => Response.json({ values: [{ code: 'A', label: 'a', active: true }] }));
    const saved = await calls.saveLookupList(occupancyStatus, 1, [{ code: 'A', label: 'a' }]);
    expect(saved.values).toEqual([{ code: 'A', label: 'a', active: true }]);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/fi/1/occupancyStatus');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ values: [{ code: 'A', label: 'a' }] });
  });

  it('downloads a template as text with the server’s file name', async () => {
    const { calls, fetch } = setup(
      () =>
        new Response('code,label\r\nRENT,Rent\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="occupancy-status-template.csv"',
          },
        }),
    );
    expect(await calls.downloadTemplate(1, 'occupancyStatus')).toEqual({
      fileName: 'occupancy-status-template.csv',
      text: 'code,label\r\nRENT,Rent\r\n',
    });
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/fi/1/download?templateType=occupancyStatus');
  });
});
