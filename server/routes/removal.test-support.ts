import { expect } from 'vitest';
import { confirmationMessage } from '../../domain/validation/confirmation.ts';
import { authed } from '../../tests/integration/console-auth.ts';
import type { SeededFixture } from '../../tests/integration/seeded-app.ts';

/**
 * The removal of the tenant numbered `number` (002 §3 "FI or embedder removed"), its typed confirmation none when null;
 * `read` is the admin's GET of the same tenant, to show it gone or kept.
 */
export type Removal = ((number: number, confirmation: string | null, token?: string) => Promise<Response>) & {
  readonly read: (number: number) => Promise<Response>;
};

/** DELETE of the tenant at `pathOf(number)`, as the admin unless another token is given. */
export const removalOf = (ctx: SeededFixture<'admin'>, pathOf: (number: number) => string): Removal =>
  Object.assign(
    (number: number, confirmation: string | null, token = ctx.tokens.admin) =>
      ctx.call(
        `${pathOf(number)}${confirmation === null ? '' : `?confirmation=${encodeURIComponent(confirmation)}`}`,
        authed('DELETE', token),
      ),
    { read: (number: number) => ctx.call(pathOf(number), authed('GET', ctx.tokens.admin)) },
  );

/**
 * The typed confirmation a removal asks for: none, or a word that is not "confirm", is refused (400, naming the word
 * to type); a tenant's console admin is refused (403, only the platform's admin removes); `confirm` (the word in some
 * letter case) removes the tenant (204), which is then not found.
 */
export async function expectRemovedBehindConfirm(
  remove: Removal,
  number: number,
  tenantAdmin: string,
  confirm: string,
): Promise<void> {
  expect((await remove(number, null)).status).toBe(400);
  const wrong = await remove(number, 'yes');
  expect(JSON.stringify(await wrong.json())).toContain(confirmationMessage('CONFIRM'));
  expect((await remove(number, 'confirm', tenantAdmin)).status).toBe(403);
  expect((await remove(number, confirm)).status).toBe(204);
  expect((await remove.read(number)).status).toBe(404);
}

/** A removal the tenant's records hold back: answered 409; its message (the refusal) is returned for the test to check. */
export async function refusalOf(remove: Removal, number: number, confirmation = 'confirm'): Promise<string> {
  const refused = await remove(number, confirmation);
  expect(refused.status).toBe(409);
  return ((await refused.json()) as { message: string }).message;
}
