import { Accordion, Box, Button, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { formatPercent } from '../../../domain/format/money.ts';
import { useFormats } from '../../../ui/intl/use-formats.ts';
import { registerStepRecipes } from '../../../ui/late-recipes.ts';
import { offerCardMessages } from '../../../ui/offer-card-messages.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { offerDetailsMessages as m } from '../i18n/messages/offer-details.ts';
import { reportOffers, useReportOffers } from '../offer-events.ts';
import { institutionQuery, offerDisclosuresQuery, offerFaqsQuery, offerQuery } from '../offer-queries.ts';
import { rememberSeenTerms } from '../redeem/application-storage.ts';
import { useConsumerServices } from '../services.ts';
import { useWorkflowNavigation } from '../workflow/navigation.ts';
import { OfferCardView, redemptionOf } from './offer-card-view.tsx';

// Loaded when first reached, before it renders: the recipes of its components the first screens do not use.
registerStepRecipes();

/**
 * The lender's own words (its FAQs and disclosures) are written in the console, which is English, and have no
 * translation: marked as English so a screen reader on a Spanish page reads them as English (decision 0771).
 */
const LENDER_LANGUAGE = 'en';

/** One offer (001 §2 offers/{id}): its terms, the lender, FAQs and the lender's disclosures. */
export function OfferDetailsStep({ offerId }: { offerId: string }) {
  const { clients } = useConsumerServices();
  const workflow = useWorkflowNavigation();
  const offer = useQuery(offerQuery(clients.consumer, offerId));
  const faqs = useQuery(offerFaqsQuery(clients.consumer, offerId));
  const disclosures = useQuery(offerDisclosuresQuery(clients.consumer, offerId));
  const fiId = offer.data?.financialInstitution.id;
  const lender = useQuery({ ...institutionQuery(clients.consumer, fiId ?? ''), enabled: fiId !== undefined });
  useReportOffers(clients.consumer, 'previewed', offer.data ? [offer.data] : []);
  const { formatMessage: t } = useIntl();
  const formats = useFormats();
  if (!offer.data) return <Text color="fg.muted">{t(m.loading)}</Text>;
  const data = offer.data;
  const { amount, term } = workflow.marketplace;
  const redemption = redemptionOf(data);
  return (
    <Stack gap="6">
      <Button variant="ghost" size="sm" alignSelf="flex-start" onClick={workflow.abort}>
        {t(m.back)}
      </Button>
      <PageHeader
        title={data.name}
        description={t(m.from, { lender: data.financialInstitution.name })}
        actions={
          redemption === 'redeemed' ? (
            <Text fontWeight="600" color="green.fg">
              {t(m.redeemed)}
            </Text>
          ) : redemption === 'pending' ? (
            <Button asChild colorPalette="brand">
              <Link to={`${workflow.prefix}/offers/pending`}>{t(m.continue)}</Link>
            </Button>
          ) : (
            <Button
              colorPalette="brand"
              disabled={data.status !== 'ELIGIBLE'}
              onClick={() => {
                // The redeem journey's application starts from the amount and term the consumer was looking at.
                rememberSeenTerms(data.id, { amount, term });
                reportOffers(clients.consumer, 'clicked', [data]);
                workflow.next();
              }}
            >
              {t(m.get)}
            </Button>
          )
        }
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <OfferCardView offer={data} amount={amount} months={term} prefix={workflow.prefix} />
        <Stack gap="4" bg="bg" borderWidth="1px" borderRadius="xl" p="5">
          <Heading as="h2" size="md">
            {t(m.terms)}
          </Heading>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t(m.term)}</Table.ColumnHeader>
                <Table.ColumnHeader>{t(data.apy ? offerCardMessages.apy : offerCardMessages.apr)}</Table.ColumnHeader>
                <Table.ColumnHeader>{t(m.amount)}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.terms.map((term) => (
                <Table.Row key={`${term.term ?? 0}-${term.apr}`}>
                  <Table.Cell>
                    {term.term ? t(m.months, { months: term.term }) : t(data.apy ? m.open : m.revolving)}
                  </Table.Cell>
                  <Table.Cell>
                    {formatPercent(term.apy ?? term.apr)}
                    {term.promotion
                      ? t(m.promotion, { apr: formatPercent(term.promotion.apr), months: term.promotion.term })
                      : ''}
                  </Table.Cell>
                  <Table.Cell>
                    {formats.usd(term.minimum)} – {formats.usd(term.limit)}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          {lender.data ? (
            <Box>
              <Heading as="h2" size="sm">
                {t(m.about, { lender: lender.data.name })}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {lender.data.description}
              </Text>
            </Box>
          ) : null}
        </Stack>
      </SimpleGrid>
      <Stack gap="3">
        <Heading as="h2" size="md">
          {t(m.questions)}
        </Heading>
        <Accordion.Root collapsible multiple variant="enclosed" bg="bg" lang={LENDER_LANGUAGE}>
          {(faqs.data ?? []).map((faq) => (
            <Accordion.Item key={faq.id} value={faq.id}>
              <Accordion.ItemTrigger>
                <Text flex="1" textAlign="start">
                  {faq.question}
                </Text>
                <Accordion.ItemIndicator />
              </Accordion.ItemTrigger>
              <Accordion.ItemContent>
                <Accordion.ItemBody>{faq.answer}</Accordion.ItemBody>
              </Accordion.ItemContent>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </Stack>
      <Stack gap="2" as="section" aria-label={t(m.disclosures)}>
        <Heading as="h2" size="md">
          {t(m.disclosures)}
        </Heading>
        {(disclosures.data ?? []).map((disclosure) => (
          <Box key={disclosure.id} lang={LENDER_LANGUAGE}>
            <Text fontWeight="600" fontSize="sm">
              {disclosure.title}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {disclosure.body}
            </Text>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
