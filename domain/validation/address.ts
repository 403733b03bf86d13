import * as v from 'valibot';
import { requiredMessage } from './messages.ts';

/**
 * Post-office boxes: "PO Box 12", "P.O. Box", "POB 5", "Post Office Box", "Box 44", "P O Drawer"...
 * Word boundaries keep "Boxwood Lane", "Polo Drive" and "Post Office Road" out.
 */
export const PO_BOX_PATTERN =
  /\b(?:p\.?\s*o\.?\s*(?:box|drawer|b\.?)\b|post\s*office\s*(?:box|drawer)\b|pob\b|box\s*#?\s*\d+)/i;

export const isPoBox = (street: string): boolean => PO_BOX_PATTERN.test(street);

export const PO_BOX_MESSAGE = 'PO boxes are not accepted; enter a street address';

/** A street line; PO boxes are refused unless the workflow accepts them (the relax flag). */
export const streetSchema = (options: { readonly poBoxAccepted?: boolean } = {}) =>
  v.pipe(
    v.string(requiredMessage('Street address')),
    v.trim(),
    v.minLength(1, requiredMessage('Street address')),
    v.check((street) => options.poBoxAccepted === true || !isPoBox(street), PO_BOX_MESSAGE),
  );
