import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { DEFAULT_PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES } from '../../domain/validation/password.ts';

/** Minimum length: the seed leaves the number open (002 §5); 12 follows current NIST guidance for user-chosen secrets. */
export const PASSWORD_MIN_LENGTH = DEFAULT_PASSWORD_MIN_LENGTH;

const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));

export type PasswordProblem = 'TOO_SHORT' | 'COMMON' | 'EQUALS_USERNAME';

/** The browser's form shows the same words (domain/validation/password.ts) before the server is asked. */
export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  TOO_SHORT: PASSWORD_MESSAGES.tooShort(PASSWORD_MIN_LENGTH),
  COMMON: PASSWORD_MESSAGES.common,
  EQUALS_USERNAME: PASSWORD_MESSAGES.sameAsUsername,
};

/** The password rules of 002 §5: configured minimum length, differs from the username, not a common password. */
export function passwordProblems(password: string, username: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('TOO_SHORT');
  if (COMMON_PASSWORDS.has(password.toLowerCase())) problems.push('COMMON');
  if (password.trim().toLowerCase() === username.trim().toLowerCase()) problems.push('EQUALS_USERNAME');
  return problems;
}

export class PasswordRejectedError extends Error {
  constructor(readonly problems: PasswordProblem[]) {
    super(problems.map((problem) => PASSWORD_PROBLEM_MESSAGES[problem]).join('; '));
  }
}

// Argon2id (the library default algorithm) with OWASP's second recommended setting: 19 MiB, 2 passes.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password after checking the rules; throws PasswordRejectedError when a rule fails. */
export async function hashPassword(password: string, username: string): Promise<string> {
  const problems = passwordProblems(password, username);
  if (problems.length > 0) throw new PasswordRejectedError(problems);
  return await hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check so an unknown username cannot be told apart by timing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hash('offerwell-timing-equaliser', ARGON2_OPTIONS);
  await verifyPassword(await dummyHash, password);
}
