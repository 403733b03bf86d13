/**
 * Which users a screen is about: every console user (/admin/console/users), or one tenant's, taken from the path
 * (lenders/{lenderId}/users, prospects/{lenderId}/users, embedders/{embedderId}/users). A prospect is a lender
 * not yet onboarded: its users are lender (fi) users.
 */
export type UserSection = 'lenders' | 'prospects' | 'embedders';

export interface UserScope {
  readonly section: UserSection;
  readonly realm: 'fi' | 'embedder';
  readonly number: number;
  /** The organization's name, when the scope was picked from a list. */
  readonly name?: string;
}

export const scopeOf = (section: UserSection, id: string | undefined): UserScope | undefined => {
  const number = Number(id);
  if (!Number.isInteger(number) || number < 1) return undefined;
  return { section, realm: section === 'embedders' ? 'embedder' : 'fi', number };
};

/** The list page of a scope; its new and edit pages hang under it. */
export const usersPath = (scope: UserScope | undefined): string =>
  scope ? `/admin/console/${scope.section}/${scope.number}/users` : '/admin/console/users';

export const REALM_LABEL = { super: 'Admin', fi: 'Lender', embedder: 'Embedder' } as const;
