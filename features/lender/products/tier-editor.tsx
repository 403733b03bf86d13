import { Box, Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { supportsPromoApr } from '../../../domain/catalog/product-rules.ts';
import type { ProductType } from '../../../domain/catalog/products.ts';
import { getPath, ObjectFields, type Plain, setPath } from '../../../kit/object-fields.tsx';
import { productsTierEditorMessages as m } from '../messages/products-tier-editor.ts';
import { termFields, tierFields } from './step-fields.ts';

const newTerm = { term: '', apr: '', limit: '', minimum: '', isDefault: false };
const newTier = (n: number) => ({
  name: `Tier ${n}`,
  type: 'PRESCREEN',
  rule: '',
  terms: [{ ...newTerm, isDefault: true }],
});

/** The step's whole value and its messages: every tier and term field is bound by its path into it. */
interface StepBinding {
  value: Plain;
  onChange: (next: Plain) => void;
  errors: Readonly<Record<string, string>>;
}

/** The Tiers step: tiers with their rule and terms (and promotions where the type offers them). */
export function TierEditor({ type, ...step }: StepBinding & { type: ProductType | undefined }) {
  const { formatMessage: t } = useIntl();
  const { value, onChange } = step;
  const tiers = (Array.isArray(value.tiers) ? value.tiers : []) as Plain[];
  const promo = type !== undefined && supportsPromoApr(type);
  return (
    <Stack gap="5">
      {tiers.map((tier, index) => (
        <TierSection
          // biome-ignore lint/suspicious/noArrayIndexKey: each tier's fields are bound to its position's path
          key={index}
          step={step}
          index={index}
          terms={(Array.isArray(tier.terms) ? tier.terms : []) as Plain[]}
          promo={promo}
          onRemove={() => onChange({ tiers: tiers.filter((_, i) => i !== index) })}
        />
      ))}
      <Button
        alignSelf="start"
        variant="outline"
        onClick={() => onChange({ tiers: [...tiers, newTier(tiers.length + 1)] })}
      >
        {t(m.addTier)}
      </Button>
    </Stack>
  );
}

/** One tier: its own fields, then its terms (a tier keeps at least one), with promotion fields when it has turned them on. */
function TierSection(props: {
  step: StepBinding;
  index: number;
  terms: Plain[];
  promo: boolean;
  onRemove: () => void;
}) {
  const { formatMessage: t } = useIntl();
  const { step, index, terms, promo } = props;
  const { value, onChange, errors } = step;
  const termsPath = `tiers.${index}.terms`;
  const withPromo = promo && getPath(value, `tiers.${index}.promoEnabled`) === true;
  return (
    <Box as="section" aria-label={t(m.tier, { value: index + 1 })} borderWidth="1px" borderRadius="md" p="4">
      <HStack justify="space-between" mb="3">
        <Heading as="h3" size="sm">
          {t(m.tier, { value: index + 1 })}
        </Heading>
        <Button size="xs" variant="outline" onClick={props.onRemove}>
          {t(m.removeTier, { value: index + 1 })}
        </Button>
      </HStack>
      <ObjectFields fields={tierFields(index, promo)} {...step} />
      {terms.map((_, termIndex) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: each term's fields are bound to its position's path
          key={termIndex}
          mt="4"
          pt="3"
          borderTopWidth="1px"
          aria-label={t(m.tierTerm, { value: index + 1, value2: termIndex + 1 })}
          role="group"
        >
          <ObjectFields fields={termFields(index, termIndex, withPromo)} {...step} />
          {terms.length > 1 ? (
            <Button
              mt="2"
              size="xs"
              variant="ghost"
              onClick={() =>
                onChange(
                  setPath(
                    value,
                    termsPath,
                    terms.filter((__, i) => i !== termIndex),
                  ),
                )
              }
            >
              {t(m.removeTerm, { value: termIndex + 1 })}
            </Button>
          ) : null}
        </Box>
      ))}
      {errors[termsPath] ? (
        <Box color="red.700" textStyle="sm">
          {errors[termsPath]}
        </Box>
      ) : null}
      <Button
        mt="3"
        size="sm"
        variant="outline"
        onClick={() => onChange(setPath(value, termsPath, [...terms, { ...newTerm }]))}
      >
        {t(m.addTermToTier, { value: index + 1 })}
      </Button>
    </Box>
  );
}
