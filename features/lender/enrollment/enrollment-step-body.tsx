import { Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../../api/client.ts';
import { type CatalogueProduct, setRedeemLimit } from '../../../api/lender-campaigns.ts';
import { RedeemLimitTable } from '../../../console/redeem-limit-table.tsx';
import type { EnrollmentImportContext, EnrollmentImportEvent } from '../../../machines/enrollment/enrollment-import.ts';
import { FileDrop } from '../../../ui/file-drop.tsx';
import { enrollmentEnrollmentStepBodyMessages as m } from '../messages/enrollment-enrollment-step-body.ts';
import { CampaignFileErrors } from './campaign-file-errors.tsx';
import { catalogueKey } from './campaign-queries.ts';
import { DisclosuresStep } from './disclosures-step.tsx';
import { EnrollmentProducts } from './enrollment-products.tsx';
import { ImportOptionStep } from './import-option-step.tsx';

interface BodyProps {
  client: ApiClient;
  fiId: number;
  state: string;
  context: EnrollmentImportContext;
  products: readonly CatalogueProduct[];
  send: (event: EnrollmentImportEvent) => void;
}

/** What each enrollment step shows (its buttons are the stepper's). */
export function EnrollmentStepBody({ client, fiId, state, context, products, send }: BodyProps) {
  const { formatMessage: t } = useIntl();
  const queryClient = useQueryClient();
  const file = context.campaignFile;
  switch (state) {
    case 'importOption':
    case 'confirmSource':
      return <ImportOptionStep send={send} />;
    case 'selectFile':
      return (
        <FileDrop
          label={t(m.campaignFile)}
          accept={['.json', '.cplx']}
          file={context.file}
          hint={t(m.jsonOrCplxUpTo)}
          errorText={context.fileError}
          onFile={(chosen) => send({ type: 'file.choose', file: chosen })}
        />
      );
    case 'productConfiguration':
      return file ? (
        <Text>
          {t(m.readProductValidateItTo, {
            name: context.file?.name,
            productCount: file.productCount,
            value: file.productCount === 1 ? '' : 's',
          })}
        </Text>
      ) : null;
    case 'validationResults':
      return file ? <CampaignFileErrors file={file} /> : null;
    case 'uploadDisclosures':
      return <DisclosuresStep client={client} fiId={fiId} products={products} />;
    case 'redeemLimits':
      return (
        <RedeemLimitTable
          products={products.filter((p) => p.status === 'active')}
          save={async (productId, limits) => {
            await client.call(setRedeemLimit, { params: { fiId, productId }, body: limits });
            await queryClient.invalidateQueries({ queryKey: catalogueKey(fiId) });
          }}
        />
      );
    case 'configureProducts':
      return <EnrollmentProducts products={products} />;
    default:
      return null;
  }
}
