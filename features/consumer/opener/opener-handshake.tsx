import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useState } from 'react';
import { fromCallback } from 'xstate';
import { getOpenerOrigins } from '../../../api/opener.ts';
import { createAppActor } from '../../../machines/app-actor.ts';
import {
  type OpenerHandshakeEvent,
  type OpenerHello,
  openerHandshakeMachine,
} from '../../../machines/opener/opener-handshake-machine.ts';
import { ErrorScreen } from '../../../ui/error-screen.tsx';
import { PageSpinner } from '../../../ui/page-spinner.tsx';
import { useConsumerServices } from '../services.ts';

/** Posts hello to the opener and forwards the opener's own answers (never another window's) to the machine. */
const openerChannel = (opener: Window) =>
  fromCallback<OpenerHandshakeEvent, OpenerHello>(({ input, sendBack }) => {
    const listen = (event: MessageEvent) => {
      if (event.source === opener) sendBack({ type: 'opener.message', origin: event.origin, data: event.data });
    };
    window.addEventListener('message', listen);
    // The hello carries nothing private, so it may go to whatever origin the opener has; the answer's origin is
    // what the machine checks.
    opener.postMessage(input, '*');
    return () => window.removeEventListener('message', listen);
  });

export function Handshake({ opener, children }: { opener: Window; children: ReactNode }) {
  const { clients } = useConsumerServices();
  const [actor, setActor] = useState<ReturnType<typeof createHandshake> | null>(null);
  const [lookupFailed, setLookupFailed] = useState(false);
  useEffect(() => {
    let started: ReturnType<typeof createHandshake> | null = null;
    let cancelled = false;
    clients.consumer
      .call(getOpenerOrigins, { params: { realm: 'consumer' }, suppressServerErrorRedirect: true })
      .then(({ origins }) => {
        if (cancelled) return;
        started = createHandshake(opener, origins);
        started.start();
        setActor(started);
      })
      .catch(() => setLookupFailed(true));
    return () => {
      cancelled = true;
      started?.stop();
    };
  }, [clients, opener]);
  if (lookupFailed) return <ErrorScreen title="Oops! Something went wrong." message="Please try again later." />;
  if (!actor) return <PageSpinner label="Connecting…" />;
  return <HandshakeResult actor={actor}>{children}</HandshakeResult>;
}

const createHandshake = (opener: Window, allowedOrigins: readonly string[]) =>
  createAppActor(openerHandshakeMachine.provide({ actors: { openerChannel: openerChannel(opener) } }), {
    input: { realm: 'consumer', allowedOrigins },
  });

function HandshakeResult(props: { actor: ReturnType<typeof createHandshake>; children: ReactNode }) {
  const snapshot = useSelector(props.actor, (s) => s);
  if (snapshot.matches('connected')) return props.children;
  if (snapshot.matches('failed'))
    return <ErrorScreen title="This page cannot be opened here" message={snapshot.context.error} />;
  return <PageSpinner label="Connecting…" />;
}
