import * as v from 'valibot';
import { NOTIFICATION_KINDS } from '../../../domain/catalog/lender.ts';

/** ?type=&productId=: the kind and product whose template is open (loan certificate, all products when absent). */
export const notificationTemplatesSearch = v.object({
  type: v.fallback(v.optional(v.picklist(NOTIFICATION_KINDS)), undefined),
  productId: v.fallback(v.optional(v.string()), undefined),
});
export type NotificationTemplatesSearch = v.InferOutput<typeof notificationTemplatesSearch>;
