import * as v from 'valibot';
import { authCall, RealmSchema } from './session.ts';

/**
 * The realm's auth.origins setting (000 §6): the sites allowed to open the app as a pop-up and answer its opener
 * handshake. Public: the pop-up needs it before anyone signs in, and an origin list is no secret.
 */
export const getOpenerOrigins = authCall({
  method: 'GET',
  path: '/origins/:realm',
  summary: "The origins allowed to answer the pop-up's opener handshake for a realm",
  params: v.object({ realm: RealmSchema }),
  response: v.object({ origins: v.array(v.string()) }),
});
