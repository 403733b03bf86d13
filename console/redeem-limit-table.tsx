import { Button, Checkbox, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../api/client-error.ts';
import type { CatalogueProduct } from '../api/lender-campaigns.ts';
import type { RedeemLimits } from '../domain/validation/redeem-limits.ts';
import { DataTable } from '../kit/data-table.tsx';
import { GENERIC_FAILURE } from '../kit/server-issues.ts';
import { columnHeader, said, type Words, wordsNode } from '../kit/words.ts';
import { redeemLimitTableMessages as m } from './messages/redeem-limit-table.ts';

/** The server's messages for a refused save, all of them (a limit can break more than one rule); ours otherwise. */
function refusalMessage(error: unknown): Words {
  return error instanceof ApiError
    ? error.issues.map((issue) => issue.message).join(' ') || error.message
    : GENERIC_FAILURE;
}

/** A save that shows its own outcome beside the button: busy, "Saved", or the refusal. */
function useLimitSave(save: (limits: RedeemLimits) => Promise<unknown>) {
  const [problem, setProblem] = useState<Words | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const submit = async (limits: RedeemLimits) => {
    setSaving(true);
    setProblem(null);
    setSaved(false);
    try {
      await save(limits);
      setSaved(true);
    } catch (error) {
      setProblem(refusalMessage(error));
    } finally {
      setSaving(false);
    }
  };
  return { submit, saving, saved, problem };
}

/** The row's draft: which limits are on, and their values as typed. */
interface LimitDraft {
  readonly byAmount: boolean;
  readonly byCount: boolean;
  readonly amount: string;
  readonly count: string;
}

/** The two kinds of limit, each a check box (its `toggle` in the draft) beside its value's box. */
const LIMIT_KINDS = {
  AMOUNT: { toggle: 'byAmount', text: 'amount', label: m.byAmount, width: '32' },
  COUNT: { toggle: 'byCount', text: 'count', label: m.byCount, width: '24' },
} as const;
type LimitKind = keyof typeof LIMIT_KINDS;
/**
 * One order on every row (issue 30 item 7: loans put amount first and cards count first, so the boxes swapped places
 * from row to row); which one is the type's primary limit (002 §3) is said beside it instead.
 */
const LIMIT_ORDER: readonly LimitKind[] = ['AMOUNT', 'COUNT'];

const limitsOf = (draft: LimitDraft): RedeemLimits => ({
  byAmount: draft.byAmount,
  byCount: draft.byCount,
  ...(draft.byAmount && draft.amount.trim() ? { amount: draft.amount.trim() } : {}),
  ...(draft.byCount && draft.count.trim() ? { count: Number(draft.count) } : {}),
});

/**
 * One product's redeem limit editor: by amount and/or by count (the primary first), its Save button, and the
 * server's messages. One cell holds it all, so the row's draft lives in one component.
 */
function LimitEditor({
  product,
  save,
  readOnly,
}: {
  product: CatalogueProduct;
  save: (limits: RedeemLimits) => Promise<unknown>;
  readOnly: boolean;
}) {
  const { formatMessage: t } = useIntl();
  const [draft, setDraft] = useState<LimitDraft>({
    byAmount: product.redeemLimitAmount !== null,
    byCount: product.redeemLimitCount !== null,
    amount: product.redeemLimitAmount ?? '',
    count: product.redeemLimitCount?.toString() ?? '',
  });
  const { submit, saving, saved, problem } = useLimitSave(save);
  return (
    <Stack gap="2">
      {LIMIT_ORDER.map((kind) => (
        <LimitField
          key={kind}
          kind={kind}
          primary={product.primaryLimit === kind}
          productName={product.name}
          readOnly={readOnly}
          draft={draft}
          onDraft={(change) => setDraft((current) => ({ ...current, ...change }))}
        />
      ))}
      {readOnly ? null : (
        <Button
          size="sm"
          colorPalette="brand"
          alignSelf="flex-start"
          loading={saving}
          onClick={() => void submit(limitsOf(draft))}
        >
          {t(m.saveLimit)}
        </Button>
      )}
      {saved ? (
        <Text color="green.700" fontSize="sm" role="status">
          {t(m.saved)}
        </Text>
      ) : null}
      {problem ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {wordsNode(problem)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A limit kind: the check box that turns it on, and its value, editable only while it is on. */
function LimitField(props: {
  kind: LimitKind;
  primary: boolean;
  productName: string;
  readOnly: boolean;
  draft: LimitDraft;
  onDraft: (change: Partial<LimitDraft>) => void;
}) {
  const { formatMessage: t } = useIntl();
  const { toggle, text, label, width } = LIMIT_KINDS[props.kind];
  const on = props.draft[toggle];
  return (
    // Wraps on a phone: the value's box goes under its check box instead of widening the page (issue 30 item 5).
    <HStack gap="2" flexWrap="wrap">
      <Checkbox.Root
        checked={on}
        disabled={props.readOnly}
        onCheckedChange={(e) => props.onDraft({ [toggle]: e.checked === true })}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label minW="28">
          {t(label)}
          {props.primary ? (
            <Text as="span" color="fg.muted" fontSize="xs" fontWeight="normal">
              {' '}
              {t(m.primary)}
            </Text>
          ) : null}
        </Checkbox.Label>
      </Checkbox.Root>
      <Input
        size="sm"
        w={{ base: 'full', sm: width }}
        aria-label={t(m.redeemLimit, { productName: props.productName, text })}
        value={props.draft[text]}
        disabled={!on || props.readOnly}
        onChange={(e) => props.onDraft({ [text]: e.currentTarget.value })}
      />
    </HStack>
  );
}

type Save = (productId: string, limits: RedeemLimits) => Promise<unknown>;
const column = createColumnHelper<CatalogueProduct>();
// The figures as the server gives them ("$1200.50 · 3 redeemed"), not formatted again.
const redeemedText = (product: CatalogueProduct) =>
  wordsNode(said(m.redeemedFigures, { amount: `$${product.redeemedAmount}`, count: String(product.redeemedCount) }));
const columnsFor = (save: Save, readOnly: boolean) => [
  column.accessor('name', {
    header: columnHeader(m.product),
    cell: ({ row: { original } }) => (
      <Stack gap="1">
        <Text fontWeight="600">{original.name}</Text>
        {/* On a phone the figures sit under the name: a third column made the page 682 px wide at 390. */}
        <Text hideFrom="md" color="fg.muted" fontSize="xs">
          {redeemedText(original)}
        </Text>
      </Stack>
    ),
  }),
  column.display({
    id: 'redeemed',
    header: columnHeader(m.redeemed),
    meta: { hideBelow: 'md' },
    cell: ({ row: { original } }) => redeemedText(original),
  }),
  column.display({
    id: 'limit',
    header: columnHeader(m.redeemLimit2),
    cell: ({ row: { original } }) => (
      <LimitEditor product={original} readOnly={readOnly} save={(limits) => save(original.productId, limits)} />
    ),
  }),
];

/**
 * Redeem limits of a lender's products (002 §3 primary/secondary by type, §5 rules): the lender's enrollment step and
 * the admin's redeem limit page share it; `save` calls the realm's endpoint and throws the server's refusal.
 */
export function RedeemLimitTable(props: { products: readonly CatalogueProduct[]; save: Save; readOnly?: boolean }) {
  const { save, readOnly = false } = props;
  const columns = useMemo(() => columnsFor(save, readOnly), [save, readOnly]);
  return (
    <DataTable
      label={m.redeemLimits}
      columns={columns}
      rows={props.products}
      rowKey={(product) => product.productId}
      rowData={(product) => ({ 'data-product': product.name })}
    />
  );
}
