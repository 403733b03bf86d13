import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ConsumerFile,
  ConsumerFileError,
  EMBEDDER_CAMPAIGN_ACTIONS,
  EmbedderCampaign,
  EmbedderCampaignDetail,
} from '../../api/embedder-campaigns.ts';
import { pageOf } from '../../api/paged-list.ts';
import { CONSUMER_FILE_HANDOFF, ENROLLMENT_MESSAGES } from '../../domain/catalog/consumer-files.ts';
import { CONSUMER_FILE_MESSAGES } from '../../domain/validation/consumer-file.ts';
import { NOT_CANCELABLE_MESSAGE } from '../../machines/import/consumer-file-lifecycle.ts';
import { authed, latestAudit, upload } from '../../tests/integration/console-auth.ts';
import { jsonRequest } from '../../tests/integration/db.ts';
import { recordingBoss } from '../../tests/integration/fake-boss.ts';
import { signInForeignEmbedderAdmin } from '../../tests/integration/foreign-embedder.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { open } from '../auth/secret-box.ts';
import {
  auditLog,
  campaignEmbedders,
  consumerFileRows,
  consumerFiles,
  offers,
  ucCampaigns,
} from '../db/schema/index.ts';
import { DEMO_CONSUMERS, DEMO_EMBEDDER, DEMO_EMBEDDER_NUMBER } from '../db/seed.ts';
import { DEMO_CAMPAIGNS } from '../db/seed-campaign.ts';
import { QUEUES, registerWorkers, startBoss, stopBoss } from '../jobs/boss.ts';
import { importConsumerFile } from '../jobs/consumer-file-import.ts';
import { createLogger } from '../logger.ts';

let foreign = '';
const { boss: recording, sent } = recordingBoss();
const acme = `/api/embedders/${DEMO_EMBEDDER_NUMBER}`;
const next = DEMO_CAMPAIGNS.next.id;

const HEADER = 'uuid,firstName,middleName,lastName,suffix,address,city,county,state,zipcode,ssn,email,dob';
const GOOD_ROWS = [
  'c-001,Ada,,Lovelace,,1 Main St,Denver,Denver,CO,80202,123-45-6789,ada@example.com,12-10-1985',
  'c-002,Grace,B,Hopper,Jr,2 Oak Ave,Cheyenne,Laramie,WY,82001,987654321,,01-31-1970',
];
const csvFile = (rows: readonly string[], name = 'consumers.csv') =>
  new File([`${HEADER}\n${rows.join('\n')}\n`], name, { type: 'text/csv' });

const ctx = seededApp({ signIns: ['embedder-admin', 'cu-admin', 'admin'], deps: { boss: recording } });
const { tokens, call, json } = ctx;
beforeAll(async () => {
  foreign = (await signInForeignEmbedderAdmin(ctx)).token;
});

describe('embedder campaigns', () => {
  it('lists the current, next and completed campaigns of the embedder', async () => {
    const answer = await json(`${acme}/campaigns`, authed('GET', tokens['embedder-admin']));
    expect(answer.status).toBe(200);
    const { campaigns } = v.parse(v.object({ campaigns: v.array(EmbedderCampaign) }), answer.body);
    expect(campaigns.map((c) => [c.name, c.displayStatus, c.enrolled, c.enrollmentOpen])).toEqual([
      [DEMO_CAMPAIGNS.next.name, 'NEXT', false, true],
      [DEMO_CAMPAIGNS.current.name, 'CURRENT', true, false],
      [DEMO_CAMPAIGNS.expired.name, 'COMPLETE', true, false],
    ]);
    const nextCampaign = campaigns[0];
    expect(new Date(nextCampaign?.enrollmentEndsAt ?? 0).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(nextCampaign?.startsAt ?? 0).getTime()).toBeGreaterThan(Date.now());
    // An admin reads any embedder's; another embedder and a lender are refused.
    expect((await call(`${acme}/campaigns`, authed('GET', tokens.admin))).status).toBe(200);
    expect((await call(`${acme}/campaigns`, authed('GET', foreign))).status).toBe(403);
    expect((await call(`${acme}/campaigns`, authed('GET', tokens['cu-admin']))).status).toBe(403);
  });

  it('a foreign embedder sees no campaign of its own (none enrolled, no consumers) but the next one', async () => {
    const answer = await json('/api/embedders/2/campaigns', authed('GET', foreign));
    expect((answer.body.campaigns as { name: string }[]).map((c) => c.name)).toEqual([DEMO_CAMPAIGNS.next.name]);
  });

  it('counts the current campaign’s figures from the tables, and offers viewed once a consumer’s page reports a view', async () => {
    const path = `${acme}/campaigns/${DEMO_CAMPAIGNS.current.id}`;
    const before = v.parse(EmbedderCampaignDetail, (await json(path, authed('GET', tokens['embedder-admin']))).body);
    const own = DEMO_CONSUMERS.filter((c) => c.campaign === 'current');
    const [withOffers] = await ctx.db
      .select({ n: sql<number>`count(distinct ${offers.consumerId})::int` })
      .from(offers)
      .where(and(eq(offers.campaignId, DEMO_CAMPAIGNS.current.id), eq(offers.status, 'ELIGIBLE')));
    expect(before.figures).toEqual({
      consumers: own.length,
      withOffers: withOffers?.n,
      offersViewed: 0,
      redeemed: own.filter((c) => c.pendingRedemptionId).length,
    });
    const consumer = own[0];
    const signIn = await ctx.app.request(
      '/api/auth/consumer',
      jsonRequest('POST', { accessCode: consumer?.accessCode, lastName: consumer?.lastName }),
    );
    expect(signIn.status).toBe(200);
    // Signing in alone is not viewing: the offers page reports the offers it listed (POST /consumers/current/offerEvents).
    const signedIn = v.parse(EmbedderCampaignDetail, (await json(path, authed('GET', tokens['embedder-admin']))).body);
    expect(signedIn.figures.offersViewed).toBe(0);
    const jwt = ((await signIn.json()) as { jwt: string }).jwt;
    const listed = (await (
      await ctx.app.request('/api/consumers/current/offers', { headers: { authorization: `Bearer ${jwt}` } })
    ).json()) as { id: string }[];
    const reported = await ctx.app.request(
      '/api/consumers/current/offerEvents',
      jsonRequest('POST', { events: listed.map((offer) => ({ offerId: offer.id, kind: 'viewed' })) }, jwt),
    );
    expect(reported.status).toBe(200);
    const after = v.parse(EmbedderCampaignDetail, (await json(path, authed('GET', tokens['embedder-admin']))).body);
    expect(after.figures.offersViewed).toBe(1);
    expect((await call(path, authed('GET', foreign))).status).toBe(403);
    expect((await call(path, authed('GET', tokens['cu-admin']))).status).toBe(403);
    // Another embedder's number with its own token: the campaign is not one of its own.
    expect((await call(`/api/embedders/2/campaigns/${DEMO_CAMPAIGNS.current.id}`, authed('GET', foreign))).status).toBe(
      404,
    );
    expect((await call(`${acme}/campaigns/not-a-uuid`, authed('GET', tokens['embedder-admin']))).status).toBe(400);
  });
});

describe('enrollment', () => {
  const enrollment = `${acme}/campaigns/${next}/enrollment`;

  it('enrolls and unenrolls in the next campaign, audited with old and new values', async () => {
    expect((await call(enrollment, authed('POST', foreign))).status).toBe(403);
    expect((await call(enrollment, authed('POST', tokens['cu-admin']))).status).toBe(403);
    const enrolled = await json(enrollment, authed('POST', tokens['embedder-admin']));
    expect(enrolled.status).toBe(200);
    expect(v.parse(EmbedderCampaign, enrolled.body)).toMatchObject({ enrolled: true, campaignId: next });
    const [row] = await ctx.db.select().from(campaignEmbedders).where(eq(campaignEmbedders.campaignId, next));
    expect(row).toMatchObject({ embedderId: DEMO_EMBEDDER.id, enrolledBy: 'embedder-admin' });
    expect(await latestAudit(ctx.db, EMBEDDER_CAMPAIGN_ACTIONS.enrolled)).toMatchObject({
      category: 'EMBEDDER',
      actorName: 'embedder-admin',
      tenantId: DEMO_EMBEDDER.id,
      entityId: next,
      oldValue: { enrolled: false },
      newValue: { enrolled: true },
    });
    const twice = await json(enrollment, authed('POST', tokens['embedder-admin']));
    expect(twice).toMatchObject({
      status: 400,
      body: { code: 'INVALID_CAMPAIGN', message: ENROLLMENT_MESSAGES.alreadyEnrolled },
    });

    const left = await json(enrollment, authed('DELETE', tokens['embedder-admin']));
    expect(left.body).toMatchObject({ enrolled: false });
    expect(await latestAudit(ctx.db, EMBEDDER_CAMPAIGN_ACTIONS.unenrolled)).toMatchObject({
      oldValue: { enrolled: true },
      newValue: { enrolled: false },
    });
    expect((await json(enrollment, authed('DELETE', tokens['embedder-admin']))).body).toMatchObject({
      message: ENROLLMENT_MESSAGES.notEnrolled,
    });
  });

  it('refuses the current campaign, and the next one once its enrollment ended', async () => {
    const current = await json(
      `${acme}/campaigns/${DEMO_CAMPAIGNS.current.id}/enrollment`,
      authed('POST', tokens['embedder-admin']),
    );
    expect(current).toMatchObject({ status: 400, body: { message: ENROLLMENT_MESSAGES.notNext } });
    const unknown = `${acme}/campaigns/00000000-0000-4000-8000-000000000000/enrollment`;
    expect((await call(unknown, authed('POST', tokens['embedder-admin']))).status).toBe(404);

    await ctx.db
      .update(ucCampaigns)
      .set({ enrollmentEndsAt: new Date(Date.now() - 1000) })
      .where(eq(ucCampaigns.id, next));
    expect((await json(enrollment, authed('POST', tokens['embedder-admin']))).body).toMatchObject({
      code: 'INVALID_CAMPAIGN',
      message: ENROLLMENT_MESSAGES.ended,
    });
    await ctx.db
      .update(ucCampaigns)
      .set({ enrollmentEndsAt: new Date(Date.now() + 86_400_000), status: 'ENROLLMENT_ENDED' })
      .where(eq(ucCampaigns.id, next));
    expect((await json(enrollment, authed('POST', tokens['embedder-admin']))).body).toMatchObject({
      message: ENROLLMENT_MESSAGES.ended,
    });
    await ctx.db.update(ucCampaigns).set({ status: 'ENROLLMENT_STARTED' }).where(eq(ucCampaigns.id, next));
  });
});

describe('consumer file', () => {
  const files = `${acme}/campaigns/${next}/consumer-files`;
  const fileOf = async (fileId: string) =>
    v.parse(
      ConsumerFile,
      (await json(`${acme}/consumer-files/${fileId}`, authed('GET', tokens['embedder-admin']))).body,
    );

  it('is refused before enrolling, and for bad files as a whole', async () => {
    await ctx.db.delete(campaignEmbedders).where(eq(campaignEmbedders.campaignId, next));
    expect(
      (await json(files, upload(tokens['embedder-admin'], 'consumerFile', csvFile(GOOD_ROWS)))).body,
    ).toMatchObject({
      code: 'INVALID_CAMPAIGN',
      message: ENROLLMENT_MESSAGES.enrollFirst,
    });
    await call(`${acme}/campaigns/${next}/enrollment`, authed('POST', tokens['embedder-admin']));
    expect((await call(files, upload(foreign, 'consumerFile', csvFile(GOOD_ROWS)))).status).toBe(403);
    expect((await call(files, upload(tokens['cu-admin'], 'consumerFile', csvFile(GOOD_ROWS)))).status).toBe(403);
    const wrongType = await json(
      files,
      upload(tokens['embedder-admin'], 'consumerFile', csvFile(GOOD_ROWS, 'consumers.xlsx')),
    );
    expect(wrongType).toMatchObject({ status: 400, body: { message: 'Invalid File Type' } });
    const noColumns = new File(['uuid,firstName\nc-1,Ada\n'], 'consumers.csv', { type: 'text/csv' });
    const missing = await json(files, upload(tokens['embedder-admin'], 'consumerFile', noColumns));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('missing the column(s) middleName, lastName');
    expect((await json(files, upload(tokens['embedder-admin'], 'consumerFile', csvFile([])))).body).toMatchObject({
      message: 'The file has no rows',
    });
    expect((await call(files, authed('POST', tokens['embedder-admin'], {}))).status).toBe(400);
    expect(await ctx.db.select().from(consumerFiles)).toEqual([]);
  });

  it('stores the upload sealed, queues the import, and the job writes exact per-row errors and progress', async () => {
    const rows = [
      ...GOOD_ROWS,
      'c-003,,,Byron,,3 Elm St,Denver,Denver,XX,8020,12345,not-an-email,02-30-1990',
      'c-001,Charles,,Babbage,,4 Pine St,Boulder,Boulder,CO,80301,111-22-3333,cb@example.com,12-26-1991',
      'c-005,Alan,,Turing,,5 Fir St,Denver,Denver,CO,80202,222-33-4444,alan@example.com,01-01-2999',
    ];
    sent.length = 0;
    const uploaded = await json(
      files,
      upload(tokens['embedder-admin'], 'consumerFile', csvFile(rows, 'fall-consumers.csv')),
    );
    expect(uploaded.status).toBe(201);
    const file = v.parse(ConsumerFile, uploaded.body);
    expect(file).toMatchObject({ status: 'scheduled', rowsTotal: 5, rowsDone: 0, fileName: 'fall-consumers.csv' });
    expect(sent).toEqual([{ name: QUEUES.consumerFileImport, data: { fileId: file.fileId }, inTransaction: true }]);
    expect(await latestAudit(ctx.db, EMBEDDER_CAMPAIGN_ACTIONS.fileUploaded)).toMatchObject({
      category: 'EMBEDDER',
      entityType: 'CONSUMER_FILE',
      entityId: file.fileId,
      tenantId: DEMO_EMBEDDER.id,
      oldValue: null,
      newValue: { fileName: 'fall-consumers.csv', rows: 5, campaign: DEMO_CAMPAIGNS.next.name },
    });
    const [stored] = await ctx.db.select().from(consumerFiles).where(eq(consumerFiles.id, file.fileId));
    expect(stored?.content).not.toContain('123-45-6789');
    expect(open(ctx.deps.encryptionKey, stored?.content ?? '')).toContain('123-45-6789');

    // The worker, called as pg-boss calls it, two rows per batch: progress is written after each batch.
    const progress: string[] = [];
    const afterBatch = async () => {
      const seen = await fileOf(file.fileId);
      progress.push(`${seen.status} ${seen.rowsDone}/${seen.rowsTotal}`);
    };
    expect(await importConsumerFile(ctx.db, ctx.deps.encryptionKey, file.fileId, { batchSize: 2, afterBatch })).toBe(
      'complete',
    );
    expect(progress).toEqual(['running 2/5', 'running 4/5', 'running 5/5']);
    expect(await fileOf(file.fileId)).toMatchObject({
      status: 'complete',
      rowsTotal: 5,
      rowsDone: 5,
      validRows: 2,
      errorRows: 3,
      processing: CONSUMER_FILE_HANDOFF,
    });
    const errors = await json(`${acme}/consumer-files/${file.fileId}/errors`, authed('GET', tokens['embedder-admin']));
    expect(v.parse(pageOf(ConsumerFileError), errors.body).content).toEqual([
      { row: 4, field: 'firstName', message: CONSUMER_FILE_MESSAGES.firstName },
      { row: 4, field: 'state', message: CONSUMER_FILE_MESSAGES.state },
      { row: 4, field: 'zipcode', message: CONSUMER_FILE_MESSAGES.zipcode },
      { row: 4, field: 'ssn', message: CONSUMER_FILE_MESSAGES.ssn },
      { row: 4, field: 'email', message: CONSUMER_FILE_MESSAGES.email },
      { row: 4, field: 'dob', message: CONSUMER_FILE_MESSAGES.dob },
      { row: 5, field: 'uuid', message: CONSUMER_FILE_MESSAGES.uuidDuplicate },
      { row: 6, field: 'dob', message: CONSUMER_FILE_MESSAGES.dob },
    ]);
    const csv = await call(
      `${acme}/consumer-files/${file.fileId}/errors?format=csv`,
      authed('GET', tokens['embedder-admin']),
    );
    expect(csv.headers.get('content-disposition')).toContain('fall-consumers-errors.csv');
    expect((await csv.text()).split('\r\n').slice(0, 2)).toEqual([
      'Row,Column,Problem',
      `4,firstName,${CONSUMER_FILE_MESSAGES.firstName}`,
    ]);

    // Valid rows: names and the embedder's uuid in clear, the rest sealed; no SSN anywhere in clear.
    const valid = await ctx.db.select().from(consumerFileRows).where(eq(consumerFileRows.fileId, file.fileId));
    expect(valid.map((r) => [r.row, r.embedderConsumerUuid, r.lastName])).toEqual([
      [2, 'c-001', 'Lovelace'],
      [3, 'c-002', 'Hopper'],
    ]);
    expect(JSON.parse(open(ctx.deps.encryptionKey, valid[0]?.pii ?? ''))).toMatchObject({
      ssn: '123456789',
      dob: '12-10-1985',
      state: 'CO',
    });
    const clear = await ctx.db.execute(sql`
      select count(*)::int as n from consumer_file_rows r, consumer_files f
      where r.pii like '%123456789%' or r.pii like '%123-45-6789%' or f.content like '%123-45-6789%'
        or r.first_name like '%6789%'`);
    expect(clear.rows[0]).toEqual({ n: 0 });
    const audits = await ctx.db.execute(
      sql`select count(*)::int as n from audit_log where new_value::text like '%6789%'`,
    );
    expect(audits.rows[0]).toEqual({ n: 0 });

    // Rerunning a finished job does nothing (a pg-boss retry).
    expect(await importConsumerFile(ctx.db, ctx.deps.encryptionKey, file.fileId)).toBe('skipped');
    expect(await importConsumerFile(ctx.db, ctx.deps.encryptionKey, '00000000-0000-4000-8000-000000000000')).toBe(
      'missing',
    );
  });

  it('a file whose every row is bad is complete with no hand-off; the history lists every file', async () => {
    const uploaded = await json(
      files,
      upload(tokens['embedder-admin'], 'consumerFile', csvFile(['c-9,,,,,,,,,,,,'], 'bad.csv')),
    );
    const file = v.parse(ConsumerFile, uploaded.body);
    await importConsumerFile(ctx.db, ctx.deps.encryptionKey, file.fileId);
    expect(await fileOf(file.fileId)).toMatchObject({
      status: 'complete',
      validRows: 0,
      errorRows: 1,
      processing: null,
    });
    const history = await json(`${acme}/consumer-files`, authed('GET', tokens['embedder-admin']));
    const page = v.parse(pageOf(ConsumerFile), history.body);
    expect(
      page.content.map((f) => [f.fileName, f.rowsTotal, f.validRows, f.errorRows, f.status, f.uploadedBy]),
    ).toEqual([
      ['bad.csv', 1, 0, 1, 'complete', 'embedder-admin'],
      ['fall-consumers.csv', 5, 2, 3, 'complete', 'embedder-admin'],
    ]);
    expect((await call(`${acme}/consumer-files`, authed('GET', foreign))).status).toBe(403);
    expect((await call(`${acme}/consumer-files`, authed('GET', tokens['cu-admin']))).status).toBe(403);
    expect((await json('/api/embedders/2/consumer-files', authed('GET', foreign))).body).toMatchObject({
      totalElements: 0,
    });
    expect((await call(`/api/embedders/2/consumer-files/${file.fileId}`, authed('GET', foreign))).status).toBe(404);
    expect((await call(`/api/embedders/2/consumer-files/${file.fileId}/errors`, authed('GET', foreign))).status).toBe(
      404,
    );
  });

  it('serves the errors CSV of a file named beyond Latin-1 (RFC 6266 name, UTF-8 with a BOM)', async () => {
    const name = 'łódź-客户.csv';
    const uploaded = await json(
      files,
      upload(tokens['embedder-admin'], 'consumerFile', csvFile(['c-9,Zoë,,,,,,,,,,,'], name)),
    );
    const file = v.parse(ConsumerFile, uploaded.body);
    expect(file.fileName).toBe(name);
    await importConsumerFile(ctx.db, ctx.deps.encryptionKey, file.fileId);
    const csv = await call(
      `${acme}/consumer-files/${file.fileId}/errors?format=csv`,
      authed('GET', tokens['embedder-admin']),
    );
    expect(csv.status).toBe(200);
    const header = csv.headers.get('content-disposition') ?? '';
    expect(header).toMatch(/^attachment; filename="[ -~]+-errors\.csv"; filename\*=UTF-8''/);
    expect(decodeURIComponent(header.split("UTF-8''")[1] ?? '')).toBe('łódź-客户-errors.csv');
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('Row,Column,Problem');
  });

  it('the embedder cancels a scheduled or running import; it stops at its next batch (issue 30 item 10)', async () => {
    const cancel = (fileId: string) =>
      json(`${acme}/consumer-files/${fileId}/cancel`, authed('POST', tokens['embedder-admin']));
    const scheduled = v.parse(
      ConsumerFile,
      (await json(files, upload(tokens['embedder-admin'], 'consumerFile', csvFile(GOOD_ROWS, 'cancel-1.csv')))).body,
    );
    expect((await cancel(scheduled.fileId)).body).toMatchObject({ status: 'canceled' });
    expect(await importConsumerFile(ctx.db, ctx.deps.encryptionKey, scheduled.fileId)).toBe('skipped');
    expect(await cancel(scheduled.fileId)).toMatchObject({
      status: 409,
      body: { code: 'VALIDATION_FAILED', message: NOT_CANCELABLE_MESSAGE },
    });
    expect(await latestAudit(ctx.db, EMBEDDER_CAMPAIGN_ACTIONS.fileCanceled)).toMatchObject({
      entityId: scheduled.fileId,
      oldValue: { status: 'scheduled' },
      newValue: { status: 'canceled' },
    });
    expect((await call(`${acme}/consumer-files/${scheduled.fileId}/cancel`, authed('POST', foreign))).status).toBe(403);

    const running = v.parse(
      ConsumerFile,
      (await json(files, upload(tokens['embedder-admin'], 'consumerFile', csvFile(GOOD_ROWS, 'cancel-2.csv')))).body,
    );
    // Canceled after its first batch: the second is not written, and nothing is handed off.
    const afterBatch = async () => void (await cancel(running.fileId));
    expect(await importConsumerFile(ctx.db, ctx.deps.encryptionKey, running.fileId, { batchSize: 1, afterBatch })).toBe(
      'skipped',
    );
    expect(await fileOf(running.fileId)).toMatchObject({ status: 'canceled', rowsDone: 1, processing: null });
    const rows = await ctx.db.select().from(consumerFileRows).where(eq(consumerFileRows.fileId, running.fileId));
    expect(rows).toEqual([]);
  });

  it('a stopped run (left running) continues after its last batch; an unreadable stored file fails clearly', async () => {
    const uploaded = await json(
      files,
      upload(tokens['embedder-admin'], 'consumerFile', csvFile(GOOD_ROWS, 'again.csv')),
    );
    const file = v.parse(ConsumerFile, uploaded.body);
    // A first run that stops after its first batch (as a killed worker would), and a second that takes over.
    let release: () => void = () => undefined;
    const stalled = importConsumerFile(ctx.db, ctx.deps.encryptionKey, file.fileId, {
      batchSize: 1,
      afterBatch: () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    });
    while ((await fileOf(file.fileId)).rowsDone < 1) await new Promise((resolve) => setTimeout(resolve, 10));
    const resumed: number[] = [];
    const afterBatch = async () => void resumed.push((await fileOf(file.fileId)).rowsDone);
    expect(await importConsumerFile(ctx.db, ctx.deps.encryptionKey, file.fileId, { batchSize: 1, afterBatch })).toBe(
      'complete',
    );
    expect(resumed).toEqual([2]);
    expect(await fileOf(file.fileId)).toMatchObject({ rowsDone: 2, validRows: 2, errorRows: 0 });
    // The first run, woken, sees its next batch taken and stops without writing.
    release();
    expect(await stalled).toBe('skipped');
    expect(await fileOf(file.fileId)).toMatchObject({ status: 'complete', rowsDone: 2, validRows: 2 });

    const other = await json(files, upload(tokens['embedder-admin'], 'consumerFile', csvFile(GOOD_ROWS, 'broken.csv')));
    const broken = v.parse(ConsumerFile, other.body);
    const { seal } = await import('../auth/secret-box.ts');
    await ctx.db
      .update(consumerFiles)
      .set({ content: seal(ctx.deps.encryptionKey, 'uuid,firstName\nc-1,Ada\n') })
      .where(eq(consumerFiles.id, broken.fileId));
    expect(await importConsumerFile(ctx.db, ctx.deps.encryptionKey, broken.fileId)).toBe('failed');
    const failed = await fileOf(broken.fileId);
    expect(failed.status).toBe('failed');
    expect(failed.failure).toContain('missing the column(s)');
  });

  it('pg-boss runs the import: the worker takes the job queued with the upload and completes the file', async () => {
    const logger = createLogger({ level: 'silent', pretty: false });
    const boss = await startBoss(ctx.url, logger);
    try {
      await registerWorkers(boss, logger, ctx.db, { encryptionKey: ctx.deps.encryptionKey, nodeEnv: 'test' });
      ctx.deps.boss = boss;
      const uploaded = await json(
        files,
        upload(tokens['embedder-admin'], 'consumerFile', csvFile(GOOD_ROWS, 'by-boss.csv')),
      );
      const file = v.parse(ConsumerFile, uploaded.body);
      const deadline = Date.now() + 30_000;
      let seen = file;
      while (Date.now() < deadline && seen.status !== 'complete') {
        await new Promise((resolve) => setTimeout(resolve, 250));
        seen = await fileOf(file.fileId);
      }
      expect(seen).toMatchObject({ status: 'complete', rowsDone: 2, validRows: 2, processing: CONSUMER_FILE_HANDOFF });
    } finally {
      ctx.deps.boss = recording;
      await stopBoss(boss);
    }
  }, 60_000);

  it('serves the consumer file template to the embedder', async () => {
    const template = await call(`${acme}/download?templateType=consumerFile`, authed('GET', tokens['embedder-admin']));
    expect(template.status).toBe(200);
    expect((await template.text()).split('\r\n')[0]).toBe(HEADER);
    expect((await call(`${acme}/download`, authed('GET', tokens['embedder-admin']))).status).toBe(400);
    expect((await call(`${acme}/download?templateType=branches`, authed('GET', tokens['embedder-admin']))).status).toBe(
      400,
    );
    expect((await call(`${acme}/download?templateType=consumerFile`, authed('GET', foreign))).status).toBe(403);
    const rows = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(rows[0]?.n).toBeGreaterThan(0);
  });
});
