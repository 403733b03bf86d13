import { needs } from '../domain/permissions.ts';
import { defineConsolePage, type PageTitle } from '../kit/console-page.ts';
import { lazyPages } from '../kit/lazy-page.ts';
import { loadProfile } from './account/profile-query.ts';

// The same screens in several consoles, loaded when first opened like every console page.
const { ProfilePage } = lazyPages(() => import('./account/profile-page.tsx'));
const { ChangePasswordPage } = lazyPages(() => import('./account/change-password-page.tsx'));
const { ClientSupportPage } = lazyPages(() => import('./client-support/client-support-page.tsx'));

/** Every console's profile and change-password pages, titled from that console's catalogue. */
export const accountPages = (titles: { readonly profile: PageTitle; readonly changePassword: PageTitle }) =>
  [
    defineConsolePage({ path: 'profile', title: titles.profile, loader: loadProfile, component: ProfilePage }),
    defineConsolePage({ path: 'change-password', title: titles.changePassword, component: ChangePasswordPage }),
  ] as const;

/** The lender's and the embedder's client-support page (002 §2). */
export const clientSupportPage = (title: PageTitle) =>
  defineConsolePage({
    path: 'clientSupport',
    title,
    permission: needs('clientSupport', 'read'),
    component: ClientSupportPage,
  });
