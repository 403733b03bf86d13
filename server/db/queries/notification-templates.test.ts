import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NotificationKind } from '../../../domain/catalog/lender.ts';
import { ALL_PRODUCTS_ID, type NotificationTemplateText } from '../../../domain/notification-templates.ts';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { fiNotificationTemplates, products } from '../schema/index.ts';
import {
  lockNotificationTemplate,
  resolveNotificationTemplate,
  resolveNotificationTemplateForSender,
  upsertNotificationTemplate,
} from './notification-templates.ts';
import type { FiScope } from './scope.ts';

const t = twoTenantsFixture();
const kind: NotificationKind = 'REDEMPTION_LIMIT_EXCEEDED';

const text = (who: string): NotificationTemplateText => ({
  emailSubject: `${who} subject`,
  emailBody: `${who} body`,
  smsMessage: null,
  channel: 'EMAIL',
});

/** The lender's stored templates of the kind, read straight from the table. */
const rowsOf = (fiId: string) =>
  t.db
    .select()
    .from(fiNotificationTemplates)
    .where(and(eq(fiNotificationTemplates.fiId, fiId), eq(fiNotificationTemplates.kind, kind)))
    .orderBy(fiNotificationTemplates.id);

const productOf = async (lender: FiScope) => {
  const [product] = await t.db.select({ id: products.id }).from(products).where(eq(products.fiId, lender.fiId));
  if (!product) throw new Error('the lender has no product');
  return product.id;
};

describe('notification template queries stay within their lender', () => {
  it('a template one lender writes is neither read, locked nor overwritten by the other', async () => {
    const [summit, harbor] = t.fi;
    const harborBefore = await rowsOf(harbor.fiId);
    const saved = await upsertNotificationTemplate(t.db, summit, {
      kind,
      productId: ALL_PRODUCTS_ID,
      text: text('summit'),
    });
    expect(saved).toMatchObject(text('summit'));
    expect((await rowsOf(summit.fiId)).map((row) => row.id)).toEqual([saved.id]);
    expect(await rowsOf(harbor.fiId)).toEqual(harborBefore);

    // Harbor sees none of summit's, for all products or for one of its own products.
    const harborProduct = await productOf(harbor);
    expect(await resolveNotificationTemplate(t.db, harbor, { kind, productId: ALL_PRODUCTS_ID })).toBeNull();
    expect(await resolveNotificationTemplate(t.db, harbor, { kind, productId: harborProduct })).toBeNull();
    expect(await lockNotificationTemplate(t.db, harbor, { kind, productId: ALL_PRODUCTS_ID })).toBeNull();
    // Summit reads its own, for all products and (lender-wide) for each product.
    const summitProduct = await productOf(summit);
    expect((await resolveNotificationTemplate(t.db, summit, { kind, productId: summitProduct }))?.id).toBe(saved.id);
    expect((await lockNotificationTemplate(t.db, summit, { kind, productId: ALL_PRODUCTS_ID }))?.id).toBe(saved.id);

    // Harbor's own write is a row of its own; summit's stays as it was.
    const theirs = await upsertNotificationTemplate(t.db, harbor, {
      kind,
      productId: ALL_PRODUCTS_ID,
      text: text('harbor'),
    });
    expect(theirs.id).not.toBe(saved.id);
    expect((await rowsOf(summit.fiId)).map((row) => [row.id, row.emailSubject])).toEqual([
      [saved.id, 'summit subject'],
    ]);
    expect((await resolveNotificationTemplate(t.db, harbor, { kind, productId: harborProduct }))?.id).toBe(theirs.id);
    expect((await resolveNotificationTemplate(t.db, summit, { kind, productId: summitProduct }))?.id).toBe(saved.id);
  });

  it('a product’s own template is its lender’s; the sender’s unscoped read names the lender', async () => {
    const [summit, harbor] = t.fi;
    const summitProduct = await productOf(summit);
    const own = await upsertNotificationTemplate(t.db, summit, {
      kind,
      productId: summitProduct,
      text: text('summit product'),
    });
    expect((await resolveNotificationTemplate(t.db, summit, { kind, productId: summitProduct }))?.id).toBe(own.id);
    // Another lender naming summit's product gets its own lender-wide template, never summit's.
    const harborWide = await resolveNotificationTemplate(t.db, harbor, { kind, productId: summitProduct });
    expect(harborWide?.id).not.toBe(own.id);
    expect(harborWide?.productId).toBe(ALL_PRODUCTS_ID);
    expect(await lockNotificationTemplate(t.db, harbor, { kind, productId: summitProduct })).toBeNull();

    const forSender = (fiId: string) =>
      resolveNotificationTemplateForSender(t.db, { fiId, kind, productId: summitProduct });
    expect((await forSender(summit.fiId))?.id).toBe(own.id);
    expect((await forSender(harbor.fiId))?.id).toBe(harborWide?.id);
  });
});
