import * as v from 'valibot';
import { HEX_COLOR_PATTERN, THEME_COLOR_LABELS, THEME_COLORS, type ThemeColor } from '../catalog/embedder-theme.ts';
import { DASHBOARD_ID_LENGTH } from '../catalog/limits.ts';
import { PRODUCT_TYPES } from '../catalog/products.ts';
import { CAMPAIGN_MESSAGES } from './campaign.ts';
import { WEB_ADDRESS_PATTERN } from './contact.ts';
import { invalidMessage, requiredMessage } from './messages.ts';
import { formObject, nonBlank } from './primitives.ts';

export const EMBEDDER_MESSAGES = {
  code: 'Embedder ID may use lower-case letters, digits and dashes',
  codeTaken: 'This embedder ID is already in use',
  domain: 'Enter a valid Custom domain',
  webAddress: 'Web address must start with http:// or https://',
  color: 'Enter a colour as #RRGGBB',
  duplicate: 'Each entry may be listed only once',
  unknownLender: 'No such financial institution',
} as const;

/** Optional text: blank becomes null, so a cleared field clears the value. */
const optional = <S extends v.GenericSchema<string, string>>(schema: S) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.transform((text): string | null => (text === '' ? null : text)),
        v.nullable(schema),
      ),
    ),
    null,
  );

const webAddress = v.pipe(v.string(), v.trim(), v.regex(WEB_ADDRESS_PATTERN, EMBEDDER_MESSAGES.webAddress));

/** 002 §3 Embedder: the profile an admin edits (theme, blocklist, settings and approved products have their own). */
export const embedderSchema = formObject(
  {
    name: v.pipe(nonBlank('Name'), v.trim(), v.maxLength(120, invalidMessage('Name'))),
    code: v.pipe(
      nonBlank('Embedder ID'),
      v.trim(),
      v.toLowerCase(),
      v.regex(/^[a-z0-9][a-z0-9-]{1,62}$/, EMBEDDER_MESSAGES.code),
    ),
    customDomain: optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.toLowerCase(),
        v.regex(/^(https?:\/\/)?([a-z0-9-]+\.)+[a-z]{2,}(:\d{1,5})?$/, EMBEDDER_MESSAGES.domain),
      ),
    ),
    // 002 §5: exactly 36 characters (a dashboard's UUID).
    reportsDashboardId: optional(
      v.pipe(v.string(), v.trim(), v.length(DASHBOARD_ID_LENGTH, CAMPAIGN_MESSAGES.dashboardId)),
    ),
    logoUrl: optional(webAddress),
    faviconUrl: optional(webAddress),
    exitRedirectUrl: optional(webAddress),
    exitButtonLabel: optional(v.pipe(v.string(), v.trim(), v.maxLength(40, invalidMessage('Exit button label')))),
    forceNewDocumentVerificationSession: v.optional(v.boolean(), false),
    prioritizeLocalLenderOffers: v.optional(v.boolean(), false),
  },
  { code: 'Embedder ID', reportsDashboardId: 'Reports dashboard ID' },
);
export type EmbedderInput = v.InferInput<typeof embedderSchema>;
export type EmbedderFields = v.InferOutput<typeof embedderSchema>;

const colour = (name: ThemeColor) =>
  v.pipe(
    v.string(requiredMessage(THEME_COLOR_LABELS[name])),
    v.trim(),
    v.regex(HEX_COLOR_PATTERN, EMBEDDER_MESSAGES.color),
    v.toUpperCase(),
  );

export const embedderThemeSchema = formObject(
  Object.fromEntries(THEME_COLORS.map((name) => [name, colour(name)])) as Record<ThemeColor, ReturnType<typeof colour>>,
  THEME_COLOR_LABELS,
);
export type EmbedderThemeInput = v.InferInput<typeof embedderThemeSchema>;

const unique = <T>(items: readonly T[]) => new Set(items).size === items.length;

/** The lenders (by fiId) an embedder's site does not show. */
export const fiBlocklistSchema = formObject(
  {
    fiIds: v.pipe(
      v.array(v.pipe(v.number('Lender id must be a positive number'), v.integer(), v.minValue(1))),
      v.maxLength(1000),
      v.check(unique, EMBEDDER_MESSAGES.duplicate),
    ),
  },
  { fiIds: 'Blocked lenders' },
);

/** The product types this embedder's consumers may be offered (002 §3 "approved products"). */
export const approvedProductsSchema = formObject(
  {
    productTypes: v.pipe(
      v.array(v.picklist(PRODUCT_TYPES, invalidMessage('Product type'))),
      v.check(unique, EMBEDDER_MESSAGES.duplicate),
    ),
  },
  { productTypes: 'Approved products' },
);

/**
 * Embedder campaign settings (002 §2 embedders/{id}/settings; the fields are not shown): how the embedder takes
 * part in campaigns — joined automatically, its consumer file's SFTP folder and PGP encryption, prequal leads.
 */
export const embedderCampaignSettingsSchema = formObject(
  {
    autoEnroll: v.boolean(),
    sftpFolder: optional(
      v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9._/-]{1,120}$/, invalidMessage('SFTP folder'))),
    ),
    pgpEncrypted: v.boolean(),
    prequalLeadsEnabled: v.boolean(),
  },
  {
    autoEnroll: 'Auto-enroll',
    sftpFolder: 'SFTP folder',
    pgpEncrypted: 'PGP encrypted',
    prequalLeadsEnabled: 'Prequal leads',
  },
);
export type EmbedderCampaignSettings = v.InferOutput<typeof embedderCampaignSettingsSchema>;
export const DEFAULT_CAMPAIGN_SETTINGS: EmbedderCampaignSettings = {
  autoEnroll: false,
  sftpFolder: null,
  pgpEncrypted: true,
  prequalLeadsEnabled: true,
};
