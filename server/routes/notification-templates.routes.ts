import type { Hono } from 'hono';
import {
  getNotificationTemplate,
  type NotificationTemplate,
  saveNotificationTemplate,
} from '../../api/notification-templates.ts';
import { NOTIFICATION_KIND_LABELS, type NotificationKind } from '../../domain/catalog/lender.ts';
import {
  ALL_PRODUCTS_ID,
  DEFAULT_NOTIFICATION_TEMPLATES,
  NOTIFICATION_PLACEHOLDERS,
} from '../../domain/notification-templates.ts';
import { templateChannelIssues, templatePlaceholderIssues } from '../../domain/validation/notification-template.ts';
import { NO_SUCH_PRODUCT } from '../../domain/validation/product-faqs.ts';
import type { Executor } from '../db/pool.ts';
import { findLenderProduct, type LenderProduct } from '../db/queries/lender-products.ts';
import {
  lockNotificationTemplate,
  resolveNotificationTemplate,
  type StoredNotificationTemplate,
  upsertNotificationTemplate,
} from '../db/queries/notification-templates.ts';
import type { FiScope } from '../db/queries/scope.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { scopedRoute } from '../http/register.ts';

/** The product the path names, or null for '0' (all products); another lender's product is a 404. */
async function productOfPath(db: Executor, scope: FiScope, productId: string): Promise<LenderProduct | null> {
  if (productId === ALL_PRODUCTS_ID) return null;
  const product = await findLenderProduct(db, scope, { productId });
  if (!product) throw notFound(NO_SUCH_PRODUCT);
  return product;
}

function toTemplate(
  kind: NotificationKind,
  productId: string,
  stored: StoredNotificationTemplate | null,
): NotificationTemplate {
  const text = stored ?? DEFAULT_NOTIFICATION_TEMPLATES[kind];
  return {
    type: kind,
    productId,
    emailSubject: text.emailSubject,
    emailBody: text.emailBody,
    smsMessage: text.smsMessage,
    channel: text.channel,
    source: !stored ? 'default' : stored.productId === ALL_PRODUCTS_ID ? 'lender' : 'product',
    placeholders: [...NOTIFICATION_PLACEHOLDERS[kind]],
    updatedAt: stored ? stored.updatedAt.toISOString() : null,
  };
}

/** 002 §7 GET and POST /fi/{fiId}/notificationTemplates/{type}/product/{productId}. */
export function registerNotificationTemplateRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, getNotificationTemplate, async ({ params, scope, db }) => {
    await productOfPath(db, scope, params.productId);
    const stored = await resolveNotificationTemplate(db, scope, { kind: params.type, productId: params.productId });
    return toTemplate(params.type, params.productId, stored);
  });

  scopedRoute(app, saveNotificationTemplate, async ({ params, body, scope, db, audit }) => {
    const issues = [
      ...templatePlaceholderIssues(params.type, body),
      ...templateChannelIssues(params.type, body.channel),
    ];
    if (issues.length > 0) {
      throw new ApiError(400, 'VALIDATION_FAILED', issues.map((issue) => issue.message).join('; '), issues);
    }
    const product = await productOfPath(db, scope, params.productId);
    const key = { kind: params.type, productId: params.productId };
    const before = await lockNotificationTemplate(db, scope, key);
    // A body without a channel keeps the stored one (a new template takes the kind's default).
    const channel = body.channel ?? before?.channel ?? DEFAULT_NOTIFICATION_TEMPLATES[params.type].channel;
    const after = await upsertNotificationTemplate(db, scope, { ...key, text: { ...body, channel } });
    const text = ({ emailSubject, emailBody, smsMessage, channel }: StoredNotificationTemplate) => ({
      emailSubject,
      emailBody,
      smsMessage,
      channel,
    });
    audit.record({
      entityId: after.id,
      entityName: `${NOTIFICATION_KIND_LABELS[params.type]} — ${product?.name ?? 'All products'}`,
      oldValue: before ? text(before) : null,
      newValue: text(after),
    });
    return toTemplate(params.type, params.productId, after);
  });
}
