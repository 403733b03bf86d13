import { Alert, Button, Stack } from '@chakra-ui/react';
import { Link, useLocation } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { stepLabel } from '../../../domain/catalog/product-wizard.ts';
import type { ParamPageProps } from '../../../kit/console-page.ts';
import { LoadGate } from '../../../kit/load-gate.tsx';
import { withoutBlanks } from '../../../kit/object-fields.tsx';
import { StatechartStepper } from '../../../kit/statechart-stepper.tsx';
import { wizardView } from '../../../machines/product/product-wizard.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { productsProductWizardPageMessages as m } from '../messages/products-product-wizard-page.ts';
import { PRODUCT_LOAD_FAILURE } from './product-queries.ts';
import { SaveTemplate } from './save-template.tsx';
import { StepPanel } from './step-panel.tsx';
import { useProductWizard } from './use-product-wizard.ts';

/** Where the wizard was opened from: the enrollment page's product list. */
export const PRODUCTS_PAGE = '/lender/console/campaign/upcoming/enrollment';

/** The saved product's page: what happens next, and the way back to the products (it used to end here). */
export function ProductSaved() {
  const { formatMessage: t } = useIntl();
  return (
    <Stack gap="4" align="flex-start">
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Title>{t(m.productSavedItIsOffered)}</Alert.Title>
      </Alert.Root>
      <Button asChild colorPalette="brand">
        <Link to={PRODUCTS_PAGE}>{t(m.backToProducts)}</Link>
      </Button>
    </Stack>
  );
}

type Props = ParamPageProps<{ productId?: string }>;

/** lender/console/campaign/upcoming/enrollment/product/new and …/product/{productId}: the nine-step product wizard. */
export function ProductWizardPage({ client, fiId = 0, params }: Props) {
  const { formatMessage: t } = useIntl();
  const draftKey = params.productId ?? 'new';
  // The anchor the page opened at (a reload, a bookmark); from then on the wizard's machine keeps it.
  const anchor = useLocation({ select: (location) => location.hash });
  const { actor, snapshot, value, setValue } = useProductWizard(client, fiId, draftKey, anchor);
  const { context } = snapshot;
  const view = wizardView(context);
  const title = t(draftKey === 'new' ? m.newProduct : m.editProduct);
  const summary = context.current === 'summary';
  const saved = snapshot.matches('saved');
  return (
    <LoadGate
      loading={snapshot.matches('loading')}
      failed={snapshot.matches('loadFailed')}
      message={PRODUCT_LOAD_FAILURE}
      onRetry={() => actor.send({ type: 'wizard.retry' })}
    >
      <PageHeader title={saved ? title : `${title}: ${stepLabel(context.current)}`} />
      {saved ? (
        <ProductSaved />
      ) : (
        <StatechartStepper
          label={t(m.productWizardSteps)}
          steps={view.steps.map((s) => ({ ...s, id: s.step, label: stepLabel(s.step) }))}
          current={context.current}
          failure={context.failure}
          busy={snapshot.hasTag('busy')}
          previous={
            view.hasPrevious
              ? { onClick: () => actor.send({ type: 'wizard.previous' }), disabled: !snapshot.matches('editing') }
              : undefined
          }
          next={{
            label: summary ? m.saveProduct : m.next,
            onClick: () =>
              actor.send(summary ? { type: 'wizard.save' } : { type: 'wizard.next', data: withoutBlanks(value) }),
          }}
        >
          <StepPanel
            {...{ client, fiId, value, step: context.current, steps: context.draft.steps, onChange: setValue }}
            errors={Object.fromEntries(context.issues.map((issue) => [issue.path ?? '', issue.message]))}
            productId={context.draft.productId}
          />
          {summary ? <SaveTemplate client={client} fiId={fiId} draftKey={draftKey} /> : null}
        </StatechartStepper>
      )}
    </LoadGate>
  );
}
