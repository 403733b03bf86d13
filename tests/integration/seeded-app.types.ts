import { seededApp } from './seeded-app.ts';

/**
 * Type-level checks of the fixture, proved by `npm run typecheck` (never called: calling it would register hooks).
 * A token of a user the file did not sign in must not compile; each `@ts-expect-error` must stay an error.
 */
export function seededAppTypeChecks(): string[] {
  const ctx = seededApp({ signIns: ['cu-admin', 'admin'] });
  const none = seededApp();
  // @ts-expect-error bank-admin was not in signIns
  void ctx.tokens['bank-admin'];
  // @ts-expect-error a file that signs nobody in has no tokens
  void none.tokens.admin;
  return [ctx.tokens['cu-admin'], ctx.tokens.admin];
}
