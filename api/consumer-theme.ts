import * as v from 'valibot';
import { consumerCall } from './consumer-parts/entry.ts';
import { endpoint } from './endpoint.ts';

// The two theme calls a consumer page makes before and after sign-in, apart from the admin and embedder endpoints
// (api/embedders.ts re-exports the theme schema; the endpoints are registered from here, operationIds
// `consumer-theme.*`): a module is bundled whole with every export any page uses, so
// the consumer's first download would otherwise carry every console endpoint of those modules (issue 17).

const Hex = v.string();
export const EmbedderThemeAnswer = v.object({
  /** false: the embedder has not been themed and these are Offerwell's default colours. */
  custom: v.boolean(),
  colors: v.object({
    primary: Hex,
    onPrimary: Hex,
    accent: Hex,
    canvas: Hex,
    surface: Hex,
    text: Hex,
  }),
  /** The CSS custom properties the colours become (domain/catalog/embedder-theme.ts themeVariables). */
  variables: v.record(v.string(), v.string()),
});
export type EmbedderThemeAnswer = v.InferOutput<typeof EmbedderThemeAnswer>;

/** The consumer's marketplace theme: its embedder's colours, or null for Offerwell's own look. */
// A consumer call (consumerCall: tags, consumer-only access, /consumers/current), so its handler gets the ConsumerScope.
export const getConsumerTheme = consumerCall({
  method: 'GET',
  path: '/theme',
  summary: 'The theme of the embedder the consumer came from (null: the default look)',
  response: v.object({ theme: v.nullable(EmbedderThemeAnswer) }),
});

/**
 * The theme a QR link's landing shows before sign-in: an enabled site key's embedder's theme, else null (an unknown,
 * malformed or disabled key lands on the default look, never an error). Public: the link is opened signed out, and
 * a site key is public by nature.
 */
export const getSiteKeyTheme = endpoint({
  method: 'GET',
  path: '/site-keys/:siteKey/theme',
  summary: 'The theme of an enabled site key’s embedder (null: the default look)',
  tags: ['consumer'],
  access: 'public',
  params: v.object({ siteKey: v.pipe(v.string(), v.maxLength(200)) }),
  response: v.object({ theme: v.nullable(EmbedderThemeAnswer) }),
});
