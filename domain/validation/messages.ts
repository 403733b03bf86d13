/** Generic form messages in the seed's shape (002 §5: "label is required; enter a valid label"). */
export const requiredMessage = (label: string): string => `${label} is required`;
export const invalidMessage = (label: string): string => `Enter a valid ${label}`;
export const INVALID_INPUT_TYPE = 'Invalid Input Type';
