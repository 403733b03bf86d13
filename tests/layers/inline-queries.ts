import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * Finds the handlers of server/routes/*.routes.ts that run Drizzle or SQL themselves instead of calling a query of
 * server/db/queries (docs/decisions/0505-query-layer.md). A handler is the third argument of `route(app, endpoint,
 * handler)` or `scopedRoute(…)`; it is "inline" when its body — or a function of the same file it calls, followed
 * transitively — names anything imported from drizzle-orm or server/db/schema, or calls
 * `db.select/insert/update/delete/execute/ query` (also on `tx`).
 */

const QUERY_METHODS = new Set(['select', 'selectDistinct', 'insert', 'update', 'delete', 'execute', 'query', '$count']);
const EXECUTORS = new Set(['db', 'tx', 'trx']);
const DRIZZLE_IMPORT = /(^drizzle-orm)|(\/db\/schema(\/|\.ts$|$))/;

export interface RouteFileReport {
  readonly file: string;
  /** Every registered handler, by the endpoint expression's text (e.g. `listBranches`). */
  readonly handlers: readonly string[];
  /** The handlers that run queries themselves. */
  readonly inline: readonly string[];
  /** Whether the file imports drizzle-orm or the schema at all. */
  readonly importsDrizzle: boolean;
}

type FunctionLike = ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression;

function analyse(file: string, text: string): RouteFileReport {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const drizzleNames = new Set<string>();
  const functions = new Map<string, FunctionLike>();
  const registrations: { endpoint: string; handler: ts.Expression }[] = [];

  const collect = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (DRIZZLE_IMPORT.test(node.moduleSpecifier.text)) {
        const clause = node.importClause;
        if (clause?.name) drizzleNames.add(clause.name.text);
        const bindings = clause?.namedBindings;
        if (bindings && ts.isNamedImports(bindings)) for (const el of bindings.elements) drizzleNames.add(el.name.text);
        if (bindings && ts.isNamespaceImport(bindings)) drizzleNames.add(bindings.name.text);
      }
    }
    if (ts.isFunctionDeclaration(node) && node.name) functions.set(node.name.text, node);
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    ) {
      functions.set(node.name.text, node.initializer);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      ['route', 'scopedRoute'].includes(node.expression.text) &&
      node.arguments.length >= 3
    ) {
      const [, endpoint, handler] = node.arguments;
      if (endpoint && handler) registrations.push({ endpoint: endpoint.getText(source), handler });
    }
    ts.forEachChild(node, collect);
  };
  collect(source);

  const memo = new Map<ts.Node, boolean>();
  const runsQueries = (root: ts.Node): boolean => {
    const known = memo.get(root);
    if (known !== undefined) return known;
    memo.set(root, false); // a recursive helper is not a query by itself
    let found = false;
    const visit = (node: ts.Node): void => {
      if (found) return;
      if (
        ts.isIdentifier(node) &&
        drizzleNames.has(node.text) &&
        !ts.isPropertyAccessExpression(node.parent) &&
        !isDeclarationName(node)
      ) {
        found = true;
      } else if (
        ts.isIdentifier(node) &&
        drizzleNames.has(node.text) &&
        ts.isPropertyAccessExpression(node.parent) &&
        node.parent.expression === node
      ) {
        found = true; // `schema.table` through a namespace import
      } else if (
        ts.isPropertyAccessExpression(node) &&
        QUERY_METHODS.has(node.name.text) &&
        ((ts.isIdentifier(node.expression) && EXECUTORS.has(node.expression.text)) ||
          (ts.isPropertyAccessExpression(node.expression) && EXECUTORS.has(node.expression.name.text)))
      ) {
        found = true;
      } else if (ts.isIdentifier(node) && functions.has(node.text) && !isDeclarationName(node)) {
        const target = functions.get(node.text);
        if (target && target !== root && runsQueries(target)) found = true;
      }
      if (!found) ts.forEachChild(node, visit);
    };
    visit(root);
    memo.set(root, found);
    return found;
  };

  const handlers = registrations.map((r) => r.endpoint);
  const inline = registrations
    .filter(({ handler }) => {
      const target = ts.isIdentifier(handler) ? functions.get(handler.text) : handler;
      return target ? runsQueries(target) : false;
    })
    .map((r) => r.endpoint);
  return { file, handlers, inline, importsDrizzle: drizzleNames.size > 0 };
}

/** A name being declared or a property key (`{ products: … }`), not a reference to what is in scope. */
function isDeclarationName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    ((ts.isFunctionDeclaration(parent) ||
      ts.isVariableDeclaration(parent) ||
      ts.isParameter(parent) ||
      ts.isPropertyAssignment(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isMethodDeclaration(parent)) &&
      parent.name === node) ||
    (ts.isBindingElement(parent) && parent.propertyName === node)
  );
}

/** The report of every server/routes/*.routes.ts under root, sorted by file. */
export function inlineQueryReport(root: string): RouteFileReport[] {
  const folder = join(root, 'server/routes');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.routes.ts'))
    .sort()
    .map((name) => analyse(`server/routes/${name}`, readFileSync(join(folder, name), 'utf8')));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = inlineQueryReport(process.cwd());
  const total = report.reduce((n, r) => n + r.handlers.length, 0);
  const inline = report.flatMap((r) => r.inline.map((endpoint) => `${r.file}#${endpoint}`));
  console.log(inline.join('\n'));
  console.log(`${inline.length} of ${total} handlers run Drizzle/SQL inline`);
}
