import * as v from 'valibot';
import { Offer } from '../../api/consumer.ts';
import { Session } from '../../api/session.ts';
import { type createSeededApp, jsonRequest } from './db.ts';

type App = Awaited<ReturnType<typeof createSeededApp>>['app'];

/** Signs a demo consumer in and finds their offer of a product type, as the consumer calls would. */
export async function demoConsumerOffer(app: App, accessCode: string, lastName: string, productType: string) {
  const signIn = await app.request('/api/auth/consumer', jsonRequest('POST', { accessCode, lastName }));
  const jwt = v.parse(Session, await signIn.json()).jwt ?? '';
  const offers = v.parse(
    v.array(Offer),
    await (await app.request('/api/consumers/current/offers', { headers: { authorization: `Bearer ${jwt}` } })).json(),
  );
  const offer = offers.find((o) => o.productType === productType);
  if (!offer) throw new Error(`${accessCode} has no ${productType} offer`);
  return { jwt, offer };
}
