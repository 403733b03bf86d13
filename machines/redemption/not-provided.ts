/**
 * The default of every side-effect actor in the redeem machines: it throws, so a machine started without
 * `.provide()` fails loudly instead of calling nothing.
 */
export function notProvided(machine: string, name: string): never {
  throw new Error(`${machine}: provide ${name} with .provide()`);
}
