import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { registerConsoleRecipes } from '../ui/late-recipes.ts';
import { TestProviders } from '../ui/test-providers.tsx';

// The kit's forms are console screens: their recipes are registered as when a console loads (app/*-console-tree.tsx).
registerConsoleRecipes();

/** Renders a form under the app's Chakra system, as screens see it (test helper for the kit's *.test.tsx). */
export function renderWithUi(element: ReactElement) {
  return render(<TestProviders>{element}</TestProviders>);
}

/** A promise with its settle functions outside, to hold a submit (or any call) in flight. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
