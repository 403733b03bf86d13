import { Button, RadioGroup, Stack } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { CONFIRMATION_WORDS } from '../../../domain/validation/confirmation.ts';
import { useTypedConfirmation } from '../../../kit/typed-confirmation.tsx';
import { useWords, type Words, wordsNode } from '../../../kit/words.ts';
import type { EnrollmentImportEvent, ImportOption } from '../../../machines/enrollment/enrollment-import.ts';
import { enrollmentImportOptionStepMessages as m } from '../messages/enrollment-import-option-step.ts';

const OPTIONS: readonly {
  value: ImportOption;
  label: Words;
  kind?: 'dataReset' | 'blueprint' | 'previousCampaign';
}[] = [
  { value: 'FILE', label: m.importACampaignFileCplx },
  { value: 'SCRATCH', label: m.startFromScratchYourProducts, kind: 'dataReset' },
  { value: 'BLUEPRINT', label: m.startFromTheUcBlueprint, kind: 'blueprint' },
  { value: 'PREVCAMPAIGN', label: m.keepYourPreviousCampaignS, kind: 'previousCampaign' },
];

/** Import option: a campaign file, or (each behind its typed confirmation) scratch, the UC blueprint or the previous campaign. */
export function ImportOptionStep({ send }: { send: (event: EnrollmentImportEvent) => void }) {
  const { formatMessage: t } = useIntl();
  const confirm = useTypedConfirmation();
  const [option, setOption] = useState<ImportOption>('FILE');
  const asked = useRef(false);
  const say = useWords();
  const choose = async () => {
    send({ type: 'option.choose', option });
    const chosen = OPTIONS.find((o) => o.value === option);
    if (!chosen?.kind || asked.current) return;
    asked.current = true;
    const ok = await confirm({ kind: chosen.kind, title: say(chosen.label), confirmLabel: m.apply });
    asked.current = false;
    send(ok ? { type: 'source.confirm', confirmation: CONFIRMATION_WORDS[chosen.kind] } : { type: 'source.cancel' });
  };
  return (
    <Stack gap="3">
      <RadioGroup.Root
        value={option}
        onValueChange={(e) => setOption((e.value ?? 'FILE') as ImportOption)}
        aria-label={t(m.importOption)}
      >
        <Stack gap="2">
          {OPTIONS.map((o) => (
            <RadioGroup.Item key={o.value} value={o.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{wordsNode(o.label)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      <Button alignSelf="flex-start" colorPalette="brand" onClick={() => void choose()}>
        {t(m.continue)}
      </Button>
    </Stack>
  );
}
