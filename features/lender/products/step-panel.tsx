import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../../api/client.ts';
import { endpointQuery } from '../../../api/query-options.ts';
import { listLenderStipulationCatalogue } from '../../../api/stipulation-catalogue.ts';
import type { WizardStep } from '../../../domain/catalog/product-wizard.ts';
import type { ProductType } from '../../../domain/catalog/products.ts';
import { type DraftSteps, draftProfile } from '../../../domain/validation/product-wizard.ts';
import { ObjectFields, type Plain } from '../../../kit/object-fields.tsx';
import { StepSummary } from '../../../kit/step-summary.tsx';
import { wordsNode } from '../../../kit/words.ts';
import { productsStepPanelMessages as m } from '../messages/products-step-panel.ts';
import { productListQuery } from './product-queries.ts';
import {
  addOnFields,
  configureFields,
  disclosureFields,
  productDetailsFields,
  redeemLimitFieldList,
  ruleFields,
} from './step-fields.ts';
import { StipulationChoices } from './stipulation-choices.tsx';
import { summaryHeading, summarySections } from './summary-rows.ts';
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
  const { formatMessage: t } = useIntl();
  const type =
    (step === 'productDetails' ? (value.type as ProductType | undefined) : draftProfile(steps).type) || undefined;
  const products = useQuery({
    ...productListQuery(client, fiId),
    enabled: step === 'addOn' || step === 'summary',
  });
  const stipulations = useQuery({
    ...endpointQuery(client, listLenderStipulationCatalogue, { params: { fiId } }),
    enabled: step === 'stipulations' || step === 'summary',
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
      return <StipulationChoices catalogue={stipulations.data} {...common} />;
    case 'disclosures':
      return <ObjectFields fields={disclosureFields} {...common} />;
    case 'addOn': {
      const candidates = (products.data ?? []).filter((p) => p.option !== 'STANDALONE' && p.id !== productId);
      return candidates.length || !products.isSuccess ? (
        <ObjectFields fields={addOnFields(candidates)} {...common} />
      ) : (
        <Text>{t(m.noAddOnProductsYet)}</Text>
      );
    }
    case 'redeemLimit':
      return <ObjectFields fields={redeemLimitFieldList(type)} {...common} />;
    case 'summary':
      return <Summary steps={steps} products={products.data ?? []} stipulations={stipulations.data ?? []} />;
  }
}

type Named = readonly { id: string; name: string }[];
function Summary({ steps, products, stipulations }: { steps: DraftSteps; products: Named; stipulations: Named }) {
  const names = {
    products: new Map(products.map((p) => [p.id, p.name])),
    stipulations: new Map(stipulations.map((s) => [s.id, s.name])),
  };
  const heading = summaryHeading(steps);
  return (
    <Stack gap="3">
      <Heading as="h3" size="sm">
        {heading.name}
      </Heading>
      <Text>{wordsNode(heading.line)}</Text>
      <StepSummary sections={summarySections(steps, names)} />
    </Stack>
  );
}
