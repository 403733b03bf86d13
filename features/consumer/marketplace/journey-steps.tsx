import { Box, Button, DataList, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { OFFER_CATEGORY_LABELS } from '../../../domain/catalog/products.ts';
import { formatPercent, formatUsd } from '../../../domain/format/money.ts';
import { offersToShow } from '../../../domain/marketplace/preselection.ts';
import { matchesSelection } from '../../../domain/marketplace/product-triples.ts';
import { registerStepRecipes } from '../../../ui/late-recipes.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { autoLoansQuery, offersQuery } from '../queries.ts';
import { useConsumerServices } from '../services.ts';
import { useWorkflowNavigation } from '../workflow/navigation.ts';

// Loaded when first reached, before it renders: the recipes of its components the first screens do not use.
registerStepRecipes();

/** The purpose level's own page (reached by a link naming all three levels): what was chosen, then on. */
export function PurposeStep() {
  const { clients } = useConsumerServices();
  const workflow = useWorkflowNavigation();
  const offers = useQuery(offersQuery(clients.consumer));
  const { category, subcategory, purpose } = workflow.marketplace;
  const count = offersToShow(offers.data ?? []).filter((offer) =>
    matchesSelection(offer.productType, workflow.marketplace),
  ).length;
  return (
    <Stack gap="6" maxW="xl">
      <PageHeader
        title={[category ? OFFER_CATEGORY_LABELS[category] : null, subcategory, purpose].filter(Boolean).join(' · ')}
        description={`${count} ${count === 1 ? 'offer matches' : 'offers match'} your choice.`}
      />
      <Box>
        <Button colorPalette="brand" onClick={() => workflow.next()}>
          Continue
        </Button>
      </Box>
    </Stack>
  );
}

/** The product-type page of the auto-refinance flow (001 §2): what refinancing means, before the collateral. */
export function RefinanceOverviewStep() {
  const workflow = useWorkflowNavigation();
  return (
    <Stack gap="6" maxW="xl">
      <PageHeader
        title="Refinance your auto loan"
        description="Lenders may offer a lower rate or payment than your current loan. We need your vehicle's details, then we show the offers that fit your loan's balance."
      />
      <Stack as="ol" gap="2" ps="5" listStyleType="decimal">
        <li>Confirm the vehicle securing your loan.</li>
        <li>Check your current loan.</li>
        <li>Compare refinance offers with estimated payments.</li>
      </Stack>
      <Box>
        <Button colorPalette="brand" onClick={() => workflow.next()}>
          Get started
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
  const rows: [string, string][] = loan
    ? [
        ['Lender', loan.lenderName],
        ['Estimated balance', formatUsd(loan.estimatedBalance)],
        ['APR', loan.apr === null ? 'Not reported' : formatPercent(loan.apr)],
        ['Monthly payment', loan.monthlyPayment === null ? 'Not reported' : formatUsd(loan.monthlyPayment)],
        ['Months left', loan.remainingTermMonths === null ? 'Not reported' : String(loan.remainingTermMonths)],
        [
          'Vehicle',
          vehicle ? [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ') : '—',
        ],
      ]
    : [];
  return (
    <Stack gap="6" maxW="xl">
      <PageHeader title="Your current loan" description="Refinance offers are sized to this loan's balance." />
      {loans.isPending ? <Text color="fg.muted">Loading your loan…</Text> : null}
      {loans.isSuccess && !loan ? <Text>We could not find a current auto loan in your credit file.</Text> : null}
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
          See refinance offers
        </Button>
      </Box>
    </Stack>
  );
}
