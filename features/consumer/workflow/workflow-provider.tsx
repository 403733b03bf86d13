import { useNavigate, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useMemo, useState } from 'react';
import { DEFAULT_SORT } from '../../../domain/catalog/marketplace-ui.ts';
import { categorySlugs, purposeSlugs, subcategorySlugs } from '../../../domain/marketplace/slugs.ts';
import {
  type ConsumerPrefix,
  type MarketplaceView,
  type StepChoice,
  type WorkflowNavigation,
  WorkflowNavigationContext,
} from './navigation.ts';

/**
 * TODO(issue 4): interim provider so screens can be built; the workflow router statechart replaces it. It walks
 * category → subcategory → purpose → offers and nothing else.
 */
export function WorkflowProvider({ prefix, children }: { prefix: ConsumerPrefix; children: ReactNode }) {
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [marketplace, setMarketplace] = useState<MarketplaceView>({ sort: DEFAULT_SORT });
  const value = useMemo<WorkflowNavigation>(() => {
    const go = (path: string) => void navigate({ to: `${prefix}${path}` });
    return {
      prefix,
      path: pathname.slice(prefix.length),
      busy: false,
      marketplace,
      next: (choice: StepChoice = {}) => {
        const view = { ...marketplace, ...choice };
        setMarketplace(view);
        if (choice.offerId) return go(`/offers/${choice.offerId}`);
        if (!view.category) return go('/marketplace');
        if (!view.subcategory) return go(`/marketplace/${categorySlugs.slug(view.category)}`);
        if (!view.purpose)
          return go(`/marketplace/${categorySlugs.slug(view.category)}/${subcategorySlugs.slug(view.subcategory)}`);
        void purposeSlugs;
        return go('/marketplace/offers');
      },
      abort: () => window.history.back(),
      send: (event) => {
        if (event.type === 'marketplace.sort') setMarketplace((m) => ({ ...m, sort: event.sort }));
        if (event.type === 'marketplace.startOver') setMarketplace({ sort: DEFAULT_SORT });
      },
    };
  }, [prefix, pathname, marketplace, navigate]);
  return <WorkflowNavigationContext.Provider value={value}>{children}</WorkflowNavigationContext.Provider>;
}
