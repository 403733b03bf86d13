import { configure } from '@testing-library/react';
import { afterAll } from 'vitest';
import { discardToasts } from '../ui/toaster.tsx';

// findBy* and waitFor give up after 1 s by default. On CI's busy 2-core machine a component test can need longer for
// a lazy chunk, a query or a statechart to settle (one unit test failed there once, not reproducible here: 11 runs
// clean, 5 of them shuffled). An element that never appears still fails the test, after 5 s.
configure({ asyncUtilTimeout: 5_000 });

// One toaster for all unit files (isolate: false): each file starts with none, whatever the one before it raised.
afterAll(() => discardToasts());
