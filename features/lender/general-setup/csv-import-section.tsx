import { Button, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';
import type { ApiClient } from '../../../api/client.ts';
import { lenderCalls } from '../../../api/lender-calls.ts';
import { CSV_TEMPLATES, type CsvTemplateType } from '../../../domain/catalog/csv-templates.ts';
import { humanizeKey } from '../../../domain/validation/primitives.ts';
import { CsvImportPanel, type CsvImportPanelProps } from '../../../kit/csv-import-panel.tsx';
import { saveTextFile } from '../../../kit/save-file.ts';
import { runWithToasts } from '../../../kit/toasts.ts';

/** Column labels for the preview and row errors, where the header's own words read badly. */
const COLUMN_LABELS: Readonly<Record<string, string>> = { zipcode: 'Zip code' };

/** A General Setup CSV import: the template download (GET /fi/{fiId}/download) above the kit's import panel. */
export function CsvImportSection({
  client,
  fiId,
  templateType,
  title,
  description,
  ...panel
}: Omit<CsvImportPanelProps, 'columns'> & {
  client: ApiClient;
  fiId: number;
  templateType: CsvTemplateType;
  title: string;
  description: string;
}) {
  const columns = CSV_TEMPLATES[templateType].columns.map((key) => ({
    key,
    label: COLUMN_LABELS[key] ?? humanizeKey(key),
  }));
  const download = () =>
    runWithToasts(
      async () => {
        const template = await lenderCalls(client).downloadTemplate(fiId, templateType);
        saveTextFile(template.fileName, template.text, 'text/csv');
      },
      { pending: 'Preparing your download…', success: 'Download ready', error: 'Failed to download' },
    ).catch(() => undefined);
  return (
    <Card.Root as="section" aria-labelledby={`${templateType}-import`}>
      <Card.Body gap="4">
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Heading id={`${templateType}-import`} as="h2" size="md">
            {title}
          </Heading>
          <Button size="sm" variant="outline" onClick={download}>
            <LuDownload aria-hidden="true" /> Download the template
          </Button>
        </HStack>
        <Text color="fg.muted">{description}</Text>
        <CsvImportPanel columns={columns} {...panel} />
      </Card.Body>
    </Card.Root>
  );
}
