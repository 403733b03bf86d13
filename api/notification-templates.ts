import * as v from 'valibot';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '../domain/catalog/lender.ts';
import { ALL_PRODUCTS_ID } from '../domain/notification-templates.ts';
import { notificationTemplateSchema } from '../domain/validation/notification-template.ts';
import { NO_SUCH_PRODUCT } from '../domain/validation/product-faqs.ts';
import { fiParams } from './console-endpoint.ts';
import { auditTrail } from './endpoint.ts';
import { resourceEndpoints } from './endpoint-group.ts';
import { generalSetup } from './general-setup.ts';

export const NO_SUCH_NOTIFICATION_TYPE = 'No such notification type';

/**
 * `{type}`: one of the three kinds; `{productId}`: a product of the lender, or '0' for the lender's template for
 * every product. (A plain string pipe, not a bare picklist: the path must reach the scope check, which answers a
 * foreign lender 403 before the type is judged.)
 */
const TemplateParams = fiParams({
  type: v.pipe(v.string(), v.picklist(NOTIFICATION_KINDS, NO_SUCH_NOTIFICATION_TYPE)),
  productId: v.union([v.literal(ALL_PRODUCTS_ID), v.pipe(v.string(), v.uuid(NO_SUCH_PRODUCT))], NO_SUCH_PRODUCT),
});

/**
 * A notification template as the console edits it. `source` says where the text comes from: this product's own
 * template, the lender's template for all products ('0'), or the platform default for the kind (nothing stored).
 */
export const NotificationTemplate = v.object({
  type: v.picklist(NOTIFICATION_KINDS),
  productId: v.string(),
  emailSubject: v.string(),
  emailBody: v.string(),
  smsMessage: v.nullable(v.string()),
  /** EMAIL, or PDF: the loan certificate attached to the e-mail. */
  channel: v.picklist(NOTIFICATION_CHANNELS),
  source: v.picklist(['product', 'lender', 'default']),
  /** The placeholders this kind allows ({{name}}). */
  placeholders: v.array(v.string()),
  updatedAt: v.nullable(v.string()),
});
export type NotificationTemplate = v.InferOutput<typeof NotificationTemplate>;

export const NOTIFICATION_TEMPLATE_UPDATED = 'NOTIFICATION_TEMPLATE_UPDATED';

const template = generalSetup.within('/notificationTemplates/:type/product/:productId', TemplateParams);
const templateCalls = resourceEndpoints(template, template, {
  row: NotificationTemplate,
  body: notificationTemplateSchema,
  audit: auditTrail('LENDER', 'NOTIFICATION_TEMPLATE', { updated: NOTIFICATION_TEMPLATE_UPDATED }),
});
export const getNotificationTemplate = templateCalls.get(
  'The template of a kind for a product (or 0: all products), falling back to the lender’s, then the default',
);
export const saveNotificationTemplate = templateCalls.save(
  'Store the template of a kind for a product (or 0: all products); unknown placeholders are refused',
);
