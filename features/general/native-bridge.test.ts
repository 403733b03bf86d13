import { describe, expect, it, vi } from 'vitest';
import { CLOSE_MESSAGE, isInNativeHost, requestNativeClose, UNABLE_TO_CLOSE } from './native-bridge.ts';

describe('native close bridge', () => {
  it('posts the close message through the React Native web view', () => {
    const postMessage = vi.fn();
    const win = { ReactNativeWebView: { postMessage } };
    expect(isInNativeHost(win)).toBe(true);
    expect(requestNativeClose(win)).toBeNull();
    expect(JSON.parse(postMessage.mock.calls[0]?.[0])).toEqual(CLOSE_MESSAGE);
    expect(CLOSE_MESSAGE).toEqual({ type: 'close', status: 'Internal Server Error' });
  });

  it('posts through a WKWebView message handler', () => {
    const postMessage = vi.fn();
    const win = { webkit: { messageHandlers: { offerwell: { postMessage } } } };
    expect(requestNativeClose(win)).toBeNull();
    expect(postMessage).toHaveBeenCalledOnce();
  });

  it("answers 'Unable to close window' without a handler or when posting throws", () => {
    expect(isInNativeHost({})).toBe(false);
    expect(requestNativeClose({})).toBe(UNABLE_TO_CLOSE);
    const throwing = {
      ReactNativeWebView: {
        postMessage: () => {
          throw new Error('gone');
        },
      },
    };
    expect(requestNativeClose(throwing)).toBe(UNABLE_TO_CLOSE);
    expect(UNABLE_TO_CLOSE.defaultMessage).toBe('Unable to close window');
  });
});
