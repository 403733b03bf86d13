import { describe, expect, it, vi } from 'vitest';
import { closeNativeWindow, closeNativeWindowOrThrow, isInNativeApp, NATIVE_CLOSE_MESSAGE } from './native-bridge.ts';

describe('native bridge', () => {
  it('posts close with status Internal Server Error to the host app', () => {
    const postMessage = vi.fn();
    expect(closeNativeWindow({ postMessage })).toEqual({ ok: true });
    expect(postMessage).toHaveBeenCalledWith({ type: 'close', status: 'Internal Server Error' });
    expect(NATIVE_CLOSE_MESSAGE).toEqual({ type: 'close', status: 'Internal Server Error' });
  });

  it("answers 'Unable to close window' without a handler or when it throws", () => {
    expect(closeNativeWindow(undefined)).toEqual({ ok: false, message: 'Unable to close window' });
    expect(closeNativeWindow(null)).toEqual({ ok: false, message: 'Unable to close window' });
    const broken = {
      postMessage: () => {
        throw new Error('gone');
      },
    };
    expect(closeNativeWindow(broken)).toEqual({ ok: false, message: 'Unable to close window' });
    expect(() => closeNativeWindowOrThrow(undefined)).toThrow('Unable to close window');
    expect(() => closeNativeWindowOrThrow({ postMessage: vi.fn() })).not.toThrow();
  });

  it('shows the Close button only inside a native app', () => {
    expect(isInNativeApp({ postMessage: vi.fn() })).toBe(true);
    expect(isInNativeApp(undefined)).toBe(false);
    expect(isInNativeApp({} as never)).toBe(false);
  });
});
