import { useRouter } from '@tanstack/react-router';
import type { ActorRefFrom } from 'xstate';
import type { ApiClient } from '../../api/client.ts';
import type { sessionMachine } from '../../machines/session/session-machine.ts';

/** The consumer's slice of the router context (features do not import each other, so this is stated here). */
export interface ConsumerServices {
  readonly sessions: { readonly consumer: ActorRefFrom<typeof sessionMachine> };
  readonly clients: { readonly consumer: ApiClient };
}

export function useConsumerServices(): ConsumerServices {
  return useRouter().options.context as ConsumerServices;
}
