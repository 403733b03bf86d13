import { Accordion, Span, Stack, Text } from '@chakra-ui/react';
import type { ConsumerTrace } from '../../api/offer-trace.ts';
import { decisionText, ProductTraceView } from './product-trace-view.tsx';

/** Every product's replayed decision for one consumer, one accordion item each (the admin's consumer lookup). */
export function ConsumerTraces({ trace }: { trace: ConsumerTrace }) {
  if (trace.products.length === 0) return <Text>No lender is enrolled in this consumer’s campaign.</Text>;
  return (
    <Accordion.Root multiple variant="enclosed" aria-label="Rule traces">
      {trace.products.map((product) => (
        <Accordion.Item key={product.productId} value={product.productId}>
          <Accordion.ItemTrigger>
            <Stack gap="0" flex="1">
              <Span fontWeight="semibold">{product.productName}</Span>
              <Span color="fg.muted" textStyle="sm">
                {decisionText(product)}
              </Span>
            </Stack>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody>
              <ProductTraceView trace={product} />
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
