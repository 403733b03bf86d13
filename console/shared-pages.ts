import { needs } from '../domain/permissions.ts';
import { type ConsolePageDefinition, defineConsolePage, type NoSearch, type PageTitle } from '../kit/console-page.ts';
import { lazyPages } from '../kit/lazy-page.ts';
import { loadProfile } from './account/profile-query.ts';

// The same screens in several consoles, loaded when first opened like every console page.
const { ProfilePage } = lazyPages(() => import('./account/profile-page.tsx'));
const { ChangePasswordPage } = lazyPages(() => import('./account/change-password-page.tsx'));
const { ClientSupportPage } = lazyPages(() => import('./client-support/client-support-page.tsx'));

/** The titles of a console's first pages, from its catalogue. */
export interface HomeTitles {
  readonly dashboard: PageTitle;
  readonly yourProfile: PageTitle;
  readonly changePassword: PageTitle;
}

/** What differs between the consoles' dashboards: what they load first and the screen. */
export type DashboardPage = Pick<ConsolePageDefinition<'dashboard', NoSearch>, 'loader' | 'loadFailure' | 'component'>;

/** Every console's first pages: its dashboard (for whoever may read one), then the profile and change-password pages. */
export const homePages = (titles: HomeTitles, dashboard: DashboardPage) =>
  [
    defineConsolePage({
      path: 'dashboard',
      title: titles.dashboard,
      permission: needs('dashboard', 'read'),
      ...dashboard,
    }),
    defineConsolePage({ path: 'profile', title: titles.yourProfile, loader: loadProfile, component: ProfilePage }),
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
