import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { expect } from 'vitest';
import { Offer } from '../../api/consumer.ts';
import { IdentitySession } from '../../api/idverify.ts';
import { Redemption } from '../../api/redemptions.ts';
import { Session } from '../../api/session.ts';
import type { Db } from '../../server/db/pool.ts';
import { listOutbox } from '../../server/db/queries/mail.ts';
import { offers } from '../../server/db/schema/index.ts';
import { DEMO_CONSUMERS } from '../../server/db/seed-consumers.ts';
import { type createSeededApp, jsonRequest } from './db.ts';

type App = Awaited<ReturnType<typeof createSeededApp>>['app'];

/** Signs a consumer in by access code and last name (Maria Garcia's unless said) and answers the bearer token. */
export async function signInConsumer(
  app: Pick<App, 'request'>,
  consumer: { accessCode?: string; lastName?: string } | undefined = { accessCode: 'DEMO-1001', lastName: 'Garcia' },
): Promise<string> {
  const { accessCode, lastName } = consumer ?? {};
  const answer = await app.request('/api/auth/consumer', jsonRequest('POST', { accessCode, lastName }));
  return v.parse(Session, await answer.json()).jwt ?? '';
}

/** A demo consumer's id, by access code ('' for a code the seed does not have). */
export const demoConsumerId = (accessCode: string): string =>
  DEMO_CONSUMERS.find((consumer) => consumer.accessCode === accessCode)?.id ?? '';

/**
 * A test file's consumer sign-in and identity-session calls (api/idverify.ts) over its seeded app: `signIn` a demo
 * consumer, `idverify` any call of the signed-in consumer's sessions, `start` a session by method, `passcodeSent`
 * a passcode session whose code was sent (answering the code as the consumer's mail has it). It reads `fixture.app`
 * and `fixture.db` only when called, so it is made at a file's top level beside seededApp.
 */
export function consumerIdentity(fixture: { readonly app: Pick<App, 'request'>; readonly db: Db }) {
  const idverify = (jwt: string, method: string, path: string, body?: unknown) =>
    fixture.app.request(`/api/consumers/current/idverify/sessions${path}`, jsonRequest(method, body, jwt));
  const start = async (jwt: string, method: 'passcode' | 'kba') =>
    v.parse(IdentitySession, await (await idverify(jwt, 'POST', '', { method })).json());
  return {
    signIn: (accessCode: string, lastName: string) => signInConsumer(fixture.app, { accessCode, lastName }),
    idverify,
    start,
    passcodeSent: async (jwt: string) => {
      const session = await start(jwt, 'passcode');
      expect((await idverify(jwt, 'POST', `/${session.sessionId}/otp`)).status).toBe(200);
      return { session, code: await lastPasscode(fixture.db) };
    },
  };
}

/** The signed-in consumer redeems an offer at its first terms' minimum (and term), the documents now or later. */
export async function redeemFirstTerms(
  app: Pick<App, 'request'>,
  jwt: string,
  offer: v.InferOutput<typeof Offer>,
  uploadLater: boolean,
): Promise<v.InferOutput<typeof Redemption>> {
  const [terms] = offer.terms;
  const body = { amount: terms?.minimum, ...(terms?.term ? { term: terms.term } : {}), uploadLater };
  const response = await app.request(
    `/api/consumers/current/offers/${offer.id}/redemptions`,
    jsonRequest('POST', body, jwt),
  );
  expect(response.status, await response.clone().text()).toBe(201);
  return v.parse(Redemption, await response.json());
}

/** Signs a demo consumer in and finds their offer of a product type, as the consumer calls would. */
export async function demoConsumerOffer(app: App, accessCode: string, lastName: string, productType: string) {
  const jwt = await signInConsumer(app, { accessCode, lastName });
  const offers = v.parse(
    v.array(Offer),
    await (await app.request('/api/consumers/current/offers', { headers: { authorization: `Bearer ${jwt}` } })).json(),
  );
  const offer = offers.find((o) => o.productType === productType);
  if (!offer) throw new Error(`${accessCode} has no ${productType} offer`);
  return { jwt, offer };
}

/**
 * Marks every requested document of every offer as uploaded (a one-byte placeholder row per stipulation), for tests
 * about redeeming itself rather than about the documents.
 */
export async function satisfyAllStipulations(db: Db): Promise<void> {
  await db.execute(sql`
    insert into stipulation_documents (consumer_id, offer_id, stipulation_id, file_name, media_type, size, content)
    select o.consumer_id, o.id, s.id, 'test.pdf', 'application/pdf', 1, '\\x25'::bytea
    from offers o join stipulations s on s.product_id = o.product_id
    on conflict do nothing`);
}

/** Every consumer passed identity verification just now, for tests about what comes after it. */
export async function verifyAllIdentities(db: Db): Promise<void> {
  await db.execute(sql`
    insert into identity_sessions (consumer_id, method, status, expires_at)
    select id, 'passcode', 'PASSED', now() + interval '15 minutes' from consumers`);
}

/** A consumer's offer of a product, read straight from the table (as the redeem service takes it by id). */
export async function offerRowOf(db: Db, consumerId: string, productId: string) {
  const [offer] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.consumerId, consumerId), eq(offers.productId, productId)));
  if (!offer) throw new Error(`no offer of ${productId} for ${consumerId}`);
  return offer;
}

/** Every requested document uploaded and every identity verified: for tests of redeeming, not of those two steps. */
export async function satisfyRedeemPrerequisites(db: Db): Promise<void> {
  await satisfyAllStipulations(db);
  await verifyAllIdentities(db);
}

/**
 * Nguyen's Home Improvement offer with every requested document uploaded and every identity verified: ready to redeem,
 * for tests of redeeming and of what follows it rather than of the documents or the identity checks.
 */
export async function redeemableDemoOffer(fixture: { readonly app: App; readonly db: Db }) {
  const signedIn = await demoConsumerOffer(fixture.app, 'DEMO-1005', 'Nguyen', 'Home_Improvement_Loan');
  await satisfyRedeemPrerequisites(fixture.db);
  return signedIn;
}

/** The partner prequal body (api/partner.ts) that matches a demo consumer: name, address, birth date, contact. */
export function prequalBodyOf(consumer: (typeof DEMO_CONSUMERS)[number]) {
  const { pii } = consumer;
  return {
    firstName: consumer.firstName,
    lastName: consumer.lastName,
    address: pii.street,
    city: pii.city,
    state: pii.state,
    zipcode: pii.zipcode,
    dob: pii.dob,
    email: pii.email,
    phone: pii.phone,
  };
}

/** The passcode as the consumer reads it: from the newest message in the dev outbox. */
export const lastPasscode = async (db: Db): Promise<string> =>
  /\b(\d{6})\b/.exec((await listOutbox(db, { limit: 1 }))[0]?.body ?? '')?.[1] ?? '';
