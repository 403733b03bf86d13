import { useRouter } from '@tanstack/react-router';
import type { ActorRefFrom } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import type { sessionMachine } from '../../machines/session/session-machine.ts';

type SessionActor = ActorRefFrom<typeof sessionMachine>;

/** The admin console's slice of the router context (features do not import each other, so it is stated here). */
export interface AdminServices {
  readonly sessions: { readonly fi: SessionActor; readonly embedder: SessionActor };
  readonly clients: { readonly super: ApiClient };
}

export function useAdminServices(): AdminServices {
  return useRouter().options.context as AdminServices;
}
