import * as v from 'valibot';
import { WIZARD_STEP_IDS, type WizardStep } from '../domain/catalog/product-wizard.ts';
import { confirmationSchema } from '../domain/validation/confirmation.ts';
import { productTemplateSchema } from '../domain/validation/product.ts';
import { areaRights, fiParams } from './console-endpoint.ts';
import { auditTrail, EmptyResponse } from './endpoint.ts';
import { lenderGroup } from './endpoint-group.ts';

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

const products = lenderGroup({ tags: ['lender products'], area: 'products' });
const product = products.within('/products/:productId', ProductParams);
const draft = products.within('/product-drafts/:draftKey', DraftParams);
const draftStep = draft.within('/steps/:step', StepParams);
const template = products.within('/product-templates/:templateId', TemplateParams);

export const listProducts = products({
  method: 'GET',
  path: '/products',
  summary: 'The lender’s products as the product table shows them',
  response: v.array(ProductRow),
});

export const getProduct = product({
  method: 'GET',
  summary: 'One product, as the wizard’s steps',
  response: ProductDraft,
});

export const getProductDraft = draft({
  method: 'GET',
  summary:
    'The wizard draft of a new product (`new`) or of a product (its id); a product without a draft gives its saved steps',
  response: ProductDraft,
});

export const saveProductDraftStep = draftStep({
  method: 'PUT',
  summary: 'Saves one step of the wizard (validated with the domain rules) and marks it complete',
  audit: AUDIT.draft,
  body: v.object({ data: v.unknown() }),
  response: ProductDraft,
});

export const saveProduct = draft({
  method: 'POST',
  path: '/save',
  summary:
    'Save product: validates every step and writes the product, tiers, terms, add-ons, stipulations and disclosures',
  audit: AUDIT.config,
  response: ProductRow,
});

export const CloneBody = v.object({ confirmation: confirmationSchema('cloneProduct') });
export const cloneProduct = product({
  method: 'POST',
  path: '/clone',
  summary: 'Clone product (typed confirmation): the new-product draft becomes a copy of it',
  audit: AUDIT.cloned,
  body: CloneBody,
  response: ProductDraft,
});

/** The typed word (productDeleteConfirmation: NON-LENDING for a deposit product, else CONFIRM); the server checks it. */
export const DeleteProductQuery = v.object({ confirmation: v.optional(v.string(), '') });
export const deleteProduct = product({
  method: 'DELETE',
  summary:
    'Delete a product (typed confirmation in the query; an add-on offered with other products cannot be deleted)',
  audit: AUDIT.deleted,
  query: DeleteProductQuery,
  response: EmptyResponse,
  status: 204,
});

export const listProductTemplates = products({
  method: 'GET',
  path: '/product-templates',
  summary: 'The lender’s product templates',
  response: v.array(ProductTemplate),
});

export const SaveTemplateBody = v.object({
  ...productTemplateSchema.entries,
  draftKey: DraftKey,
});
export const saveProductTemplate = products({
  method: 'POST',
  path: '/product-templates',
  summary: 'Save a fully configured draft as a template',
  permission: PRODUCTS_TEMPLATE,
  audit: AUDIT.templateSaved,
  body: SaveTemplateBody,
  response: ProductTemplate,
  status: 201,
});

export const applyProductTemplate = template({
  method: 'POST',
  path: '/apply',
  summary: 'Start the new-product draft from a template',
  audit: AUDIT.templateApplied,
  response: ProductDraft,
});

export const DeleteTemplateQuery = v.object({ confirmation: confirmationSchema('deleteTemplate') });
export const deleteProductTemplate = template({
  method: 'DELETE',
  summary: 'Delete template (typed confirmation in the query)',
  permission: PRODUCTS_TEMPLATE,
  audit: AUDIT.templateDeleted,
  query: DeleteTemplateQuery,
  response: EmptyResponse,
  status: 204,
});
