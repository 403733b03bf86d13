import { useIntl } from 'react-intl';
import { type PricingModel, updatePricingModel } from '../../../api/billing.ts';
import {
  PRICING_MODEL_LABELS,
  PRICING_MODELS,
  type PricingModelInput,
  pricingModelSchema,
} from '../../../domain/billing/pricing.ts';
import { CONSOLE_PRODUCT_CATEGORIES } from '../../../domain/catalog/categories.ts';
import type { ParamPageProps } from '../../../kit/console-page.ts';
import type { FieldsOf, FormDraft } from '../../../kit/form-fields.ts';
import { LoadedForm } from '../../../kit/loaded-form.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { BackToLender } from '../lenders/back-to-lender.tsx';
import { billingPricingPageMessages as m } from '../messages/billing-pricing-page.ts';
import { pricingModelQuery } from './billing-queries.ts';

type Draft = FormDraft<PricingModelInput>;
const options = (values: readonly string[], labels?: Readonly<Record<string, string>>) =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }));

const fields: FieldsOf<Draft> = [
  {
    name: 'model',
    label: m.pricingModel,
    kind: 'select',
    options: options(PRICING_MODELS, PRICING_MODEL_LABELS),
    wide: true,
  },
  {
    name: 'pricePerRedeem',
    label: m.pricePerRedeem,
    kind: 'decimal',
    helperText: m.standardAndDiscountedFlatModels,
  },
  {
    name: 'discountedPrice',
    label: m.discountedPricePerRedeem,
    kind: 'decimal',
    helperText: m.discountedFlatModel,
  },
  {
    name: 'discountThreshold',
    label: m.discountFromRedeems,
    kind: 'number',
    helperText: m.redeemsInTheCampaignFrom,
  },
  {
    name: 'productPrices',
    label: m.pricePerRedeemByProduct,
    kind: 'list',
    itemLabel: m.productPrice,
    compact: true,
    newItem: () => ({ category: '', price: '' }),
    fields: [
      { name: 'category', label: m.productCategory, kind: 'select', options: options(CONSOLE_PRODUCT_CATEGORIES) },
      { name: 'price', label: m.pricePerRedeem, kind: 'decimal' },
    ],
  },
  {
    name: 'tiers',
    label: m.pricingTiersByNumberOf,
    kind: 'list',
    itemLabel: m.pricingTier,
    compact: true,
    newItem: () => ({ name: '', startsAt: undefined, endsAt: undefined, price: '' }),
    fields: [
      { name: 'name', label: m.name, kind: 'text' },
      { name: 'startsAt', label: m.startsAt, kind: 'number' },
      { name: 'endsAt', label: m.endsAt, kind: 'number', helperText: m.blankNoUpperEnd },
      { name: 'price', label: m.pricePerRedeem, kind: 'decimal' },
    ],
  },
];

const draftOf = (pricing: PricingModel): Draft => ({
  model: pricing.model,
  pricePerRedeem: pricing.pricePerRedeem ?? '',
  discountedPrice: pricing.discountedPrice ?? '',
  discountThreshold: pricing.discountThreshold ?? undefined,
  productPrices: pricing.productPrices,
  tiers: pricing.tiers.map((tier) => ({ ...tier, endsAt: tier.endsAt ?? undefined })),
});

/** /admin/console/lenders/{lenderId}/pricing: the lender's pricing model and pricing tiers (audited). */
export function PricingPage({ client, params }: ParamPageProps<{ lenderId: string }>) {
  const { formatMessage: t } = useIntl();
  return (
    <>
      <PageHeader
        title={t(m.pricingModel)}
        description={t(m.whatTheLenderPaysPer)}
        actions={<BackToLender lenderId={params.lenderId} />}
      />
      <LoadedForm
        query={pricingModelQuery(client, Number(params.lenderId))}
        save={(body) => client.call(updatePricingModel, { params: { fiId: Number(params.lenderId) }, body })}
        schema={pricingModelSchema}
        draftOf={draftOf}
        fields={fields}
        submitLabel={t(m.savePricingModel)}
        toasts={{
          pending: m.savingThePricingModel,
          success: m.pricingModelSaved,
          error: m.couldNotSaveThePricing,
        }}
        loadFailure={t(m.thereWasAnErrorGetting)}
      />
    </>
  );
}
