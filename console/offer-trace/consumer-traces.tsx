import { Accordion, Span, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ConsumerTrace } from '../../api/offer-trace.ts';
import { offerTraceConsumerTracesMessages as m } from '../messages/offer-trace-consumer-traces.ts';
import { decisionText, ProductTraceView } from './product-trace-view.tsx';

/** Every product's replayed decision for one consumer, one accordion item each (the admin's consumer lookup). */
export function ConsumerTraces({ trace }: { trace: ConsumerTrace }) {
  const intl = useIntl();
  const { formatMessage: t } = intl;
  if (trace.products.length === 0) return <Text>{t(m.noLenderIsEnrolledIn)}</Text>;
  return (
    <Accordion.Root multiple variant="enclosed" aria-label={t(m.ruleTraces)}>
      {trace.products.map((product) => (
        <Accordion.Item key={product.productId} value={product.productId}>
          <Accordion.ItemTrigger>
            <Stack gap="0" flex="1">
              <Span fontWeight="semibold">{product.productName}</Span>
              <Span color="fg.muted" textStyle="sm">
                {decisionText(product, intl)}
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
