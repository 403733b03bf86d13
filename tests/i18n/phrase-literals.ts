import ts from 'typescript';

/**
 * Phrases in console code that are not in a catalogue (issue 32 item 8): any string or template literal holding two
 * words in a row ("Save branch", `Delete template ${name}?`), wherever it sits — a `[label, value]` pair, a query's
 * failure text, a submit button's `a ? 'Save x' : 'Add x'`, a template's pieces. The value and JSX guards look at
 * the places words are known to go; this one catches words that went anywhere else. Not looked at: a catalogue's
 * own definitions (`messagesOf`, `defineMessages`), a programmer's error (`new Error(…)`, `throw`) or log line
 * (`console.error(…)`), module paths and
 * literal types, and the few texts in ALLOWED (each with why).
 */
const TWO_WORDS = /(?<![\p{L}\p{N}])\p{L}{2,}[ \u00a0]\p{L}{2,}/u;

/** The catalogue's definitions: their literals are the English defaults. */
const CATALOGUE_CALLS = new Set(['messagesOf', 'defineMessages']);

/** Texts that hold two words but are not words for people, with why. */
export const ALLOWED: ReadonlyMap<string, string> = new Map([
  ["'Inter Variable', system-ui, -apple-system, 'Segoe UI', sans-serif", 'a CSS font stack (ui/system.ts)'],
  ['<style data-emotion=', 'an HTML prefix the server-rendered styles are found by (app/global-styles.tsx)'],
  [
    'Internal Server Error',
    "the status of the native host's close message, a protocol value (001 §2, native-bridge.ts)",
  ],
]);

const calleeName = (call: ts.CallExpression | ts.NewExpression) => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return '';
};

/** Whether a node is inside a catalogue definition, a thrown error or an Error's construction. */
function exempt(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isThrowStatement(at) || ts.isLiteralTypeNode(at)) return true;
    if (ts.isImportDeclaration(at) || ts.isExportDeclaration(at) || ts.isExternalModuleReference(at)) return true;
    if (ts.isCallExpression(at) && at.expression.kind === ts.SyntaxKind.ImportKeyword) return true;
    if ((ts.isCallExpression(at) || ts.isNewExpression(at)) && /(^|\b)\w*Error$/.test(calleeName(at))) return true;
    if (ts.isCallExpression(at) && CATALOGUE_CALLS.has(calleeName(at))) return true;
    // A developer's log line (`console.error('Rendering crashed', …)`): never on a screen.
    if (ts.isCallExpression(at) && ts.isPropertyAccessExpression(at.expression)) {
      const target = at.expression.expression;
      if (ts.isIdentifier(target) && target.text === 'console') return true;
    }
  }
  return false;
}

const textsOf = (node: ts.Node): string[] | undefined => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  return undefined;
};

/** The phrase literals of a source file, as `line: source text`. */
export function phraseLiterals(source: string, fileName = 'file.tsx'): string[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const texts = textsOf(node);
    if (texts) {
      const whole = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : undefined;
      if (texts.some((text) => TWO_WORDS.test(text)) && !(whole && ALLOWED.has(whole)) && !exempt(node)) {
        const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
        found.push(`${line}: ${node.getText(file)}`);
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
