/** What the host app of a mobile web view exposes (000 §1); the concrete iOS/Android handler is injected. */
export interface NativeBridge {
  postMessage(message: NativeCloseMessage): void;
}

/** 000 §1, 001 §2: the Close button tells the host app the type is close and the status is Internal Server Error. */
export const NATIVE_CLOSE_MESSAGE = { type: 'close', status: 'Internal Server Error' } as const;
export type NativeCloseMessage = typeof NATIVE_CLOSE_MESSAGE;

/** 001 §2, verbatim. */
export const UNABLE_TO_CLOSE_WINDOW = 'Unable to close window';

export type NativeCloseResult = { ok: true } | { ok: false; message: typeof UNABLE_TO_CLOSE_WINDOW };

/** Whether the generic error screen should show its Close button. */
export const isInNativeApp = (bridge: NativeBridge | null | undefined): bridge is NativeBridge =>
  typeof bridge?.postMessage === 'function';

/**
 * Asks the host app to close the web view. Without a native handler (or when the handler throws) it answers
 * 'Unable to close window' for the screen to show, rather than throwing into a React event handler.
 */
export function closeNativeWindow(bridge: NativeBridge | null | undefined): NativeCloseResult {
  if (!isInNativeApp(bridge)) return { ok: false, message: UNABLE_TO_CLOSE_WINDOW };
  try {
    bridge.postMessage(NATIVE_CLOSE_MESSAGE);
    return { ok: true };
  } catch {
    return { ok: false, message: UNABLE_TO_CLOSE_WINDOW };
  }
}

/** The same, for callers that prefer an exception (e.g. inside an actor whose error the machine handles). */
export function closeNativeWindowOrThrow(bridge: NativeBridge | null | undefined): void {
  const result = closeNativeWindow(bridge);
  if (!result.ok) throw new Error(result.message);
}
