import { Card, Heading, Text } from '@chakra-ui/react';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../../api/client.ts';
import { lenderCalls } from '../../../api/lender-calls.ts';
import type { CsvTemplateType } from '../../../domain/catalog/csv-templates.ts';
import {
  type CsvColumnLabels,
  CsvImportPanel,
  type CsvImportPanelProps,
  useTemplateColumns,
} from '../../../kit/csv-import-panel.tsx';
import { generalSetupCsvImportSectionMessages as m } from '../messages/general-setup-csv-import-section.ts';

/** Column labels for the preview and row errors, where the header's own words read badly. */
const COLUMN_LABELS: CsvColumnLabels = { zipcode: m.zipCode };

/**
 * A General Setup CSV import, "Import from a CSV file": the kit's import panel with the upload's template (GET
 * /fi/{fiId}/download), refreshing what the import replaced once it is done.
 */
export function CsvImportSection({
  client,
  fiId,
  templateType,
  description,
  refresh,
  ...panel
}: Omit<CsvImportPanelProps, 'columns' | 'onDone'> & {
  client: ApiClient;
  fiId: number;
  templateType: CsvTemplateType;
  description: string;
  /** The query the imported rows show in. */
  refresh: QueryKey;
}) {
  const { formatMessage: t } = useIntl();
  const queryClient = useQueryClient();
  const columns = useTemplateColumns(templateType, COLUMN_LABELS);
  return (
    <Card.Root as="section" aria-labelledby={`${templateType}-import`}>
      <Card.Body gap="4">
        <Heading id={`${templateType}-import`} as="h2" size="md">
          {t(m.importFromACsvFile)}
        </Heading>
        <Text color="fg.muted">{description}</Text>
        <CsvImportPanel
          columns={columns}
          downloadTemplate={() => lenderCalls(client).downloadTemplate(fiId, templateType)}
          onDone={() => void queryClient.invalidateQueries({ queryKey: refresh })}
          {...panel}
        />
      </Card.Body>
    </Card.Root>
  );
}
