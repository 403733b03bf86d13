import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { fromCallback } from 'xstate';
import { getOpenerOrigins } from '../../../api/opener.ts';
import { useAppActor } from '../../../kit/use-app-actor.ts';
import {
  type OpenerHandshakeEvent,
  type OpenerHello,
  openerHandshakeMachine,
} from '../../../machines/opener/opener-handshake-machine.ts';
import { ErrorScreen } from '../../../ui/error-screen.tsx';
import { PageSpinner } from '../../../ui/page-spinner.tsx';
import { openerMessages as m } from '../i18n/messages/marketplace-status.ts';
import { useSeedText } from '../i18n/seed-text.ts';
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

/** Looks up the origins the opener may answer from, then runs the handshake statechart with them. */
export function Handshake({ opener, children }: { opener: Window; children: ReactNode }) {
  const { clients } = useConsumerServices();
  const [allowedOrigins, setAllowedOrigins] = useState<readonly string[] | null>(null);
  const [lookupFailed, setLookupFailed] = useState(false);
  const { formatMessage: t } = useIntl();
  useEffect(() => {
    let cancelled = false;
    clients.consumer
      .call(getOpenerOrigins, { params: { realm: 'consumer' }, suppressServerErrorRedirect: true })
      .then(({ origins }) => {
        if (!cancelled) setAllowedOrigins(origins);
      })
      .catch(() => {
        if (!cancelled) setLookupFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [clients]);
  if (lookupFailed) return <ErrorScreen title={t(m.oops)} message={t(m.tryLater)} />;
  if (!allowedOrigins) return <PageSpinner label={t(m.connecting)} />;
  return (
    <HandshakeResult opener={opener} allowedOrigins={allowedOrigins}>
      {children}
    </HandshakeResult>
  );
}

function HandshakeResult(props: { opener: Window; allowedOrigins: readonly string[]; children: ReactNode }) {
  const actor = useAppActor(
    () => openerHandshakeMachine.provide({ actors: { openerChannel: openerChannel(props.opener) } }),
    { input: { realm: 'consumer', allowedOrigins: props.allowedOrigins } },
  );
  const snapshot = useSelector(actor, (s) => s);
  const { formatMessage: t } = useIntl();
  const seedText = useSeedText();
  if (snapshot.matches('connected')) return props.children;
  if (snapshot.matches('failed'))
    return <ErrorScreen title={t(m.notHere)} message={seedText(snapshot.context.error)} />;
  return <PageSpinner label={t(m.connecting)} />;
}
