import { Button } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { LuWorkflow } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { ChartFocus, ChartSearch } from './chart-search.ts';
import { chartLinkMessages as m } from './messages/chart-link.ts';
import { linkProps } from './route-link.ts';

/** "Show on chart": the entity's machine on /charts with its current state highlighted and the events allowed now. */
export function ShowOnChart({ focus }: { focus: ChartFocus }) {
  const { formatMessage: t } = useIntl();
  const search: ChartSearch = {
    machine: focus.machine,
    // The chart's search keeps at most 200 characters of a name (kit/chart-search.ts).
    entity: focus.entity.length > 200 ? `${focus.entity.slice(0, 199)}…` : focus.entity,
    state: [...focus.state],
    events: focus.events.map((event) => ({ ...event })),
  };
  return (
    <Button asChild size="xs" variant="ghost" colorPalette="brand" alignSelf="flex-start">
      <Link {...linkProps({ to: '/charts', search })}>
        <LuWorkflow aria-hidden="true" /> {t(m.showOnChart)}
      </Link>
    </Button>
  );
}
