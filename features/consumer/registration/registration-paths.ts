import { furtherRegistrationMachine } from '../../../machines/registration/further-registration-machine.ts';

type StateNodeLike = { meta?: { route?: unknown }; states: Readonly<Record<string, StateNodeLike>> };
const routesOf = (node: StateNodeLike): string[] => [
  ...(typeof node.meta?.route === 'string' ? [node.meta.route] : []),
  ...Object.values(node.states).flatMap(routesOf),
];

/**
 * The /further registration pages (001 §2: welcome, registration/lookup, otp, confirm, offers/splash, loanamount,
 * redeem-linkaccount and the registration's error pages), from the statechart. Its generic error is the variant's
 * own /further/error page, which the marketplace already has.
 */
export const REGISTRATION_PATHS: readonly string[] = [
  ...new Set(routesOf(furtherRegistrationMachine.root as unknown as StateNodeLike)),
]
  .filter((route) => route !== 'error')
  .map((route) => `/${route}`);

export const isRegistrationPath = (path: string): boolean => REGISTRATION_PATHS.includes(path);
