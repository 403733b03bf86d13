import type { ApiClient } from '../../api/client.ts';
import { passThrough, type Session } from '../../api/session.ts';
import { PASS_THROUGH_WINDOW_NAME } from '../../domain/realms.ts';
import { landingAfterLogin } from '../../machines/session/route-guard.ts';
import type { AdminServices } from './services.ts';

export type PassThroughRealm = 'fi' | 'embedder';

/**
 * 000 §2: acting as another user opens the target in the window named for pass-through. The window is opened
 * synchronously inside the click (so pop-up blockers allow it), then pointed at the user's landing page once the
 * session is stored for that realm (session.passThrough also clears its chat conversation).
 */
export async function actAs(
  { client, sessions }: { client: ApiClient; sessions: AdminServices['sessions'] },
  realm: PassThroughRealm,
  userId: string,
  open: (url: string, name: string) => Window | null = (url, name) => window.open(url, name),
): Promise<Session> {
  const target = open('about:blank', PASS_THROUGH_WINDOW_NAME);
  try {
    const session = await client.call(passThrough, { params: { realm, target: userId } });
    sessions[realm].send({ type: 'session.passThrough', session });
    const landing = landingAfterLogin(session, null);
    if (target) target.location.href = landing;
    else open(landing, PASS_THROUGH_WINDOW_NAME);
    return session;
  } catch (error) {
    target?.close();
    throw error;
  }
}
