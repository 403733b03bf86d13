import type { Hono } from 'hono';
import { imageSize } from 'image-size';
import * as v from 'valibot';
import type { ProductDraft } from '../../api/products.ts';
import * as api from '../../api/products.ts';
import { MAX_PRODUCT_NAME_LENGTH, REQUIRED_IMAGE_SIZE } from '../../domain/catalog/limits.ts';
import { isLendingType } from '../../domain/catalog/product-rules.ts';
import { isReachable, type WizardStep, wizardSteps } from '../../domain/catalog/product-wizard.ts';
import type { ProductType } from '../../domain/catalog/products.ts';
import {
  CONFIRMATION_WORDS,
  confirmationMessage,
  confirmationSchema,
  productDeleteConfirmation,
} from '../../domain/validation/confirmation.ts';
import { conflictsWithExisting } from '../../domain/validation/product.ts';
import {
  type DraftSteps,
  draftProfile,
  hasTierWithoutTerms,
  type StepIssue,
  validateDraft,
  validateStep,
  WIZARD_MESSAGES,
} from '../../domain/validation/product-wizard.ts';
import { UPLOAD_MESSAGES } from '../../domain/validation/upload.ts';
import type { Executor } from '../db/pool.ts';
import { deleteProductRow, redeemedOf } from '../db/queries/product-records.ts';
import {
  addOnAssociations,
  addOnProductIds,
  deleteTemplateRow,
  draftView,
  dropDraft,
  findDraft,
  findProduct,
  findTemplate,
  insertTemplate,
  listTemplates,
  productInUse,
  productRow,
  productSteps,
  productTable,
  stepsBeforeSummary,
  storeDraft,
  typeAndClassOfLender,
  writeProduct,
} from '../db/queries/product-wizard.ts';
import type { FiScope } from '../db/queries/scope.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { type ScopedHandler, scopedRoute } from '../http/register.ts';
import { savedValidationStatus } from '../products/product-validation.ts';

const productNotFound = () => notFound(WIZARD_MESSAGES.productNotFound);
const templateMissing = () => notFound(WIZARD_MESSAGES.templateMissing);
const refused = (message: string, issues?: StepIssue[]) =>
  new ApiError(400, 'VALIDATION_FAILED', message, issues ? [...issues] : undefined);
const PRODUCT_IN_USE = 'This product has offers or redemptions: make it inactive instead of deleting it';

/** The typed word of a product's deletion (NON-LENDING for a deposit product, else CONFIRM), checked here too. */
function checkDeleteWord(type: ProductType, typed: string): void {
  const kind = productDeleteConfirmation(isLendingType(type));
  if (!v.is(confirmationSchema(kind), typed)) {
    const message = confirmationMessage(CONFIRMATION_WORDS[kind]);
    throw refused(message, [{ path: 'confirmation', message }]);
  }
}

/** Refuses a product whose type and class another product of the lender has (one per slot), naming `path`. */
async function refuseTakenSlot(
  db: Executor,
  scope: FiScope,
  slot: { productId: string | null | undefined; type: ProductType; productClass: string },
  path: string,
) {
  const existing = await typeAndClassOfLender(db, scope);
  const candidate = {
    ...(slot.productId ? { id: slot.productId } : {}),
    type: slot.type,
    productClass: slot.productClass,
  };
  if (conflictsWithExisting(existing, candidate)) {
    throw refused(WIZARD_MESSAGES.duplicate, [{ path, message: WIZARD_MESSAGES.duplicate }]);
  }
}

/** The draft key as the product it names (null: the new-product draft); 404 for another lender's or no product. */
async function productOfKey(db: Executor, scope: FiScope, key: string) {
  if (key === 'new') return null;
  return await orFail(findProduct(db, scope, { productId: key }), productNotFound);
}

async function loadDraft(db: Executor, scope: FiScope, key: string): Promise<ProductDraft> {
  const product = await productOfKey(db, scope, key);
  const row = await findDraft(db, scope, { productId: product?.id ?? null });
  return draftView(row, product?.id ?? null, product ? await productSteps(db, product) : undefined);
}

/** The image of a card or checking account, measured from its bytes (002 §5: 1008 x 645). */
function imageIssues(data: unknown): StepIssue[] {
  const image = (data as { image?: { dataUrl?: unknown } } | null)?.image;
  if (typeof image?.dataUrl !== 'string') return [];
  const match = /^data:image\/[a-z+.-]+;base64,(.+)$/i.exec(image.dataUrl);
  try {
    const size = match?.[1] ? imageSize(Buffer.from(match[1], 'base64')) : null;
    if (size?.width === REQUIRED_IMAGE_SIZE.width && size.height === REQUIRED_IMAGE_SIZE.height) return [];
  } catch {
    // not an image: refused below
  }
  return [{ path: 'image', message: UPLOAD_MESSAGES.imageSize }];
}

async function orFail<T>(found: Promise<T | null>, failure: () => ApiError): Promise<T> {
  const value = await found;
  if (value === null) throw failure();
  return value;
}

const messageOf = (issues: readonly StepIssue[]) => issues[0]?.message ?? 'Invalid input';

/** One wizard step's data: checked against the steps before it, a new type or option resets what follows. */
const saveDraftStep: ScopedHandler<typeof api.saveProductDraftStep> = async (input) => {
  const { params, body, scope, db, audit } = input;
  const before = await loadDraft(db, scope, params.draftKey);
  const step = params.step as WizardStep;
  const steps: DraftSteps = { ...(before.steps as DraftSteps), [step]: body.data };
  const profile = draftProfile(steps);
  const active = wizardSteps(profile);
  const previousProfile = draftProfile(before.steps as DraftSteps);
  // A new type or option changes what the later steps ask: they must be gone through again.
  const reset =
    step === 'productDetails' && (profile.type !== previousProfile.type || profile.option !== previousProfile.option);
  const completed = (reset ? [] : before.completed).filter((done) => active.includes(done));
  if (step === 'summary' || !isReachable(active, completed, step)) throw refused(WIZARD_MESSAGES.stepNotReached);
  const productId = before.productId;
  const issues = validateStep(step, body.data, {
    type: profile.type,
    addOnIds: await addOnProductIds(db, scope, productId ? { except: productId } : {}),
    ...(productId ? { redeemed: await redeemedOf(db, scope, { productId }) } : {}),
  });
  if (step === 'configureProducts' && issues.every((issue) => issue.path !== 'image'))
    issues.push(...imageIssues(body.data));
  if (issues.length > 0) throw refused(messageOf(issues), issues);
  if (step === 'productDetails' && profile.type) {
    const details = body.data as { productClass: string };
    await refuseTakenSlot(
      db,
      scope,
      { productId, type: profile.type, productClass: details.productClass },
      'productClass',
    );
  }
  const after = await storeDraft(db, scope, {
    productId,
    steps,
    completed: [...new Set([...completed, step])],
  });
  audit.record({
    entityId: productId,
    entityName: `Product draft: ${step}`,
    oldValue: before.steps[step] ?? null,
    newValue: body.data ?? null,
  });
  return after;
};

/** The draft as the lender's product: every step valid, one product per type and class, add-ons resolved by name. */
const saveProduct: ScopedHandler<typeof api.saveProduct> = async ({ params, scope, db, audit }) => {
  const draft = await loadDraft(db, scope, params.draftKey);
  const steps = draft.steps as DraftSteps;
  const productId = draft.productId;
  if (Object.keys(steps).length === 0) throw productNotFound();
  if (hasTierWithoutTerms(steps)) throw refused(WIZARD_MESSAGES.missingTierTerms);
  const addOnIds = await addOnProductIds(db, scope, productId ? { except: productId } : {});
  const byStep = validateDraft(steps, {
    addOnIds,
    ...(productId ? { redeemed: await redeemedOf(db, scope, { productId }) } : {}),
  });
  const issues = Object.entries(byStep).flatMap(([step, list]) =>
    (list ?? []).map((issue) => ({ path: issue.path ? `${step}.${issue.path}` : step, message: issue.message })),
  );
  if (issues.length > 0) throw refused(`${WIZARD_MESSAGES.notConfigured}: ${messageOf(issues)}`, issues);
  const profile = draftProfile(steps);
  const details = steps.productDetails as { productClass: string };
  if (!profile.type || !profile.option) throw refused(WIZARD_MESSAGES.notConfigured);
  const slot = { productId, type: profile.type, productClass: details.productClass };
  await refuseTakenSlot(db, scope, slot, 'productDetails.productClass');
  const before = productId ? await findProduct(db, scope, { productId, lock: true }) : null;
  if (productId && !before) throw productNotFound();
  if (before && before.productOption !== 'STANDALONE' && profile.option === 'STANDALONE') {
    if ((await addOnAssociations(db, scope, { productId: before.id })).length > 0)
      throw refused(WIZARD_MESSAGES.addOnInUse);
  }
  const names = new Map(
    (await Promise.all(addOnIds.map((id) => findProduct(db, scope, { productId: id })))).flatMap((row) =>
      row ? [[row.id, { name: row.name, type: row.productType }] as const] : [],
    ),
  );
  const oldSteps = before ? await productSteps(db, before) : null;
  const validationStatus = savedValidationStatus(before?.validationStatus ?? null, {
    revising: before !== null,
    rulesParse: (byStep.productRules ?? []).length === 0,
    issues: issues.length,
    participating: before?.status !== 'inactive',
  });
  const saved = await writeProduct(db, scope, { productId, steps, addOnNames: names, validationStatus });
  await dropDraft(db, scope, { productId });
  audit.record({ entityId: saved.id, entityName: saved.name, oldValue: oldSteps, newValue: steps });
  return productRow(db, saved);
};

/** A lender's product templates: list, save a finished draft as one, start a draft from one, delete. */
function registerProductTemplateRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, api.listProductTemplates, async ({ scope, db }) => listTemplates(db, scope));
  scopedRoute(app, api.saveProductTemplate, async ({ body, scope, db, audit }) => {
    const draft = await loadDraft(db, scope, body.draftKey);
    const steps = draft.steps as DraftSteps;
    const profile = draftProfile(steps);
    const complete = stepsBeforeSummary(steps).every((step) => draft.completed.includes(step));
    const problems = validateDraft(steps);
    if (!profile.type || !complete || Object.keys(problems).length > 0) throw refused(WIZARD_MESSAGES.notConfigured);
    const template = await insertTemplate(db, scope, {
      name: body.templateName.trim(),
      productType: profile.type,
      steps,
    });
    audit.record({
      entityId: template.id,
      entityName: template.name,
      oldValue: null,
      newValue: { ...template, steps },
    });
    return template;
  });
  scopedRoute(app, api.applyProductTemplate, async ({ params, scope, db, audit }) => {
    const template = await orFail(findTemplate(db, scope, { templateId: params.templateId }), templateMissing);
    const steps = template.steps as DraftSteps;
    const before = await findDraft(db, scope, { productId: null });
    const completed = stepsBeforeSummary(steps).filter((step) => step !== 'productDetails');
    const draft = await storeDraft(db, scope, { productId: null, steps, completed });
    audit.record({
      entityId: template.id,
      entityName: template.name,
      oldValue: before?.steps ?? null,
      newValue: steps,
    });
    return draft;
  });
  scopedRoute(app, api.deleteProductTemplate, async ({ params, scope, db, audit }) => {
    const removed = await orFail(deleteTemplateRow(db, scope, { templateId: params.templateId }), templateMissing);
    audit.record({ entityId: removed.id, entityName: removed.name, oldValue: removed, newValue: null });
    return {};
  });
}

/** The product wizard's calls (002 §2, §3, §5): drafts per step, save, clone, delete, templates. */
export function registerProductRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, api.listProducts, async ({ scope, db }) => productTable(db, scope));

  scopedRoute(app, api.getProduct, async ({ params, scope, db }) => {
    const product = await orFail(findProduct(db, scope, { productId: params.productId }), productNotFound);
    const steps = await productSteps(db, product);
    return draftView(null, product.id, steps);
  });

  scopedRoute(app, api.getProductDraft, async ({ params, scope, db }) => loadDraft(db, scope, params.draftKey));

  scopedRoute(app, api.saveProductDraftStep, saveDraftStep);

  scopedRoute(app, api.saveProduct, saveProduct);

  scopedRoute(app, api.cloneProduct, async ({ params, scope, db, audit }) => {
    const product = await orFail(findProduct(db, scope, { productId: params.productId }), productNotFound);
    const steps = await productSteps(db, product);
    const details = steps.productDetails as { name: string };
    steps.productDetails = { ...details, name: `Copy of ${details.name}`.slice(0, MAX_PRODUCT_NAME_LENGTH) };
    const before = await findDraft(db, scope, { productId: null });
    // Define product must be gone through again: a copy needs its own class (one product per type and class).
    const completed = stepsBeforeSummary(steps).filter((step) => step !== 'productDetails');
    const draft = await storeDraft(db, scope, { productId: null, steps, completed });
    audit.record({ entityId: product.id, entityName: product.name, oldValue: before?.steps ?? null, newValue: steps });
    return draft;
  });

  scopedRoute(app, api.deleteProduct, async ({ params, query, scope, db, audit }) => {
    const product = await orFail(findProduct(db, scope, { productId: params.productId, lock: true }), productNotFound);
    checkDeleteWord(product.productType as ProductType, query.confirmation);
    if ((await addOnAssociations(db, scope, { productId: product.id })).length > 0)
      throw refused(WIZARD_MESSAGES.addOnInUse);
    if (await productInUse(db, product.id)) throw refused(PRODUCT_IN_USE);
    const old = await productSteps(db, product);
    await deleteProductRow(db, scope, { id: product.id });
    audit.record({ entityId: product.id, entityName: product.name, oldValue: old, newValue: null });
    return {};
  });

  registerProductTemplateRoutes(app);
}
