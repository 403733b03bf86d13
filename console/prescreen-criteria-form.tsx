import { Box, Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Picker } from '../kit/picker.tsx';
import { prescreenCriteriaFormMessages as m } from './messages/prescreen-criteria-form.ts';

export interface PrescreenCriteriaInput {
  readonly state: string;
  readonly field: string;
  readonly criteria: string;
}

interface Option {
  readonly value: string;
  readonly label: string;
}

/**
 * Criteria on a bureau field for Global or one state, in the criteria grammar (`GTE 640 LT 800`): the state, the
 * field and the criteria text, then Save. The form keeps what is typed; `onSave` receives it.
 */
export function PrescreenCriteriaForm({
  states,
  fields,
  initial,
  pending,
  onSave,
}: {
  states: readonly Option[];
  fields: readonly Option[];
  initial: PrescreenCriteriaInput;
  pending: boolean;
  onSave: (input: PrescreenCriteriaInput) => void;
}) {
  const { formatMessage: t } = useIntl();
  const [input, setInput] = useState(initial);
  const set = (key: keyof PrescreenCriteriaInput) => (value: string) => setInput((now) => ({ ...now, [key]: value }));
  return (
    <Stack
      as="form"
      gap="3"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      bg="bg"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(input);
      }}
    >
      <HStack gap="3" flexWrap="wrap" align="flex-end">
        <Box w={{ base: 'full', sm: '48' }}>
          <Picker label={t(m.state)} value={input.state} options={states} onChange={set('state')} />
        </Box>
        <Box w={{ base: 'full', sm: '56' }}>
          <Picker label={t(m.bureauField)} value={input.field} options={fields} onChange={set('field')} />
        </Box>
        <Field.Root flex="1" minW="48">
          <Field.Label>{t(m.criteria)}</Field.Label>
          <Input
            value={input.criteria}
            placeholder={t(m.gte640Lt800)}
            onChange={(e) => set('criteria')(e.currentTarget.value)}
          />
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={pending}>
          {t(m.saveCriteria)}
        </Button>
      </HStack>
    </Stack>
  );
}
