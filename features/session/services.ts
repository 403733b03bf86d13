import type { QueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { ActorRefFrom } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import type { Realm } from '../../domain/realms.ts';
import type { sessionMachine } from '../../machines/session/session-machine.ts';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** What the router context carries for every route (app/router.tsx builds it once). */
export interface AppServices {
  readonly queryClient: QueryClient;
  readonly sessions: Readonly<Record<Realm, SessionActor>>;
  readonly clients: Readonly<Record<Realm, ApiClient>>;
}

export function useAppServices(): AppServices {
  return useRouter().options.context as AppServices;
}
