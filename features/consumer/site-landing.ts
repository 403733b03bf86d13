import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { productLandingPath, siteLinkParams } from '../../domain/marketplace/site-key-link.ts';
import { REALM_ROUTES } from '../../domain/realms.ts';
import { siteKeyThemeQuery } from './entry-queries.ts';
import { useConsumerServices } from './services.ts';

/**
 * A site key's QR link landing on the sign-in page (`?site=sk_…&product=New_Auto`, domain/marketplace/site-key-link.ts):
 * the theme variables of the key's embedder (null: the default look — no key, an unknown or disabled one, or the
 * lookup failed), and where sign-in goes next: the product's category, or the usual landing. The query stays in
 * the URL while the consumer signs in, so the product is remembered through sign-in (and a reload).
 */
export function useSiteLanding(): { variables: Readonly<Record<string, string>> | null; landing: string } {
  const { clients } = useConsumerServices();
  const search = useRouterState({
    select: (state) => state.location.search as Readonly<Record<string, unknown>>,
  });
  const { siteKey, productType } = siteLinkParams(search);
  const theme = useQuery({ ...siteKeyThemeQuery(clients.consumer, siteKey ?? ''), enabled: siteKey !== null });
  return {
    variables: (siteKey && theme.data?.variables) || null,
    landing: productType ? productLandingPath(productType) : REALM_ROUTES.consumer.defaultLanding,
  };
}
