import { useEffect } from 'react';
import { preloadWhenIdle } from '../../../ui/lazy-component.ts';
import type { ConsumerPrefix } from '../workflow/navigation.ts';
import { WorkflowProvider } from '../workflow/workflow-provider.tsx';
import { loadOffersStep, MarketplaceScreen } from './marketplace-screen.tsx';

/**
 * The marketplace's screen: its statecharts (workflow router, selection), the workflow rules, money and the first
 * steps. The shell mounts it only once the consent request above it knows what it shows (consumer-shell.tsx), so it
 * is not part of the page's first paint: it is a chunk of its own, fetched when it mounts (issue 31 item 5: the
 * consumer entry).
 */
export function WorkflowScreen({ prefix }: { prefix: ConsumerPrefix }) {
  // The category choice comes first; the offers list downloads once the screen is there, before a category is
  // picked (not earlier: it would compete with the first paint).
  useEffect(() => preloadWhenIdle(loadOffersStep), []);
  return (
    <WorkflowProvider prefix={prefix}>
      <MarketplaceScreen />
    </WorkflowProvider>
  );
}
