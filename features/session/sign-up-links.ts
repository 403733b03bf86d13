import type { MessageDescriptor } from 'react-intl';
import type { ConsoleRealm } from '../../domain/realms.ts';
import { signUpLinksMessages as m } from './messages/sign-up-links.ts';

/**
 * 000 §9: "Two external sign-up form links exist (addresses not shown)": one on the lender sign-in page, one on the
 * embedder's. The addresses are set at build time (VITE_LENDER_SIGN_UP_URL, VITE_EMBEDDER_SIGN_UP_URL); these
 * defaults apply when unset or not an http(s) address (docs/decisions/0331-sign-up-links-client-support.md).
 */
export const DEFAULT_SIGN_UP_URLS = {
  fi: 'https://www.offerwell.example/partners/lenders/sign-up',
  embedder: 'https://www.offerwell.example/partners/embedders/sign-up',
} as const;

export interface SignUpLink {
  readonly label: MessageDescriptor;
  readonly href: string;
}

interface SignUpEnv {
  readonly VITE_LENDER_SIGN_UP_URL?: string | undefined;
  readonly VITE_EMBEDDER_SIGN_UP_URL?: string | undefined;
}

const isWebAddress = (value: string | undefined): value is string => {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** The sign-up link a console's sign-in page shows; the admin console has none. */
export function signUpLinkFor(realm: ConsoleRealm, env: SignUpEnv = import.meta.env as SignUpEnv): SignUpLink | null {
  if (realm === 'fi') {
    const configured = env.VITE_LENDER_SIGN_UP_URL?.trim();
    return { label: m.becomeALenderPartner, href: isWebAddress(configured) ? configured : DEFAULT_SIGN_UP_URLS.fi };
  }
  if (realm === 'embedder') {
    const configured = env.VITE_EMBEDDER_SIGN_UP_URL?.trim();
    return {
      label: m.becomeAnEmbedderPartner,
      href: isWebAddress(configured) ? configured : DEFAULT_SIGN_UP_URLS.embedder,
    };
  }
  return null;
}
