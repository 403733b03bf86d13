// @vitest-environment happy-dom

import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent, lazyExport } from './lazy-component.ts';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A module load the test settles by hand, counting its attempts. */
function controlledLoad() {
  const attempts: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<{ default: typeof Greeting }>((resolve, reject) => {
      attempts.push({ resolve: () => resolve({ default: Greeting }), reject });
    });
  return { load, attempts };
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

/** Renders inside an awaited act: React then retries a suspended render once its promise settles. */
const renderSettled = async (ui: ReactNode) => {
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(ui);
  });
  return result as ReturnType<typeof render>;
};

describe('lazyComponent', () => {
  it('renders at once, with no fallback committed, once preloaded (React.lazy would suspend first)', async () => {
    const { load, attempts } = controlledLoad();
    const Lazy = lazyComponent(load);
    const preloaded = Lazy.preload();
    attempts[0]?.resolve();
    await preloaded;
    let fallbacks = 0;
    const Fallback = () => {
      fallbacks += 1;
      return <p>loading</p>;
    };
    render(
      <Suspense fallback={<Fallback />}>
        <Lazy name="Walker" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Walker')).toBeTruthy();
    expect(fallbacks).toBe(0);
    expect(attempts).toHaveLength(1);
  });

  it('suspends until its module is in when rendered first, and loads it once', async () => {
    const { load, attempts } = controlledLoad();
    const Lazy = lazyComponent(load);
    await renderSettled(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="Garcia" />
        <Lazy name="Walker" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => attempts[0]?.resolve());
    expect(screen.getByText('Hello Garcia')).toBeTruthy();
    expect(screen.getByText('Hello Walker')).toBeTruthy();
    expect(attempts).toHaveLength(1);
  });

  it('gives a failed download of its render to the error boundary until a preload loads it again', async () => {
    // React reports an error a boundary caught on the console: expected here.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, attempts } = controlledLoad();
    const Lazy = lazyComponent(load);
    const view = (
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <Lazy name="Walker" />
        </Suspense>
      </Boundary>
    );
    const { unmount } = await renderSettled(view);
    await act(async () => attempts[0]?.reject(new Error('chunk missing')));
    expect(screen.getByText('failed: chunk missing')).toBeTruthy();
    unmount();
    // Kept, as React.lazy keeps it: rendered again, the same error, and no second download.
    const again = await renderSettled(view);
    expect(screen.getByText('failed: chunk missing')).toBeTruthy();
    expect(attempts).toHaveLength(1);
    again.unmount();
    const preloaded = Lazy.preload();
    expect(attempts).toHaveLength(2);
    attempts[1]?.resolve();
    await preloaded;
    await renderSettled(view);
    expect(screen.getByText('Hello Walker')).toBeTruthy();
    reported.mockRestore();
  });

  it('does not hold a failed preload against the render: the render loads again', async () => {
    const { load, attempts } = controlledLoad();
    const Lazy = lazyComponent(load);
    const preloaded = Lazy.preload();
    attempts[0]?.reject(new Error('offline'));
    await expect(preloaded).resolves.toBeUndefined();
    await renderSettled(
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          <Lazy name="Walker" />
        </Suspense>
      </Boundary>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => attempts[1]?.resolve());
    expect(screen.getByText('Hello Walker')).toBeTruthy();
  });

  it('lazyExport takes a named export', async () => {
    const Lazy = lazyExport(async () => ({ Greeting }), 'Greeting');
    await Lazy.preload();
    render(<Lazy name="Kim" />);
    expect(screen.getByText('Hello Kim')).toBeTruthy();
  });
});
