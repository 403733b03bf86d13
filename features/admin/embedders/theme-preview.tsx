import { Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { type EmbedderTheme, themeVariables } from '../../../domain/catalog/embedder-theme.ts';
import { Logo } from '../../../ui/logo.tsx';
import { OfferCard } from '../../../ui/offer-card.tsx';
import { ThemedScope } from '../../../ui/themed-scope.tsx';
import { embeddersThemePreviewMessages as m } from '../messages/embedders-theme-preview.ts';

const noop = () => undefined;

/**
 * The consumer marketplace in the theme being edited: its header and real offer cards (ui/offer-card.tsx, the
 * components the marketplace renders) inside the same themed scope the consumer layout uses.
 */
export function ThemePreview({ theme, embedderName }: { theme: EmbedderTheme; embedderName: string }) {
  const { formatMessage: t } = useIntl();
  return (
    <ThemedScope
      variables={themeVariables(theme)}
      role="region"
      aria-label={t(m.marketplacePreview)}
      bg="bg.canvas"
      borderWidth="1px"
      borderRadius="xl"
      overflow="hidden"
    >
      <HStack justify="space-between" px="4" py="3" bg="bg" borderBottomWidth="1px">
        <Logo size="sm" />
        <HStack gap="3">
          <Text fontSize="sm" display={{ base: 'none', sm: 'block' }}>
            {t(m.hiJordan)}
          </Text>
          <Button size="sm" variant="outline" onClick={noop} tabIndex={-1}>
            {t(m.logOut)}
          </Button>
        </HStack>
      </HStack>
      <Stack gap="4" p={{ base: '4', md: '6' }}>
        <Stack gap="1">
          <Heading as="h3" size="lg">
            {t(m.yourOffers)}
          </Heading>
          <Text fontSize="sm">{t(m.preApprovedOffersFromLenders, { embedderName })}</Text>
        </Stack>
        <SimpleGrid minChildWidth="16rem" gap="4">
          <OfferCard
            name={t(m.autoLoanName)}
            lenderName={t(m.autoLoanLender)}
            distance={3}
            tierType="PRESCREEN"
            insuranceCoverage="NCUA"
            apr="5.49"
            termMonths={60}
            minimum="5000"
            limit="40000"
            estimatedPayment="382.10"
            paymentFrequencyLabel="monthly"
            disclosureSummary={t(m.autoLoanDisclosure)}
            addOns={[t(m.gapProtection)]}
            onSelect={noop}
          />
          <OfferCard
            name={t(m.cardName)}
            lenderName={t(m.cardLender)}
            tierType="PREQUAL"
            insuranceCoverage="FDIC"
            apr="17.90"
            hasPayment={false}
            minimum="1000"
            limit="12000"
            paymentFrequencyLabel="monthly"
            disclosureSummary={t(m.cardDisclosure)}
            onSelect={noop}
          />
        </SimpleGrid>
      </Stack>
    </ThemedScope>
  );
}
