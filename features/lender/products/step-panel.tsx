import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { listProducts } from '../../../api/products.ts';
import { stepLabel, type WizardStep, wizardSteps } from '../../../domain/catalog/product-wizard.ts';
import type { ProductType } from '../../../domain/catalog/products.ts';
import { type DraftSteps, draftProfile } from '../../../domain/validation/product-wizard.ts';
import { ObjectFields, type Plain } from '../../../kit/object-fields.tsx';
import {
  addOnFields,
  configureFields,
  disclosureFields,
  productDetailsFields,
  redeemLimitFieldList,
  ruleFields,
} from './step-fields.ts';
import { TierEditor } from './tier-editor.tsx';

interface PanelProps {
  step: WizardStep;
  steps: DraftSteps;
  value: Plain;
  onChange: (next: Plain) => void;
  errors: Readonly<Record<string, string>>;
  client: ApiClient;
  fiId: number;
  productId: string | null;
}

/** One wizard step's fields, by step and product type. */
export function StepPanel({ step, steps, value, onChange, errors, client, fiId, productId }: PanelProps) {
  const type =
    (step === 'productDetails' ? (value.type as ProductType | undefined) : draftProfile(steps).type) || undefined;
  const products = useQuery({
    queryKey: [listProducts.path, fiId],
    queryFn: () => client.call(listProducts, { params: { fiId } }),
    enabled: step === 'addOn',
  });
  const common = { value, onChange, errors };
  switch (step) {
    case 'productDetails':
      return <ObjectFields fields={productDetailsFields(type)} {...common} />;
    case 'configureProducts':
      return <ObjectFields fields={configureFields(type)} {...common} />;
    case 'productRules':
      return <ObjectFields fields={ruleFields} {...common} />;
    case 'tiers':
      return <TierEditor type={type} {...common} />;
    case 'stipulations':
      return (
        <Text>
          {((value.catalogueIds as string[] | undefined) ?? []).length} stipulation(s) from the catalogue are asked for
          by this product; catalogue stipulations with a rule are also asked for whenever their rule matches.
        </Text>
      );
    case 'disclosures':
      return <ObjectFields fields={disclosureFields} {...common} />;
    case 'addOn': {
      const candidates = (products.data ?? []).filter((p) => p.option !== 'STANDALONE' && p.id !== productId);
      return candidates.length || !products.isSuccess ? (
        <ObjectFields fields={addOnFields(candidates)} {...common} />
      ) : (
        <Text>No add-on products yet: Next leaves this product without add-ons.</Text>
      );
    }
    case 'redeemLimit':
      return <ObjectFields fields={redeemLimitFieldList(type)} {...common} />;
    case 'summary':
      return <Summary steps={steps} />;
  }
}

function Summary({ steps }: { steps: DraftSteps }) {
  const active = wizardSteps(draftProfile(steps)).filter((step) => step !== 'summary');
  const details = (steps.productDetails ?? {}) as Plain;
  const tiers = ((steps.tiers as Plain | undefined)?.tiers ?? []) as Plain[];
  return (
    <Stack gap="3">
      <Heading as="h3" size="sm">
        {String(details.name ?? '')}
      </Heading>
      <Text>
        {String(details.type ?? '').replaceAll('_', ' ')} · {String(details.productClass ?? '')} ·{' '}
        {String(details.option ?? '')}
      </Text>
      {tiers.length ? (
        <Text>
          {tiers.length} tier(s): {tiers.map((tier) => String(tier.name)).join(', ')}
        </Text>
      ) : null}
      <Box as="ul" ps="5">
        {active.map((step) => (
          <li key={step}>
            {stepLabel(step)}: {steps[step] === undefined ? 'not set' : 'set'}
          </li>
        ))}
      </Box>
    </Stack>
  );
}
