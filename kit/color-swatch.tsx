import { chakra } from '@chakra-ui/react';

/**
 * The browser's colour picker drawn as a square swatch, beside a colour's hex text box: `value` is a lower-case
 * #rrggbb (the picker takes no other), and a pick is answered in upper case, as the hex boxes store it.
 */
export function ColorSwatch({
  label,
  value,
  onChange,
  disabled,
  onBlur,
}: {
  /** Its accessible name ("Primary colour picker"). */
  readonly label: string;
  readonly value: string;
  readonly onChange: (hex: string) => void;
  readonly disabled?: boolean | undefined;
  readonly onBlur?: (() => void) | undefined;
}) {
  return (
    <chakra.input
      type="color"
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value.toUpperCase())}
      onBlur={onBlur}
      width="10"
      height="10"
      flexShrink="0"
      padding="1"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      bg="bg"
      cursor="pointer"
    />
  );
}
