import type { IForbiddenRuleType } from 'dependency-cruiser';

/**
 * The layering of ARCHITECTURE.md: domain → api → machines → ui → kit → console → features → app, server beside.
 * kit/ is the glue every screen uses; console/ holds the console modules more than one realm shows (loan leads,
 * prescreen, projections, QR cards, account pages…), built on the kit (issue 27 item 3).
 * Each rule forbids one direction; the check fails on any violation.
 */
const LAYERS = ['domain', 'api', 'machines', 'ui', 'kit', 'console', 'features', 'app'] as const;
type Layer = (typeof LAYERS)[number];
const BROWSER = `^(${LAYERS.join('|')})/`;
const TEST_FILES = '\\.(test|test-support)\\.tsx?$';

/** The folders a layer must not import: every layer above it in LAYERS, and the server. */
const aboveOf = (layer: Layer) => `^(${[...LAYERS.slice(LAYERS.indexOf(layer) + 1), 'server'].join('|')})/`;

/** A layer that builds only on the layers below it (the order of LAYERS). */
const belowTheRest = (name: string, layer: Layer, comment?: string): IForbiddenRuleType => ({
  name,
  ...(comment === undefined ? {} : { comment }),
  severity: 'error',
  from: { path: `^${layer}/` },
  to: { path: aboveOf(layer) },
});

export const layerRules: IForbiddenRuleType[] = [
  {
    name: 'domain-is-pure',
    comment:
      'domain/ holds pure business rules: only itself, valibot, decimal.js-light and pdf-lib for the certificate document (its tests may use test tools).',
    severity: 'error',
    from: { path: '^domain/', pathNot: TEST_FILES },
    // pdf-lib: the loan certificate (domain/certificate) is a pure function from data and fonts to PDF bytes that
    // the browser (the consumer's download) and the server (the lender's notice) both render.
    to: { pathNot: ['^domain/', 'node_modules/(valibot|decimal\\.js-light|pdf-lib)/'] },
  },
  belowTheRest('api-imports-domain-only', 'api'),
  {
    name: 'machines-are-framework-free',
    comment: 'machines/ may use domain and api (types); never React, the router or features.',
    severity: 'error',
    from: { path: '^machines/' },
    to: { path: [aboveOf('machines'), 'node_modules/(react|react-dom|@tanstack)/'] },
  },
  {
    name: 'ui-is-presentational',
    comment: 'ui/ imports nothing of ours except domain formatters.',
    severity: 'error',
    from: { path: '^ui/' },
    to: { path: '^(api|machines|kit|console|features|app|server)/' },
  },
  belowTheRest(
    'kit-below-features',
    'kit',
    'kit/ is the glue every console screen uses: domain, api, machines and ui, never a feature, the app or the server.',
  ),
  belowTheRest(
    'console-modules-below-features',
    'console',
    'console/ holds the console modules several realms show (loan leads, prescreen, projections…): built on the kit, used by features, never a feature, the app or the server.',
  ),
  belowTheRest('features-stay-below-app', 'features'),
  {
    name: 'no-feature-imports-another',
    severity: 'error',
    from: { path: '^features/([^/]+)/' },
    to: { path: '^features/', pathNot: '^features/$1/' },
  },
  {
    name: 'browser-never-imports-server',
    severity: 'error',
    from: { path: BROWSER },
    to: { path: '^server/' },
  },
  {
    name: 'server-below-browser',
    comment:
      'server/ sits beside the browser layers and uses only domain and api — and the entity lifecycle statecharts (machines/**/*-lifecycle.ts: campaign, loan lead, acknowledgement request, invoice, product validation, consumer file), which the server enforces so browser and server judge a move by one machine.',
    severity: 'error',
    from: { path: '^server/' },
    to: {
      path: '^(machines|ui|kit|console|features|app)/',
      // The lifecycle machines; and, for the server's model-based API replays, the machines' path helper (a test
      // helper: the rule below keeps it out of production code).
      pathNot: '^machines/([a-z-]+/[a-z-]+-lifecycle|redemption/model-based\\.test-helper)\\.ts$',
    },
  },
  {
    name: 'test-helpers-only-in-tests',
    comment: 'A *.test-helper.ts serves tests; production code never imports it.',
    severity: 'error',
    from: { pathNot: [TEST_FILES, '\\.test-helper\\.tsx?$', '^tests/'] },
    to: { path: '\\.test-helper\\.tsx?$' },
  },
  {
    name: 'build-helpers-stay-in-the-build',
    comment:
      'build/ holds the Vite plugins vite.config.ts runs at build time; app code and the server never import them (tests may, to check what a plugin writes).',
    severity: 'error',
    from: { path: [BROWSER, '^server/'], pathNot: TEST_FILES },
    to: { path: '^build/' },
  },
  {
    name: 'build-imports-no-layer',
    comment:
      'A build helper loads the app modules it renders by path at build time (tsx), never by import: an import would put app code into the Vite config. Its tests may import what they check it against.',
    severity: 'error',
    from: { path: '^build/', pathNot: TEST_FILES },
    to: { path: '^(domain|api|machines|ui|kit|console|features|app|server)/' },
  },
];
