import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSOLE_FOLDERS, sourceFilesOf } from '../tests/i18n/source-files.ts';
import { describeLiterals } from '../tests/i18n/value-literals.ts';

/**
 * The consoles' words held in TS values come from their catalogue too (issue 32 item 8, decision 0781): a table
 * column's `header` and `cell`, a toast's `pending`/`success`/`error`, a toaster call's `title`, and any object's
 * `label`, `helperText`, `placeholder`, `confirmLabel` or `itemLabel` (a form field's, a select option's, a nav
 * link's, a row action's, a fact's, a chart's), or a function's default for one of those, given a string or template
 * literal with a letter in it (itself or a branch of `?:`, `||`, `??`), and a nav table's `group('Reports', …)` and
 * `link(path, 'Redemption')` words, and any object's `title`, `description`, `empty`, `loadFailure`,
 * `errorMessage` or `emptyMessage` (a page's title and load failure, a list's or a report's header and states, a
 * confirmation's question) fail, naming the file and the text. Ids,
 * codes and styles are not looked at.
 */
/** ui/ whole: its toasts and tables serve the consoles (the consumer's JSX list names its files one by one). */
const FOLDERS = [...CONSOLE_FOLDERS, 'ui'];

const root = join(import.meta.dirname, '..');

const filesOf = (path: string) => sourceFilesOf(root, path, /\.tsx?$/);

describe("the consoles' toasts, column headers, labels and field help come from their catalogue", () => {
  it('finds the literals it is looking for', () => {
    const columns = "const c = [col.accessor('amount', { header: 'Amount', id: 'x' }), col.display({ header: '' })];";
    expect(describeLiterals(columns, 'a.ts')).toEqual(["header: 'Amount'"]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
    const toasts = "useConfigMutation({ toasts: { pending: 'Saving…', success: (r) => `${r.n} saved`, error: m.x } });";
    // biome-ignore lint/suspicious/noTemplateCurlyInString: as above
    expect(describeLiterals(toasts, 'a.ts')).toEqual(["toast: 'Saving…'", 'toast: `${r.n} saved`']);
    expect(describeLiterals("toaster.create({ type: 'error', title: 'Failed' });", 'a.ts')).toEqual([
      "toaster: 'Failed'",
    ]);
    // A form field's label and a select option's, a nav link's, a row action's.
    const fields =
      "const f = [{ name: 'email', label: 'Email', kind: 'email' }, { value: 'CA', label: 'California' }];";
    expect(describeLiterals(fields, 'a.ts')).toEqual(["label: 'Email'", "label: 'California'"]);
    const links = "const n = [{ label: 'Users', to: '/users' }, { value: 'x', label: (u) => (u.on ? 'Off' : m.on) }];";
    expect(describeLiterals(links, 'a.ts')).toEqual(["label: 'Users'", "label: 'Off'"]);
    expect(describeLiterals("const f = [{ name: 'x', label: m.x, kind: 'text', helperText: m.h }];", 'a.ts')).toEqual(
      [],
    );
    // A field's help and placeholder, a confirmation's button, a list's item name, a default, a cell's words.
    const help = "const f = { helperText: on ? LOCKED : 'Comes first', placeholder: 'https://', itemLabel: 'FAQ' };";
    expect(describeLiterals(help, 'a.ts')).toEqual([
      "helperText: 'Comes first'",
      "placeholder: 'https://'",
      "itemLabel: 'FAQ'",
    ]);
    expect(describeLiterals("confirm({ kind: 'x', title, confirmLabel: 'Apply' });", 'a.ts')).toEqual([
      "confirmLabel: 'Apply'",
    ]);
    expect(describeLiterals("function P({ label = 'Promote' }) {}", 'a.tsx')).toEqual(["label: 'Promote'"]);
    // A nav table's group and link words; a link's path is a path.
    const nav =
      "consoleNav(pages, ({ link, group }) => [link('users'), group('Reports', [link('reports', 'Redemption')])]);";
    expect(describeLiterals(nav, 'a.ts')).toEqual(["nav: 'Reports'", "nav: 'Redemption'"]);
    expect(describeLiterals("const c = { cell: (c) => (c.getValue() ? 'Yes' : 'No') };", 'a.ts')).toEqual([
      "cell: 'Yes'",
      "cell: 'No'",
    ]);
    // A `success` elsewhere (a state, a style) is not a toast's.
    const other = "const s = { success: 'yes', status: 'ok' }; const p = { title: m.users, error: 'red.500' };";
    expect(describeLiterals(other, 'a.ts')).toEqual([]);
    // A page's title and load failure, a list's or a report's title, description and empty words, a confirmation's.
    const page = "defineConsolePage({ path: 'users', title: 'Users', loadFailure: 'Could not load the users' });";
    expect(describeLiterals(page, 'a.ts')).toEqual(["title: 'Users'", "loadFailure: 'Could not load the users'"]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
    const confirmation = "({ title: `Activate ${u.name}?`, description: on ? m.x : 'Signs in again', empty: 'None' });";
    expect(describeLiterals(confirmation, 'a.ts')).toEqual([
      // biome-ignore lint/suspicious/noTemplateCurlyInString: as above
      'title: `Activate ${u.name}?`',
      "description: 'Signs in again'",
      "empty: 'None'",
    ]);
    const list = "listPage({ title: m.users, errorMessage: 'Could not load', emptyMessage: 'No users yet.' });";
    expect(describeLiterals(list, 'a.tsx')).toEqual([
      "errorMessage: 'Could not load'",
      "emptyMessage: 'No users yet.'",
    ]);
    // A message's description is a note for its translators, never shown.
    const note = "defineMessages({ x: { id: 'a.x', defaultMessage: 'X', description: 'The page title' } });";
    expect(describeLiterals(note, 'a.ts')).toEqual([]);
  });

  const files = FOLDERS.flatMap(filesOf);
  it('looks at the console files', () => expect(files.length).toBeGreaterThan(300));

  for (const path of files) {
    it(path, () => {
      expect(describeLiterals(readFileSync(join(root, path), 'utf8'), path)).toEqual([]);
    });
  }
});
