import type { Message } from '../../ui/intl/define-messages.ts';
import { generalMessages } from './messages/general.ts';

/** The message a native host receives when the generic error screen's Close is pressed (001 §2). */
export const CLOSE_MESSAGE = { type: 'close', status: 'Internal Server Error' } as const;
/** What the screen says when no native host closed the web view (001 §2), a message of the catalogue. */
export const UNABLE_TO_CLOSE = generalMessages.unableToClose;

interface NativeHostWindow {
  ReactNativeWebView?: { postMessage?: (message: string) => void };
  webkit?: { messageHandlers?: Record<string, { postMessage?: (message: unknown) => void } | undefined> };
}

/** Name of the WKWebView script message handler the iOS host registers. */
export const IOS_HANDLER_NAME = 'offerwell';

type PostMessage = (message: string) => void;

function findPoster(win: NativeHostWindow): PostMessage | null {
  const rn = win.ReactNativeWebView?.postMessage;
  if (typeof rn === 'function') return (m) => rn.call(win.ReactNativeWebView, m);
  const handlers = win.webkit?.messageHandlers;
  const handler = handlers?.[IOS_HANDLER_NAME] ?? (handlers ? Object.values(handlers)[0] : undefined);
  const ios = handler?.postMessage;
  if (typeof ios === 'function') return (m) => ios.call(handler, m);
  return null;
}

/** True when the page runs inside a native web view that can be asked to close it. */
export function isInNativeHost(win: unknown = globalThis.window): boolean {
  return typeof win === 'object' && win !== null && findPoster(win as NativeHostWindow) !== null;
}

/**
 * Asks the native host to close the web view. Answers null on success, or the 'Unable to close window' message
 * when no handler exists or posting throws.
 */
export function requestNativeClose(win: unknown = globalThis.window): Message | null {
  if (typeof win !== 'object' || win === null) return UNABLE_TO_CLOSE;
  const post = findPoster(win as NativeHostWindow);
  if (!post) return UNABLE_TO_CLOSE;
  try {
    post(JSON.stringify(CLOSE_MESSAGE));
    return null;
  } catch {
    return UNABLE_TO_CLOSE;
  }
}
