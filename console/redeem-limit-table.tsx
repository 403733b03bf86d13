import { Button, Checkbox, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { ApiError } from '../api/client-error.ts';
import type { CatalogueProduct } from '../api/lender-campaigns.ts';
import type { RedeemLimits } from '../domain/validation/redeem-limits.ts';
import { DataTable } from '../kit/data-table.tsx';
import { GENERIC_FAILURE } from '../kit/server-issues.ts';

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
  const [byAmount, setByAmount] = useState(product.redeemLimitAmount !== null);
  const [byCount, setByCount] = useState(product.redeemLimitCount !== null);
  const [amount, setAmount] = useState(product.redeemLimitAmount ?? '');
  const [count, setCount] = useState(product.redeemLimitCount?.toString() ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const submit = async () => {
    setSaving(true);
    setProblem(null);
    setSaved(false);
    try {
      await save({
        byAmount,
        byCount,
        ...(byAmount && amount.trim() ? { amount: amount.trim() } : {}),
        ...(byCount && count.trim() ? { count: Number(count) } : {}),
      });
      setSaved(true);
    } catch (error) {
      setProblem(
        error instanceof ApiError
          ? error.issues.map((issue) => issue.message).join(' ') || error.message
          : GENERIC_FAILURE,
      );
    } finally {
      setSaving(false);
    }
  };
  const amountField = (
    <HStack key="amount" gap="2">
      <Checkbox.Root checked={byAmount} disabled={readOnly} onCheckedChange={(e) => setByAmount(e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>By amount ($)</Checkbox.Label>
      </Checkbox.Root>
      <Input
        size="sm"
        w="32"
        aria-label={`${product.name} redeem limit amount`}
        value={amount}
        disabled={!byAmount || readOnly}
        onChange={(e) => setAmount(e.currentTarget.value)}
      />
    </HStack>
  );
  const countField = (
    <HStack key="count" gap="2">
      <Checkbox.Root checked={byCount} disabled={readOnly} onCheckedChange={(e) => setByCount(e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>By count</Checkbox.Label>
      </Checkbox.Root>
      <Input
        size="sm"
        w="24"
        aria-label={`${product.name} redeem limit count`}
        value={count}
        disabled={!byCount || readOnly}
        onChange={(e) => setCount(e.currentTarget.value)}
      />
    </HStack>
  );
  return (
    <Stack gap="2">
      {product.primaryLimit === 'AMOUNT' ? [amountField, countField] : [countField, amountField]}
      {readOnly ? null : (
        <Button size="sm" colorPalette="brand" alignSelf="flex-start" loading={saving} onClick={() => void submit()}>
          Save limit
        </Button>
      )}
      {saved ? (
        <Text color="green.700" fontSize="sm" role="status">
          Saved
        </Text>
      ) : null}
      {problem ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {problem}
        </Text>
      ) : null}
    </Stack>
  );
}

type Save = (productId: string, limits: RedeemLimits) => Promise<unknown>;
const column = createColumnHelper<CatalogueProduct>();
const columnsFor = (save: Save, readOnly: boolean) => [
  column.accessor('name', { header: 'Product', meta: { cellStyle: { fontWeight: '600' } } }),
  column.display({
    id: 'redeemed',
    header: 'Redeemed',
    cell: ({ row: { original } }) => `$${original.redeemedAmount} · ${original.redeemedCount} redeemed`,
  }),
  column.display({
    id: 'limit',
    header: 'Redeem limit',
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
      label="Redeem limits"
      size="sm"
      columns={columns}
      rows={props.products}
      rowKey={(product) => product.productId}
      rowData={(product) => ({ 'data-product': product.name })}
    />
  );
}
