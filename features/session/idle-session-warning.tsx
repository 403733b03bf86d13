import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { formatCountdown } from '../../domain/format/countdown.ts';
import { type ConsoleRealm, REALM_ROUTES } from '../../domain/realms.ts';
import { createAppActor } from '../../machines/app-actor.ts';
import { idleSessionMachine } from '../../machines/session/idle-session-machine.ts';
import { logoutLanding } from '../../machines/session/route-guard.ts';
import { idleSessionWarningMessages as m } from './messages/idle-session-warning.ts';
import { saveAfterLoginRedirect } from './saved-redirect.ts';
import { useAppServices } from './services.ts';

type IdleSessionActor = ActorRefFrom<typeof idleSessionMachine>;

/** What counts as the user being there. Moves of the mouse too: reading a long list is activity. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
/** Activity restarts timers; once a second is plenty (and leaves mouse moves cheap). */
const ACTIVITY_THROTTLE_MS = 1000;
/** Marks the warning itself: working in it (Tab to "Sign out") is not activity that would close it. */
const WARNING_ATTRIBUTE = 'data-idle-warning';

/**
 * The console's idle-session warning (002 §9): runs the idleSession statechart while the console is open, feeds it
 * the user's activity (also from the realm's other tabs), and shows the countdown dialog in its warning state.
 */
export function IdleSessionWarning({ realm }: { realm: ConsoleRealm }) {
  const actor = useIdleSessionActor(realm);
  return actor ? <IdleWarningDialog actor={actor} /> : null;
}

function useIdleSessionActor(realm: ConsoleRealm): IdleSessionActor | null {
  const session = useAppServices().sessions[realm];
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [actor, setActor] = useState<IdleSessionActor | null>(null);

  useEffect(() => {
    const created = createAppActor(
      idleSessionMachine.provide({
        actions: {
          signOut: () => {
            session.send({ type: 'session.logout' });
            void navigateRef.current({ to: logoutLanding(realm), replace: true });
          },
          // Like a 401 (the sign-in page says the session ended), and the page comes back after signing in again.
          expireSession: () => {
            saveAfterLoginRedirect(`${window.location.pathname}${window.location.search}`);
            session.send({ type: 'session.expired' });
            void navigateRef.current({ to: REALM_ROUTES[realm].loginPath, replace: true });
          },
        },
      }),
      { input: {} },
    );
    // Created here rather than in render: React's development double mount would otherwise stop the only actor.
    created.start();
    setActor(created);

    const tabs = typeof BroadcastChannel === 'function' ? new BroadcastChannel(`offerwell-activity-${realm}`) : null;
    let last = 0;
    const onActivity = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(`[${WARNING_ATTRIBUTE}]`)) return;
      const now = Date.now();
      if (now - last < ACTIVITY_THROTTLE_MS) return;
      last = now;
      created.send({ type: 'idle.activity' });
      tabs?.postMessage('activity');
    };
    const onOtherTab = () => created.send({ type: 'idle.activity' });
    tabs?.addEventListener('message', onOtherTab);
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true, capture: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      tabs?.close();
      created.stop();
      setActor(null);
    };
  }, [realm, session]);

  return actor;
}

function IdleWarningDialog({ actor }: { actor: IdleSessionActor }) {
  const { formatMessage: t } = useIntl();
  const warning = useSelector(actor, (snapshot) => snapshot.hasTag('warning'));
  const secondsLeft = useSelector(actor, (snapshot) => snapshot.context.secondsLeft);
  const stayRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={warning}
      role="alertdialog"
      placement="center"
      closeOnInteractOutside={false}
      initialFocusEl={() => stayRef.current}
      // Escape closes the warning: the user is clearly there.
      onOpenChange={(details) => {
        if (!details.open) actor.send({ type: 'idle.staySignedIn' });
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content {...{ [WARNING_ATTRIBUTE]: '' }}>
            <Dialog.Header>
              <Dialog.Title>{t(m.areYouStillThere)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <Text>
                  {t(m.forYourSecurityYouWill)}{' '}
                  <Text as="strong" fontVariantNumeric="tabular-nums">
                    {formatCountdown(secondsLeft)}
                  </Text>{' '}
                  {t(m.becauseYouHaveNotBeen)}
                </Text>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={() => actor.send({ type: 'idle.signOut' })}>
                {t(m.signOut)}
              </Button>
              <Button ref={stayRef} colorPalette="brand" onClick={() => actor.send({ type: 'idle.staySignedIn' })}>
                {t(m.staySignedIn)}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
