import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { RealmSchema } from './session.ts';

/**
 * The realm's auth.origins setting (000 §6): the sites allowed to open the app as a pop-up and answer its opener
 * handshake. Public: the pop-up needs it before anyone signs in, and an origin list is no secret.
 */
export const getOpenerOrigins = endpoint({
  method: 'GET',
  path: '/auth/origins/:realm',
  summary: "The origins allowed to answer the pop-up's opener handshake for a realm",
  tags: ['session'],
  access: 'public',
  params: v.object({ realm: RealmSchema }),
  response: v.object({ origins: v.array(v.string()) }),
});
