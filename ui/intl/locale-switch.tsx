import { Button, HStack } from '@chakra-ui/react';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../domain/i18n/locales.ts';

/**
 * The visible language switch (English / Español): each name in its own language and marked with its language, so
 * a reader (and a screen reader) finds theirs whatever the page is in.
 */
export function LocaleSwitch({
  locale,
  onChange,
  label,
}: {
  locale: Locale;
  onChange: (locale: Locale) => void;
  /** The group's accessible name, in the page's language. */
  label: string;
}) {
  return (
    <HStack gap="1" role="group" aria-label={label}>
      {LOCALES.map((option) => (
        <Button
          key={option}
          size="xs"
          variant={option === locale ? 'subtle' : 'ghost'}
          colorPalette="brand"
          lang={option}
          aria-pressed={option === locale}
          onClick={() => onChange(option)}
        >
          {LOCALE_NAMES[option]}
        </Button>
      ))}
    </HStack>
  );
}
