import { Link as ChakraLink, HStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { linkProps, type RouteLink } from './route-link.ts';

export interface TabNavItem {
  readonly label: string;
  /** The sibling route and its params, e.g. `linkOptions({ to: '/admin/console/uc/campaign/$ucCampaignId/lender', … })`. */
  readonly link: RouteLink;
  /** Marked current on its own page only (default), or also on the pages under it (a processing step). */
  readonly exact?: boolean;
}

/**
 * Tabs that are routes: a nav of links to sibling pages (a campaign's Details, Lenders, Prescreen…), the current
 * one marked aria-current="page" (TanStack Router sets it on the exact match) and underlined. Scrolls sideways on a
 * phone rather than wrapping.
 */
export function TabNav({ label, items }: { label: string; items: readonly TabNavItem[] }) {
  return (
    <HStack
      as="nav"
      aria-label={label}
      gap="1"
      borderBottomWidth="1px"
      overflowX="auto"
      mb="6"
      css={{ scrollbarWidth: 'thin' }}
    >
      {items.map((item) => (
        <ChakraLink
          key={item.label}
          asChild
          px="3"
          py="2"
          whiteSpace="nowrap"
          fontWeight="600"
          color="fg.muted"
          borderBottomWidth="2px"
          borderColor="transparent"
          mb="-1px"
          _hover={{ color: 'fg', textDecoration: 'none' }}
          css={{ '&[aria-current="page"]': { color: 'brand.fg', borderColor: 'brand.solid' } }}
        >
          <Link {...linkProps(item.link)} activeOptions={{ exact: item.exact ?? true }}>
            {item.label}
          </Link>
        </ChakraLink>
      ))}
    </HStack>
  );
}
