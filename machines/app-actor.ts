import { type Actor, type AnyActorLogic, createActor, type InspectionEvent, type Observer } from 'xstate';

export type Inspector = Observer<InspectionEvent> | ((inspectionEvent: InspectionEvent) => void);

/** Module-level so every actor the app creates reports to the one inspector the entry point turned on. */
let activeInspector: Inspector | null = null;

/**
 * Turn on inspection for actors created from now on. The app calls it with @statelyai/inspect's
 * `createBrowserInspector().inspect` when the URL has `?inspect` (or VITE_INSPECT=1).
 */
export function enableInspector(inspect: Inspector): void {
  activeInspector = inspect;
}

export function disableInspector(): void {
  activeInspector = null;
}

export function isInspectorEnabled(): boolean {
  return activeInspector !== null;
}

/** The options `createActor` takes after the logic: required when the logic needs `input`, optional otherwise. */
export type AppActorOptions<TLogic extends AnyActorLogic> =
  Parameters<typeof createActor<TLogic>> extends [unknown, ...infer Rest] ? Rest : never;

/**
 * The one way the app creates actors (ARCHITECTURE.md): `createActor` plus the inspector when one is enabled.
 * An `inspect` the caller passes wins over the global one.
 */
export function createAppActor<TLogic extends AnyActorLogic>(
  logic: TLogic,
  ...rest: AppActorOptions<TLogic>
): Actor<TLogic> {
  const options = rest[0] as { inspect?: Inspector } | undefined;
  const inspect = activeInspector;
  const withInspector = inspect && !options?.inspect ? { ...options, inspect } : options;
  // The rest-tuple type only makes `input` required when the logic needs it; the call itself is the same.
  const create = createActor as (logic: TLogic, options?: object) => Actor<TLogic>;
  return create(logic, withInspector);
}
