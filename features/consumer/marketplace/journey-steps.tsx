import { Box, Button, DataList, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { formatPercent } from '../../../domain/format/money.ts';
import { offersToShow } from '../../../domain/marketplace/preselection.ts';
import { matchesSelection } from '../../../domain/marketplace/product-triples.ts';
import type { Message } from '../../../ui/intl/define-messages.ts';
import { useFormats } from '../../../ui/intl/use-formats.ts';
import { registerStepRecipes } from '../../../ui/late-recipes.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { purposeMessages, subcategoryMessages } from '../i18n/messages/choice.ts';
import { journeyStepMessages as m } from '../i18n/messages/marketplace-steps.ts';
import { categoryMessages } from '../i18n/messages/offers.ts';
import { autoLoansQuery, offersQuery } from '../queries.ts';
import { useConsumerServices } from '../services.ts';
import { useWorkflowNavigation } from '../workflow/navigation.ts';

// Loaded when first reached, before it renders: the recipes of its components the first screens do not use.
registerStepRecipes();

/** A subcategory's or purpose's label in the page's language; a value the catalogue does not list shows as it is. */
function labelOf(t: (message: Message) => string, messages: Readonly<Record<string, Message>>, value: string) {
  const message = messages[value];
  return message ? t(message) : value;
}

/** The purpose level's own page (reached by a link naming all three levels): what was chosen, then on. */
export function PurposeStep() {
  const { clients } = useConsumerServices();
  const workflow = useWorkflowNavigation();
  const offers = useQuery(offersQuery(clients.consumer));
  const { category, subcategory, purpose } = workflow.marketplace;
  const count = offersToShow(offers.data ?? []).filter((offer) =>
    matchesSelection(offer.productType, workflow.marketplace),
  ).length;
  const { formatMessage: t } = useIntl();
  const chosen = [
    category ? t(categoryMessages[category]) : null,
    subcategory ? labelOf(t, subcategoryMessages, subcategory) : null,
    purpose ? labelOf(t, purposeMessages, purpose) : null,
  ];
  return (
    <Stack gap="6" maxW="xl">
      <PageHeader title={chosen.filter(Boolean).join(' · ')} description={t(m.matches, { count })} />
      <Box>
        <Button colorPalette="brand" onClick={() => workflow.next()}>
          {t(m.continue)}
        </Button>
      </Box>
    </Stack>
  );
}

/** The product-type page of the auto-refinance flow (001 §2): what refinancing means, before the collateral. */
export function RefinanceOverviewStep() {
  const workflow = useWorkflowNavigation();
  const { formatMessage: t } = useIntl();
  return (
    <Stack gap="6" maxW="xl">
      <PageHeader title={t(m.refinanceTitle)} description={t(m.refinanceText)} />
      <Stack as="ol" gap="2" ps="5" listStyleType="decimal">
        <li>{t(m.refinance1)}</li>
        <li>{t(m.refinance2)}</li>
        <li>{t(m.refinance3)}</li>
      </Stack>
      <Box>
        <Button colorPalette="brand" onClick={() => workflow.next()}>
          {t(m.getStarted)}
        </Button>
      </Box>
    </Stack>
  );
}

/** The current-loan page of the auto-refinance flow: the loan the offers would replace, from the bureau file. */
export function CurrentLoanStep() {
  const { clients } = useConsumerServices();
  const workflow = useWorkflowNavigation();
  const loans = useQuery(autoLoansQuery(clients.consumer));
  const loan = loans.data?.[0];
  const vehicle = loan?.collateral;
  const { formatMessage: t } = useIntl();
  const formats = useFormats();
  const notReported = t(m.notReported);
  const rows: [string, string][] = loan
    ? [
        [t(m.lender), loan.lenderName],
        [t(m.balance), formats.usd(loan.estimatedBalance)],
        [t(m.apr), loan.apr === null ? notReported : formatPercent(loan.apr)],
        [t(m.monthlyPayment), loan.monthlyPayment === null ? notReported : formats.usd(loan.monthlyPayment)],
        [t(m.monthsLeft), loan.remainingTermMonths === null ? notReported : String(loan.remainingTermMonths)],
        [
          t(m.vehicle),
          vehicle ? [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ') : '—',
        ],
      ]
    : [];
  return (
    <Stack gap="6" maxW="xl">
      <PageHeader title={t(m.currentLoanTitle)} description={t(m.currentLoanText)} />
      {loans.isPending ? <Text color="fg.muted">{t(m.loadingLoan)}</Text> : null}
      {loans.isSuccess && !loan ? <Text>{t(m.noLoan)}</Text> : null}
      {loan ? (
        <DataList.Root orientation="horizontal" bg="bg" p="5" borderWidth="1px" rounded="l2">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      ) : null}
      <Box>
        <Button colorPalette="brand" onClick={() => workflow.next()}>
          {t(m.seeRefinanceOffers)}
        </Button>
      </Box>
    </Stack>
  );
}
