import * as v from 'valibot';
import { WIZARD_STEP_IDS, type WizardStep } from '../domain/catalog/product-wizard.ts';
import { confirmationSchema } from '../domain/validation/confirmation.ts';
import { productTemplateSchema } from '../domain/validation/product.ts';
import { areaRights, FiParams, fiEndpoint, fiParams } from './console-endpoint.ts';
import { auditTrail, EmptyResponse } from './endpoint.ts';

/** Product configuration rights (domain/permissions.ts area `products`); templates need its `template` name. */
export const { READ: PRODUCTS_READ, WRITE: PRODUCTS_WRITE } = areaRights('products');
export const PRODUCTS_TEMPLATE = { area: 'products', action: 'template' } as const;

/** Audit actions of 002 §3 ("product config/deleted/modified/add-on updated"). */
export const PRODUCT_ACTIONS = {
  draft: 'PRODUCT_CONFIG_DRAFTED',
  config: 'PRODUCT_CONFIG',
  modified: 'PRODUCT_MODIFIED',
  deleted: 'PRODUCT_DELETED',
  cloned: 'PRODUCT_CLONED',
  templateSaved: 'PRODUCT_TEMPLATE_SAVED',
  templateApplied: 'PRODUCT_TEMPLATE_APPLIED',
  templateDeleted: 'PRODUCT_TEMPLATE_DELETED',
} as const;
const AUDIT = auditTrail('CAMPAIGN', 'PRODUCT', PRODUCT_ACTIONS);

/** The product table row (002 §3): terms are the first tier's default term (or its first). */
export const ProductRow = v.object({
  id: v.string(),
  name: v.string(),
  type: v.string(),
  productClass: v.string(),
  option: v.string(),
  rateDiscount: v.nullable(v.string()),
  apr: v.nullable(v.string()),
  limit: v.nullable(v.string()),
  term: v.nullable(v.number()),
  minimum: v.nullable(v.string()),
  isDefault: v.boolean(),
  promoTerm: v.nullable(v.number()),
  promoApr: v.nullable(v.string()),
  promoMinimum: v.nullable(v.string()),
  participating: v.boolean(),
  validationStatus: v.nullable(v.string()),
});
export type ProductRow = v.InferOutput<typeof ProductRow>;

const StepId = v.picklist(WIZARD_STEP_IDS as [WizardStep, ...WizardStep[]], 'No such step');

/** A wizard draft: each step's data, the steps completed, and the product it edits (null: a new product). */
export const ProductDraft = v.object({
  productId: v.nullable(v.string()),
  steps: v.record(v.string(), v.unknown()),
  completed: v.array(StepId),
  updatedAt: v.nullable(v.string()),
});
export type ProductDraft = v.InferOutput<typeof ProductDraft>;

/** `new` (the lender's draft of a new product) or a product id. */
const DraftKey = v.union([v.literal('new'), v.pipe(v.string(), v.uuid('Product not found'))], 'Product not found');
const ProductParams = fiParams({ productId: v.pipe(v.string(), v.uuid('Product not found')) });
const DraftParams = fiParams({ draftKey: DraftKey });
const StepParams = fiParams({ draftKey: DraftKey, step: StepId });
const TemplateParams = fiParams({ templateId: v.pipe(v.string(), v.uuid('Product template missing')) });

export const ProductTemplate = v.object({
  id: v.string(),
  name: v.string(),
  productType: v.string(),
  createdAt: v.string(),
});
export type ProductTemplate = v.InferOutput<typeof ProductTemplate>;

export const listProducts = fiEndpoint({
  method: 'GET',
  path: '/fi/:fiId/products',
  summary: 'The lender’s products as the product table shows them',
  tags: ['lender products'],
  permission: PRODUCTS_READ,
  params: FiParams,
  response: v.array(ProductRow),
});

export const getProduct = fiEndpoint({
  method: 'GET',
  path: '/fi/:fiId/products/:productId',
  summary: 'One product, as the wizard’s steps',
  tags: ['lender products'],
  permission: PRODUCTS_READ,
  params: ProductParams,
  response: ProductDraft,
});

export const getProductDraft = fiEndpoint({
  method: 'GET',
  path: '/fi/:fiId/product-drafts/:draftKey',
  summary:
    'The wizard draft of a new product (`new`) or of a product (its id); a product without a draft gives its saved steps',
  tags: ['lender products'],
  permission: PRODUCTS_READ,
  params: DraftParams,
  response: ProductDraft,
});

export const saveProductDraftStep = fiEndpoint({
  method: 'PUT',
  path: '/fi/:fiId/product-drafts/:draftKey/steps/:step',
  summary: 'Saves one step of the wizard (validated with the domain rules) and marks it complete',
  tags: ['lender products'],
  permission: PRODUCTS_WRITE,
  audit: AUDIT.draft,
  params: StepParams,
  body: v.object({ data: v.unknown() }),
  response: ProductDraft,
});

export const saveProduct = fiEndpoint({
  method: 'POST',
  path: '/fi/:fiId/product-drafts/:draftKey/save',
  summary:
    'Save product: validates every step and writes the product, tiers, terms, add-ons, stipulations and disclosures',
  tags: ['lender products'],
  permission: PRODUCTS_WRITE,
  audit: AUDIT.config,
  params: DraftParams,
  response: ProductRow,
});

export const CloneBody = v.object({ confirmation: confirmationSchema('cloneProduct') });
export const cloneProduct = fiEndpoint({
  method: 'POST',
  path: '/fi/:fiId/products/:productId/clone',
  summary: 'Clone product (typed confirmation): the new-product draft becomes a copy of it',
  tags: ['lender products'],
  permission: PRODUCTS_WRITE,
  audit: AUDIT.cloned,
  params: ProductParams,
  body: CloneBody,
  response: ProductDraft,
});

/** The typed word (productDeleteConfirmation: NON-LENDING for a deposit product, else CONFIRM); the server checks it. */
export const DeleteProductQuery = v.object({ confirmation: v.optional(v.string(), '') });
export const deleteProduct = fiEndpoint({
  method: 'DELETE',
  path: '/fi/:fiId/products/:productId',
  summary:
    'Delete a product (typed confirmation in the query; an add-on offered with other products cannot be deleted)',
  tags: ['lender products'],
  permission: PRODUCTS_WRITE,
  audit: AUDIT.deleted,
  params: ProductParams,
  query: DeleteProductQuery,
  response: EmptyResponse,
  status: 204,
});

export const listProductTemplates = fiEndpoint({
  method: 'GET',
  path: '/fi/:fiId/product-templates',
  summary: 'The lender’s product templates',
  tags: ['lender products'],
  permission: PRODUCTS_READ,
  params: FiParams,
  response: v.array(ProductTemplate),
});

export const SaveTemplateBody = v.object({
  ...productTemplateSchema.entries,
  draftKey: DraftKey,
});
export const saveProductTemplate = fiEndpoint({
  method: 'POST',
  path: '/fi/:fiId/product-templates',
  summary: 'Save a fully configured draft as a template',
  tags: ['lender products'],
  permission: PRODUCTS_TEMPLATE,
  audit: AUDIT.templateSaved,
  params: FiParams,
  body: SaveTemplateBody,
  response: ProductTemplate,
  status: 201,
});

export const applyProductTemplate = fiEndpoint({
  method: 'POST',
  path: '/fi/:fiId/product-templates/:templateId/apply',
  summary: 'Start the new-product draft from a template',
  tags: ['lender products'],
  permission: PRODUCTS_WRITE,
  audit: AUDIT.templateApplied,
  params: TemplateParams,
  response: ProductDraft,
});

export const DeleteTemplateQuery = v.object({ confirmation: confirmationSchema('deleteTemplate') });
export const deleteProductTemplate = fiEndpoint({
  method: 'DELETE',
  path: '/fi/:fiId/product-templates/:templateId',
  summary: 'Delete template (typed confirmation in the query)',
  tags: ['lender products'],
  permission: PRODUCTS_TEMPLATE,
  audit: AUDIT.templateDeleted,
  params: TemplateParams,
  query: DeleteTemplateQuery,
  response: EmptyResponse,
  status: 204,
});
