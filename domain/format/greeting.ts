/**
 * A mail's opening line, addressed to the person by their first name ("Hello Dana,"). Without a name on the user
 * record the greeting stays general: a username is an account's handle, not what anyone is called.
 */
export const greeting = (firstName: string | null | undefined): string => {
  const name = firstName?.trim();
  return name ? `Hello ${name},` : 'Hello,';
};
