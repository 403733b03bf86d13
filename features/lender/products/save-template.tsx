import { Box, Button, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../../api/client.ts';
import { listProductTemplates, saveProductTemplate } from '../../../api/products.ts';
import { endpointKey } from '../../../api/query-options.ts';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { FormField } from '../../../ui/form-field.tsx';
import { productsSaveTemplateMessages as m } from '../messages/products-save-template.ts';

/** Summary's "Save as template" (a fully configured draft only; the server says so otherwise). */
export function SaveTemplate({ client, fiId, draftKey }: { client: ApiClient; fiId: number; draftKey: string }) {
  const { formatMessage: t } = useIntl();
  const [templateName, setTemplateName] = useState('');
  const save = useConfigMutation({
    mutationFn: () => client.call(saveProductTemplate, { params: { fiId }, body: { templateName, draftKey } }),
    toasts: { pending: m.savingTheTemplate, success: m.templateSaved, error: m.couldNotSaveTheTemplate },
    invalidate: [endpointKey(listProductTemplates, { fiId })],
  });
  return (
    <Box borderTopWidth="1px" pt="4">
      <FormField label={t(m.templateName)}>
        <Input value={templateName} onChange={(e) => setTemplateName(e.currentTarget.value)} />
      </FormField>
      <Button mt="2" variant="outline" loading={save.isPending} onClick={() => save.mutate()}>
        {t(m.saveAsTemplate)}
      </Button>
    </Box>
  );
}
