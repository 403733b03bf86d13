import { Button, Checkbox, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ApiError } from '../api/client-error.ts';
import type { CatalogueProduct } from '../api/lender-campaigns.ts';
import type { RedeemLimits } from '../domain/validation/redeem-limits.ts';
import { GENERIC_FAILURE } from '../kit/server-issues.ts';

/** One product's redeem limit editor: by amount and/or by count (the primary first), with the server's messages. */
function LimitRow({
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
    <Table.Row data-product={product.name}>
      <Table.Cell fontWeight="600">{product.name}</Table.Cell>
      <Table.Cell>
        ${product.redeemedAmount} · {product.redeemedCount} redeemed
      </Table.Cell>
      <Table.Cell>
        <Stack gap="2">
          {product.primaryLimit === 'AMOUNT' ? [amountField, countField] : [countField, amountField]}
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
      </Table.Cell>
      <Table.Cell>
        {readOnly ? null : (
          <Button size="sm" colorPalette="brand" loading={saving} onClick={() => void submit()}>
            Save limit
          </Button>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * Redeem limits of a lender's products (002 §3 primary/secondary by type, §5 rules): the lender's enrollment step and
 * the admin's redeem limit page share it; `save` calls the realm's endpoint and throws the server's refusal.
 */
export function RedeemLimitTable(props: {
  products: readonly CatalogueProduct[];
  save: (productId: string, limits: RedeemLimits) => Promise<unknown>;
  readOnly?: boolean;
}) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Product</Table.ColumnHeader>
            <Table.ColumnHeader>Redeemed</Table.ColumnHeader>
            <Table.ColumnHeader>Redeem limit</Table.ColumnHeader>
            <Table.ColumnHeader>
              <Text srOnly>Actions</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {props.products.map((product) => (
            <LimitRow
              key={product.productId}
              product={product}
              readOnly={props.readOnly === true}
              save={(limits) => props.save(product.productId, limits)}
            />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
