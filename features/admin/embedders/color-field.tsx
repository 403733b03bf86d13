import { Field, HStack, IconButton, Input } from '@chakra-ui/react';
import { LuPipette } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { HEX_COLOR_PATTERN } from '../../../domain/catalog/embedder-theme.ts';
import { ColorSwatch } from '../../../kit/color-swatch.tsx';
import { toaster } from '../../../ui/toaster.tsx';
import { embeddersColorFieldMessages as m } from '../messages/embedders-color-field.ts';

interface EyeDropperResult {
  sRGBHex: string;
}
type EyeDropperConstructor = new () => { open: () => Promise<EyeDropperResult> };

/**
 * Picks a colour from anywhere on screen where the browser has the EyeDropper API (Chromium); else says so, in
 * `unsupported` (001 §8's words, from the catalogue).
 */
async function pickFromScreen(unsupported: string): Promise<string | null> {
  const EyeDropper = (window as unknown as { EyeDropper?: EyeDropperConstructor }).EyeDropper;
  if (!EyeDropper) {
    toaster.create({ type: 'error', title: unsupported });
    return null;
  }
  try {
    return (await new EyeDropper().open()).sRGBHex;
  } catch {
    return null; // the user pressed Escape
  }
}

/** One theme colour: the native picker, the hex text and the eyedropper, kept in step. */
export function ColorField({
  label,
  value,
  onChange,
  invalid,
  helperText,
}: {
  label: string;
  value: string;
  onChange: (hex: string) => void;
  invalid?: string | undefined;
  helperText?: string | undefined;
}) {
  const { formatMessage: t } = useIntl();
  const swatch = HEX_COLOR_PATTERN.test(value) ? value.toLowerCase() : '#000000';
  return (
    <Field.Root invalid={invalid !== undefined}>
      <Field.Label>{label}</Field.Label>
      <HStack gap="2" width="full">
        <ColorSwatch label={t(m.picker, { label })} value={swatch} onChange={onChange} />
        <Input value={value} onChange={(event) => onChange(event.target.value.trim().toUpperCase())} maxLength={7} />
        <IconButton
          variant="outline"
          aria-label={t(m.pickFromTheScreen, { label })}
          onClick={() =>
            void pickFromScreen(t(m.eyeDropperUnsupported)).then((hex) => hex && onChange(hex.toUpperCase()))
          }
        >
          <LuPipette />
        </IconButton>
      </HStack>
      {invalid ? <Field.ErrorText>{invalid}</Field.ErrorText> : null}
      {helperText && !invalid ? <Field.HelperText>{helperText}</Field.HelperText> : null}
    </Field.Root>
  );
}
