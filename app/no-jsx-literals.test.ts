import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsxLiterals } from '../tests/i18n/jsx-literals.ts';
import { CONSOLE_FOLDERS, sourceFilesOf } from '../tests/i18n/source-files.ts';

/**
 * The consoles take every word from their catalogue (issue 32 item 8, decisions 0780, 0781): a JSX text with a letter
 * in it, a read attribute (aria-label, title, label, …) given a literal, or a literal a child expression renders
 * (`{url ? 'Replace logo' : 'Upload logo'}`), in any of these files fails, naming the file and the text. The consumer's files have their own list (features/consumer/i18n/no-jsx-literals.test.ts).
 * The kit's words props count as read attributes too (a field's helperText, a confirmation's confirmLabel, a load
 * failure's message or failure, a list's emptyMessage, a form's submitLabel, a frame's section).
 */
const CONSOLE_PATHS = [
  ...CONSOLE_FOLDERS,
  'app/console-routes.tsx',
  'app/console-intl.tsx',
  'app/router.tsx',
  'app/root-route.tsx',
  'ui/access-denied.tsx',
  'ui/app-shell.tsx',
  'ui/file-drop.tsx',
  'ui/load-failure.tsx',
  'ui/not-available-yet.tsx',
  'ui/session-overview.tsx',
];

const root = join(import.meta.dirname, '..');

const filesOf = (path: string) => sourceFilesOf(root, path, /\.tsx$/);

describe('the consoles take every word from their catalogue', () => {
  it('finds the literals it is looking for', () => {
    expect(jsxLiterals('const a = <p>Hello <b>{name}</b></p>;')).toEqual(['Hello']);
    expect(jsxLiterals('const a = <Button aria-label="Close">{t(m.x)}</Button>;')).toEqual(['aria-label="Close"']);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
    const template = 'label={`Edit ${name}`}';
    expect(jsxLiterals(`const a = <Box ${template}>{t(m.y)}</Box>;`)).toEqual([template]);
    // A literal a child expression renders, itself or as a branch, is text too; one it only compares or passes is not.
    const branches = "const a = <p>{url ? 'Replace logo' : t(m.u)} {busy && 'Saving…'} {name ?? 'Unnamed'} {'Hi'}</p>;";
    expect(jsxLiterals(branches)).toEqual(["{'Replace logo'}", "{'Saving…'}", "{'Unnamed'}", "{'Hi'}"]);
    expect(jsxLiterals("const a = <p>{kind === 'SMS' ? t(m.sms) : f('To')} {x ? ' · ' : ''}</p>;")).toEqual([]);
    // Marks that are not words (·, —, %, →) are not text to translate.
    expect(jsxLiterals("const a = <p>{t(m.x)} · {n}% — {' '}→</p>;")).toEqual([]);
    // The kit's words props: a load failure's message, a list's empty text, a form's button, a field's help.
    const props =
      '<QueryGate failure="There was an error getting the FAQs" /><PagedTable emptyMessage="No branches yet." />' +
      '<SchemaForm submitLabel="Save" /><LoadFailure message={t(m.x)} /><FormField helperText="5 to 60" />';
    expect(jsxLiterals(`const a = <>${props}</>;`)).toEqual([
      'failure="There was an error getting the FAQs"',
      'emptyMessage="No branches yet."',
      'submitLabel="Save"',
      'helperText="5 to 60"',
    ]);
  });

  const files = CONSOLE_PATHS.flatMap(filesOf);
  it('looks at the console files', () => expect(files.length).toBeGreaterThan(200));

  for (const path of files) {
    it(path, () => {
      expect(jsxLiterals(readFileSync(join(root, path), 'utf8'), path)).toEqual([]);
    });
  }
});
