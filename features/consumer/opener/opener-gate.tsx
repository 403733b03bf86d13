import { type ReactNode, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { lazyExport } from '../../../ui/lazy-component.ts';
import { PageSpinner } from '../../../ui/page-spinner.tsx';
import { openerMessages as m } from '../i18n/messages/marketplace-status.ts';

// The handshake (its statechart and calls) loads only in a pop-up opened by another site.
const Handshake = lazyExport(() => import('./opener-handshake.tsx'), 'Handshake');

/**
 * A window opened by another site: the app's own pages (a same-origin opener) can be read, another site's cannot.
 * Only a cross-origin opener has to prove it is allowed (000 §1, §6).
 */
export function crossOriginOpener(): Window | null {
  const opener = window.opener as Window | null;
  if (!opener || opener === window) return null;
  try {
    void opener.location.href;
    return null;
  } catch {
    return opener;
  }
}

/**
 * Shows the consumer area inside a pop-up only once its opener has answered the handshake from an allowed origin
 * (the consumer realm's auth.origins: the embedders' sites); otherwise the seed's error in place of the page.
 */
export function OpenerGate({ children }: { children: ReactNode }) {
  const [opener] = useState(crossOriginOpener);
  const { formatMessage: t } = useIntl();
  if (!opener) return children;
  return (
    <Suspense fallback={<PageSpinner label={t(m.connecting)} />}>
      <Handshake opener={opener}>{children}</Handshake>
    </Suspense>
  );
}
