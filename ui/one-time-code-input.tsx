import { HStack, Input } from '@chakra-ui/react';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { oneTimeCodeInputMessages as m } from './messages/one-time-code-input.ts';
import { applyCodeInput, CODE_LENGTH } from './one-time-code.ts';

/** Six single-digit boxes for an authenticator code; typing advances, Backspace goes back, paste fills. */
export function OneTimeCodeInput({
  digits,
  onChange,
  invalid,
  disabled,
  label,
  digitLabel,
}: {
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  invalid?: boolean;
  disabled?: boolean;
  /** The group's spoken name (the consumer's texted passcode uses the same boxes). */
  label?: string;
  /** Each box's spoken name, for a page in another language. */
  digitLabel?: (digit: number) => string;
}) {
  const { formatMessage: t } = useIntl();
  const groupLabel = label ?? t(m.authenticationCode);
  const boxLabel = digitLabel ?? ((digit: number) => t(m.digit, { digit }));
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const write = (index: number, text: string) => {
    const result = applyCodeInput(digits, index, text);
    onChange(result.digits);
    if (text !== '') refs.current[result.focus]?.focus();
  };
  return (
    <HStack gap={{ base: '1.5', sm: '2' }} role="group" aria-label={groupLabel}>
      {Array.from({ length: CODE_LENGTH }, (_, index) => (
        <Input
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positional and never reorder.
          key={index}
          ref={(el) => {
            refs.current[index] = el;
          }}
          aria-label={boxLabel(index + 1)}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={index === 0 ? CODE_LENGTH : 1}
          value={digits[index] ?? ''}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          textAlign="center"
          fontSize="xl"
          fontWeight="600"
          h={{ base: '12', sm: '14' }}
          w={{ base: '10', sm: '12' }}
          px="0"
          onChange={(event) => write(index, event.target.value.slice(-CODE_LENGTH))}
          onPaste={(event) => {
            event.preventDefault();
            write(index, event.clipboardData.getData('text'));
          }}
          onKeyDown={(event) => {
            if (event.key === 'Backspace' && (digits[index] ?? '') === '' && index > 0) {
              refs.current[index - 1]?.focus();
            }
          }}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </HStack>
  );
}
