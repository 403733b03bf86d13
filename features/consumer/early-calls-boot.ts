import { startEarlyCalls } from './early-calls.ts';

// The signed-in marketplace page's first script (build/vite-early-script.ts bundles it alone, ~1 KB): its calls go
// out while the app's scripts still download (early-calls.ts).
startEarlyCalls(window);
