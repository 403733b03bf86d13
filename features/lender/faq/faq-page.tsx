import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../../api/client.ts';
import { listProductFaqs, type ProductFaqs, saveProductFaqs } from '../../../api/product-faqs.ts';
import { endpointKey, endpointQuery } from '../../../api/query-options.ts';
import { MAX_FAQS, MIN_FAQS } from '../../../domain/catalog/limits.ts';
import { type ProductFaqsInput, productFaqsSchema } from '../../../domain/validation/product-faqs.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { can } from '../../../kit/permission.ts';
import { Picker } from '../../../kit/picker.tsx';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { SchemaForm } from '../../../kit/schema-form.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { said } from '../../../kit/words.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { faqFaqPageMessages as m } from '../messages/faq-faq-page.ts';
import type { FaqSearch } from './faq-search.ts';

/** /lender/console/faq (002 §2): each product's 1–3 FAQs, which consumers read on its offers. */
export function FaqPage({ client, fiId = 0, session, search, navigateSearch }: ConsolePageProps<FaqSearch>) {
  const { formatMessage: t } = useIntl();
  const faqs = useQuery(endpointQuery(client, listProductFaqs, { params: { fiId } }));
  const product = faqs.data?.find((entry) => entry.productId === search.productId) ?? faqs.data?.[0];
  return (
    <>
      <PageHeader title={t(m.faqs)} description={t(m.upToQuestionsAndAnswers, { max_faqs: MAX_FAQS })} />
      <QueryGate
        query={faqs}
        failure={t(m.thereWasAnErrorGetting)}
        isEmpty={(rows) => rows.length === 0}
        empty={<Text>{t(m.noProductsYet)}</Text>}
      >
        {(rows) =>
          product && (
            <Stack gap="6">
              <Picker
                label={t(m.product)}
                value={product.productId}
                options={rows.map((entry) => ({ value: entry.productId, label: entry.productName }))}
                onChange={(productId) => navigateSearch({ productId })}
              />
              {can(session, 'generalSetup') ? (
                <FaqForm key={product.productId} client={client} fiId={fiId} product={product} />
              ) : (
                <FaqList product={product} />
              )}
            </Stack>
          )
        }
      </QueryGate>
    </>
  );
}

function FaqForm({ client, fiId, product }: { client: ApiClient; fiId: number; product: ProductFaqs }) {
  const save = useConfigMutation({
    mutationFn: (body: ProductFaqsInput) => client.call(saveProductFaqs, { params: { fiId }, body }),
    toasts: { pending: m.savingTheFaqs, success: m.faqsSaved, error: m.couldNotSaveTheFaqs },
    invalidate: [endpointKey(listProductFaqs, { fiId })],
  });
  const blank = { question: '', answer: '' };
  return (
    <SchemaForm
      schema={productFaqsSchema}
      submitLabel={m.saveFaqs}
      onSubmit={(values) => save.mutateAsync(values)}
      defaultValues={{ productId: product.productId, faqs: product.faqs.length > 0 ? product.faqs : [blank] }}
      fields={[
        {
          name: 'faqs',
          label: said(m.faqsFor, { product: product.productName }),
          kind: 'list',
          itemLabel: m.faq,
          min: MIN_FAQS,
          max: MAX_FAQS,
          newItem: () => blank,
          fields: [
            { name: 'question', label: m.question, kind: 'textarea' },
            { name: 'answer', label: m.answer, kind: 'textarea' },
          ],
        },
      ]}
    />
  );
}

function FaqList({ product }: { product: ProductFaqs }) {
  return (
    <Stack gap="3">
      {product.faqs.map((faq) => (
        <Card.Root key={faq.question} variant="subtle">
          <Card.Body gap="1">
            <Heading as="h2" size="sm">
              {faq.question}
            </Heading>
            <Text whiteSpace="pre-wrap">{faq.answer}</Text>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
