import { CATEGORY_OF_TYPE, stepLabel, type WizardStep, wizardSteps } from '../../../domain/catalog/product-wizard.ts';
import { labelOf } from '../../../domain/format/labels.ts';
import { formatUsd } from '../../../domain/format/money.ts';
import { type DraftSteps, draftProfile } from '../../../domain/validation/product-wizard.ts';
import { getPath, type ObjectField, type Plain } from '../../../kit/object-fields.tsx';
import { said, type Words } from '../../../kit/words.ts';
import { productsSummaryRowsMessages as m } from '../messages/products-summary-rows.ts';
import { configureFields } from './step-fields.ts';

/** One line of the Summary: what was configured, in people's words. */
export interface SummaryRow {
  readonly label: Words;
  readonly value: Words;
}

/** One step of the Summary with its rows (none: the step was not set) and the anchor its Edit link opens. */
export interface SummarySection {
  readonly step: WizardStep;
  readonly title: string;
  readonly rows: readonly SummaryRow[];
}

/** Names the Summary shows instead of ids: catalogue stipulations and add-on products. */
export interface SummaryNames {
  readonly stipulations?: ReadonlyMap<string, string>;
  readonly products?: ReadonlyMap<string, string>;
}

// A code in its catalogue's words (STANDALONE is Standalone); a product type's underscores read as spaces.
const words = (value: unknown) => labelOf(String(value ?? '')).replaceAll('_', ' ');
const given = (value: unknown) => value !== undefined && value !== null && value !== '';
const list = (values: unknown, names?: ReadonlyMap<string, string>) => {
  const items = Array.isArray(values) ? values.map((item) => names?.get(String(item)) ?? words(item)) : [];
  return items.length ? items.join(', ') : m.none;
};
const percent = (value: unknown) => `${String(value)}%`;
const money = (value: unknown) => formatUsd(String(value));
/** A value that already is words: a message of the catalogue (`m.none`), with or without values. */
const isMessage = (value: unknown): value is Words =>
  typeof value === 'object' && value !== null && ('id' in value || 'message' in value);
const rows = (pairs: readonly (readonly [Words, unknown])[]): SummaryRow[] =>
  pairs
    .filter(([, value]) => value !== false && given(value))
    .map(([label, value]) => ({ label, value: isMessage(value) ? value : String(value) }));

/** A Configure product field's value as read: units from its label ('APR (%)' → '6.99%'), images by name and size. */
function fieldRow(field: ObjectField, data: unknown): SummaryRow | null {
  const value = getPath(data, field.path);
  if (!given(value)) return null;
  // The unit is read off the field's English, and the row shows that English without it: the wizard's own rows
  // are messages, these derived ones stay the seed's words (decision 0781).
  const english =
    typeof field.label === 'string'
      ? field.label
      : 'message' in field.label
        ? String(field.label.message.defaultMessage)
        : String(field.label.defaultMessage);
  const bare = english.replace(/\s*\((%|\$|months)\)$/, '');
  // A label without a unit stays the field's words (a message keeps its values: "Feature {n}").
  const label: Words = bare === english ? field.label : bare;
  if (field.kind === 'image') {
    const image = value as { name?: string; width?: number; height?: number };
    const size = { width: image.width, height: image.height };
    return { label, value: image.name ? said(m.imageOf, { name: image.name, ...size }) : said(m.imageSize, size) };
  }
  if (english.endsWith('(%)')) return { label, value: percent(value) };
  if (english.endsWith('($)')) return { label, value: money(value) };
  if (english.endsWith('(months)')) return { label, value: said(m.months, { value: String(value) }) };
  return { label, value: words(value) };
}

/** A tier's term on one line: "36 months · 6.99% APR · $1,000 to $5,000 · promotional 0% APR for 6 months · default". */
function termText(term: Plain): Words {
  const promo = given(term.promoApr);
  return said(m.termLine, {
    term: String(term.term),
    apr: percent(term.apr),
    minimum: money(term.minimum),
    limit: money(term.limit),
    // `none` selects no promotional part (a select's key, never shown).
    promoApr: promo ? percent(term.promoApr) : 'none',
    promoTerm: promo && given(term.promoTerm) ? String(term.promoTerm) : 'none',
    isDefault: term.isDefault === true ? 'yes' : 'no',
  });
}

function tierRows(data: unknown): SummaryRow[] {
  const tiers = (getPath(data, 'tiers') ?? []) as Plain[];
  return tiers.flatMap((tier, index) => {
    // An unnamed tier reads by its position ("Tier 2").
    const named = given(tier.name);
    const name = String(tier.name ?? '');
    const terms = (Array.isArray(tier.terms) ? tier.terms : []) as Plain[];
    return [
      {
        label: named
          ? said(m.tierType, { name, type: words(tier.type) })
          : said(m.tierNType, { n: index + 1, type: words(tier.type) }),
        value: given(tier.rule) ? said(m.rule, { rule: String(tier.rule) }) : m.noTierRule,
      },
      ...terms.map((term, termIndex) => ({
        label: named
          ? said(m.nameTerm, { name, n: termIndex + 1 })
          : said(m.tierNTerm, { tier: index + 1, n: termIndex + 1 }),
        value: termText(term),
      })),
    ];
  });
}

function stepRows(step: WizardStep, steps: DraftSteps, names: SummaryNames): SummaryRow[] {
  const data = steps[step] as Plain;
  const type = draftProfile(steps).type;
  switch (step) {
    case 'productDetails':
      return rows([
        [m.name, data.name],
        [m.productType, data.type && words(data.type)],
        [m.category, type && CATEGORY_OF_TYPE[type]],
        [m.productClass, data.productClass],
        [m.productOption, data.option && words(data.option)],
        [m.description, data.description],
        [m.cardTypes, Array.isArray(data.cardTypes) && list(data.cardTypes)],
        [m.checkingAccountTypes, Array.isArray(data.checkingTypes) && list(data.checkingTypes)],
      ]);
    case 'configureProducts':
      return configureFields(type).flatMap((field) => fieldRow(field, data) ?? []);
    case 'productRules':
      return [{ label: m.productRule, value: given(data.rule) ? String(data.rule) : m.noProductRule }];
    case 'tiers':
      return tierRows(data);
    case 'stipulations':
      return [{ label: m.stipulations, value: list(data.catalogueIds, names.stipulations) }];
    case 'disclosures': {
      const items = (Array.isArray(data.disclosures) ? data.disclosures : []) as Plain[];
      return rows([
        [m.disclosureSummary, data.summary],
        ...items.map((item) => [given(item.title) ? String(item.title) : m.disclosure, item.body] as const),
      ]);
    }
    case 'addOn':
      return rows([
        [m.addOns, list(data.addOnProductIds, names.products)],
        [m.maximumAddOnRateDiscount, given(data.maxAddOnRateDiscount) && percent(data.maxAddOnRateDiscount)],
      ]);
    case 'redeemLimit':
      return rows([
        [m.redeemLimitAmount, data.byAmount === true && given(data.amount) && money(data.amount)],
        [m.redeemLimitCount, data.byCount === true && given(data.count) && String(data.count)],
      ]);
    case 'summary':
      return [];
  }
}

/**
 * The wizard's Summary: every active step before it with what was configured there, in order. A step never saved
 * has no rows (the page says it is not set).
 */
export function summarySections(steps: DraftSteps, names: SummaryNames = {}): SummarySection[] {
  return wizardSteps(draftProfile(steps))
    .filter((step) => step !== 'summary')
    .map((step) => ({
      step,
      title: stepLabel(step),
      rows: steps[step] === undefined ? [] : stepRows(step, steps, names),
    }));
}

/** The Summary's heading: the product's name, and its type, class, option and tiers on one line. */
export function summaryHeading(steps: DraftSteps): { name: string; line: Words } {
  const details = (steps.productDetails ?? {}) as Plain;
  const tiers = (getPath(steps.tiers, 'tiers') ?? []) as Plain[];
  // The product's codes in their catalogue's words, joined as a line.
  const parts = [words(details.type), String(details.productClass ?? ''), words(details.option)]
    .filter(Boolean)
    .join(' · ');
  const name = String(details.name ?? '');
  if (!tiers.length) return { name, line: parts };
  const count = { count: tiers.length, names: tiers.map((tier) => String(tier.name)).join(', ') };
  return { name, line: parts ? said(m.headingWithTiers, { parts, ...count }) : said(m.tiersLine, count) };
}
