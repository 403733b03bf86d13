import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The consumer files whose words all come from the catalogue. The list only grows: a directory or file moved onto
 * the catalogue is added here, and from then on a JSX text literal in it fails this test. (Registration, the opener
 * and the prescreen notice pages are not converted yet.)
 */
const CONVERTED = [
  'features/consumer/consumer-login-form.tsx',
  'features/consumer/consumer-auth-page.tsx',
  'features/consumer/consumer-login-page.tsx',
  'features/consumer/marketplace/consumer-shell.tsx',
  'features/consumer/marketplace/choice-step.tsx',
  'features/consumer/marketplace/offers-step.tsx',
  'features/consumer/marketplace/offer-card-view.tsx',
  'features/consumer/marketplace/offer-details-step.tsx',
  'features/consumer/marketplace/ordering-note.tsx',
  'features/consumer/marketplace/error-step.tsx',
  'features/consumer/marketplace/signed-out-error-page.tsx',
  'features/consumer/i18n',
  'features/consumer/registration',
  'features/consumer/workflow',
  'features/consumer/opener',
  'features/consumer/prescreen-notice-page.tsx',
  'features/consumer/token-exchange-page.tsx',
  'features/consumer/marketplace/brand.tsx',
  'features/consumer/marketplace/marketplace-screen.tsx',
  'features/consumer/marketplace/workflow-screen.tsx',
  'features/consumer/marketplace/prescreen-short-notice.tsx',
  'features/consumer/marketplace/splash-step.tsx',
  'features/consumer/marketplace/status-steps.tsx',
  'features/consumer/marketplace/why-no-offer.tsx',
  'features/consumer/marketplace/journey-steps.tsx',
  'features/consumer/marketplace/stated-steps.tsx',
  'features/consumer/marketplace/pay-frequency-step.tsx',
  'features/consumer/redeem',
  'features/consumer/consent-request.tsx',
  'features/consumer/consent-texts.tsx',
  'ui/passcode-entry.tsx',
  'ui/one-time-code-input.tsx',
  'ui/offer-card.tsx',
  'ui/intl',
];

/** Attributes people read: a literal in one is text outside the catalogue too. */
const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'loadingText', 'description']);

const root = join(import.meta.dirname, '../../..');

function filesOf(path: string): string[] {
  if (path.endsWith('.tsx')) return [path];
  return readdirSync(join(root, path), { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.tsx') && !name.includes('.test.'))
    .map((name) => join(path, name));
}

/** Every JSX text with a letter in it, and every read attribute given a string literal, in a file. */
function jsxLiterals(source: string, fileName = 'file.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) found.push(node.text.trim());
    if (
      ts.isJsxAttribute(node) &&
      READ_ATTRIBUTES.has(node.name.getText()) &&
      node.initializer &&
      (ts.isStringLiteral(node.initializer) ||
        (ts.isJsxExpression(node.initializer) &&
          node.initializer.expression &&
          (ts.isStringLiteral(node.initializer.expression) ||
            ts.isNoSubstitutionTemplateLiteral(node.initializer.expression) ||
            ts.isTemplateExpression(node.initializer.expression))))
    )
      found.push(`${node.name.getText()}=${node.initializer.getText()}`);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('the converted consumer pages take every word from the catalogue', () => {
  it('finds the literals it is looking for', () => {
    expect(jsxLiterals('const a = <p>Hello <b>{name}</b></p>;')).toEqual(['Hello']);
    expect(jsxLiterals('const a = <Button aria-label="Close">{t(m.x)}</Button>;')).toEqual(['aria-label="Close"']);
    expect(jsxLiterals('const a = <Box title={`Offers`} data-testid="x">→ {t(m.y)}</Box>;')).toEqual([
      'title={`Offers`}',
    ]);
    expect(jsxLiterals('const a = <p>{t(m.x)} – {t(m.y)}</p>;')).toEqual([]);
  });

  for (const path of CONVERTED.flatMap(filesOf)) {
    it(path, () => {
      expect(jsxLiterals(readFileSync(join(root, path), 'utf8'), path)).toEqual([]);
    });
  }
});
