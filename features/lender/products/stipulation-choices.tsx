import { Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { LenderCatalogueStipulation } from '../../../api/stipulation-catalogue.ts';
import { type ObjectField, ObjectFields, type Plain } from '../../../kit/object-fields.tsx';
import { productsStipulationChoicesMessages as m } from '../messages/products-stipulation-choices.ts';

type Entry = Pick<LenderCatalogueStipulation, 'id' | 'name' | 'status' | 'categories'>;

/**
 * The Stipulations step's one field: the admin's catalogue as checkboxes. Active entries can be ticked; an inactive
 * one stays listed (marked) only while the product already asks for it, so it can be unticked.
 */
export function stipulationField(catalogue: readonly Entry[], chosen: readonly string[]): ObjectField {
  const offered = catalogue.filter((entry) => entry.status === 'ACTIVE' || chosen.includes(entry.id));
  return {
    path: 'catalogueIds',
    label: m.stipulationsFromTheCatalogue,
    kind: 'checkboxes',
    options: offered.map((entry) => {
      const categories = entry.categories.length ? ` (${entry.categories.join(', ')})` : '';
      const inactive = entry.status === 'ACTIVE' ? '' : ' — inactive';
      return { value: entry.id, label: `${entry.name}${categories}${inactive}` };
    }),
  };
}

interface Props {
  catalogue: readonly Entry[] | undefined;
  value: Plain;
  onChange: (next: Plain) => void;
  errors: Readonly<Record<string, string>>;
}

/** The Stipulations step: pick the documents this product asks for from the admin's stipulation catalogue. */
export function StipulationChoices({ catalogue, value, onChange, errors }: Props) {
  const { formatMessage: t } = useIntl();
  const chosen = Array.isArray(value.catalogueIds) ? (value.catalogueIds as string[]) : [];
  if (catalogue === undefined) return <Text>{t(m.loadingTheStipulationCatalogue)}</Text>;
  const field = stipulationField(catalogue, chosen);
  return (
    <Stack gap="3">
      <Text color="fg.muted" textStyle="sm">
        {t(m.theTickedStipulationsAreAsked)}
      </Text>
      {field.options?.length ? (
        <ObjectFields fields={[field]} value={value} onChange={onChange} errors={errors} />
      ) : (
        <Text>{t(m.theStipulationCatalogueHasNo)}</Text>
      )}
    </Stack>
  );
}
