import { List, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { EligibleState } from '../../../api/membership-eligibility.ts';
import { US_STATES } from '../../../domain/catalog/us-states.ts';
import { generalSetupEligibleStatesMessages as m } from '../messages/general-setup-eligible-states.ts';

const stateName = (code: string) => US_STATES.find((state) => state.code === code)?.name ?? code;

/** "Laramie (82001, 82007)": a county and, when it has them, its zip codes. */
const countyText = ({ county, zipcodes }: EligibleState['counties'][number]) =>
  zipcodes.length > 0 ? `${county} (${zipcodes.join(', ')})` : county;

/** One line per state: "Colorado: whole state", "Wyoming: Laramie (82001)". */
export function EligibleStates({ states, label }: { states: readonly EligibleState[]; label: string }) {
  const { formatMessage: t } = useIntl();
  if (states.length === 0) return <Text>{t(m.noStates)}</Text>;
  return (
    <List.Root gap="1" aria-label={label} listStyle="none">
      {states.map((entry) => (
        <List.Item key={entry.state} overflowWrap="anywhere">
          <Text as="span" fontWeight="semibold">
            {stateName(entry.state)}
          </Text>
          {': '}
          {entry.counties.length === 0 ? t(m.wholeState) : entry.counties.map(countyText).join('; ')}
        </List.Item>
      ))}
    </List.Root>
  );
}
