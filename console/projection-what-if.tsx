import { Button, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../api/client.ts';
import { type Projection, whatIfProjection } from '../api/projections.ts';
import { CONFIG_TOASTS } from '../domain/validation/config-toasts.ts';
import { useLoadFailureToast } from '../kit/load-failure-toast.ts';
import { Picker } from '../kit/picker.tsx';
import { FormField } from '../ui/form-field.tsx';
import { projectionWhatIfMessages as m } from './messages/projection-what-if.ts';
import { ProjectionSummaryTable } from './projection-summary-table.tsx';

/**
 * What-if (projection page): change one tier's rule in a draft, nothing saved, and see the projected offers and
 * redeems the draft would give beside the saved configuration's.
 */
export function ProjectionWhatIf({
  client,
  fiId,
  projection,
}: {
  client: ApiClient;
  fiId: number;
  projection: Projection;
}) {
  const { formatMessage: t } = useIntl();
  const products = projection.rows;
  const [productId, setProductId] = useState(products[0]?.productId ?? '');
  const productTiers = projection.tiers.filter((tier) => tier.productId === productId);
  const [tierId, setTierId] = useState(productTiers[0]?.id ?? '');
  const tier = productTiers.find((entry) => entry.id === tierId) ?? productTiers[0];
  const [rule, setRule] = useState(tier?.rule ?? '');
  const run = useMutation({
    mutationFn: () =>
      client.call(whatIfProjection, { params: { fiId }, body: { productId, tierId: tier?.id ?? '', rule } }),
  });
  useLoadFailureToast(run.error, CONFIG_TOASTS.varianceReportFailed);
  const chooseProduct = (id: string) => {
    setProductId(id);
    const first = projection.tiers.find((entry) => entry.productId === id);
    setTierId(first?.id ?? '');
    setRule(first?.rule ?? '');
  };
  return (
    <Stack gap="4" as="section" aria-labelledby="what-if-heading">
      <Heading as="h2" size="md" id="what-if-heading">
        {t(m.whatIfATierRule)}
      </Heading>
      <Text color="fg.muted">{t(m.editARuleInA)}</Text>
      <Stack direction={{ base: 'column', md: 'row' }} gap="4">
        <Picker
          label={t(m.product)}
          value={productId}
          options={products.map((row) => ({ value: row.productId, label: row.activeProduct }))}
          onChange={chooseProduct}
        />
        <Picker
          label={t(m.tier)}
          value={tier?.id ?? ''}
          options={productTiers.map((entry) => ({ value: entry.id, label: entry.name }))}
          onChange={(id) => {
            setTierId(id);
            setRule(productTiers.find((entry) => entry.id === id)?.rule ?? '');
          }}
        />
      </Stack>
      <FormField label={t(m.draftRule)} errorText={run.error?.message}>
        <Textarea value={rule} onChange={(event) => setRule(event.currentTarget.value)} fontFamily="mono" rows={2} />
      </FormField>
      <Button alignSelf="start" onClick={() => run.mutate()} loading={run.isPending} disabled={!tier}>
        {t(m.projectTheDraft)}
      </Button>
      {run.data ? (
        <ProjectionSummaryTable
          rows={run.data.draft}
          compare={run.data.baseline}
          caption={t(m.projectionWithTheDraftRule)}
        />
      ) : null}
    </Stack>
  );
}
