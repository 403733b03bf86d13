import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseIcu } from '@formatjs/icu-messageformat-parser';
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { CONSOLE_ENGLISH } from '../app/console-catalogue.ts';
import { ENGLISH } from '../features/consumer/i18n/catalogue.ts';
import { SPANISH } from '../features/consumer/i18n/es.ts';
import { ICU_SYNTAX, parse } from '../ui/intl/precompiled-parse.ts';
import {
  ICU_SYNTAX as BUILD_ICU_SYNTAX,
  compileMessageLiterals,
  PRECOMPILED_PARSE,
} from './vite-precompiled-messages.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const BROWSER = ['domain', 'api', 'machines', 'ui', 'kit', 'console', 'features', 'app'];

/** A folder's TypeScript modules, tests left out (messages files kept: they are what the build compiles). */
const sourceFiles = (dir: string) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => path.join(dir, name));

describe('message literals compiled at build time', () => {
  it('compiles exactly the text the browser’s parse refuses', () => {
    expect(BUILD_ICU_SYNTAX.source).toBe(ICU_SYNTAX.source);
    expect(BUILD_ICU_SYNTAX.flags).toBe(ICU_SYNTAX.flags);
  });

  it('wraps each message position’s ICU text in precompiled(text, its syntax tree), after accented text too', () => {
    const code = [
      "const intro = 'Sí, ¿qué tal? — ñandú';",
      "const m = messagesOf('consumer.x', { greeting: 'Hola, {firstName}', plain: 'Cerrar sesión' });",
      "const d = { id: 'a.b', defaultMessage: `{count, plural, one {# oferta} other {# ofertas}}` };",
      "export const SPANISH = { 'consumer.shell.greeting': 'Hola, {firstName}', 'consumer.x.y': 'Sin sintaxis' };",
      "const css = { selector: '{not a message}' };",
    ].join('\n');
    const compiled = compileMessageLiterals(code, 'sample.ts');
    expect(compiled?.code).toContain(
      `__owPrecompiled('Hola, {firstName}', ${JSON.stringify(parseIcu('Hola, {firstName}'))})`,
    );
    expect(compiled?.code).toContain(`__owPrecompiled(\`{count, plural, one {# oferta} other {# ofertas}}\`, `);
    expect(compiled?.code).toContain(
      `import { precompiled as __owPrecompiled } from ${JSON.stringify(PRECOMPILED_PARSE)}`,
    );
    expect(compiled?.code).toContain("const intro = 'Sí, ¿qué tal? — ñandú';");
    expect(compiled?.code).toContain("plain: 'Cerrar sesión'");
    expect(compiled?.code).toContain("'consumer.x.y': 'Sin sintaxis'");
    expect(compiled?.code).toContain("selector: '{not a message}'");
    expect(compiled?.messages).toEqual([
      'Hola, {firstName}',
      '{count, plural, one {# oferta} other {# ofertas}}',
      'Hola, {firstName}',
    ]);
  });

  it('leaves a module without message literals alone and fails the build on a message that is not ICU', () => {
    expect(() => compileMessageLiterals("const m = { defaultMessage: 'Hi {name}' ", 'unreadable.ts')).toThrow(
      'unreadable.ts: cannot read it to compile its messages',
    );
    expect(compileMessageLiterals("export const a = '{x}';", 'a.ts')).toBeUndefined();
    expect(() =>
      compileMessageLiterals("const m = { defaultMessage: 'Broken {count, plural, one {x}' };", 'broken.ts'),
    ).toThrow('broken.ts: the message "Broken {count, plural, one {x}" is not valid ICU');
  });

  it('compiles every message of the three catalogues that has ICU syntax, as FormatJS parses it at run time', () => {
    const compiled = new Set<string>();
    for (const dir of BROWSER)
      for (const file of sourceFiles(path.join(ROOT, dir)))
        for (const message of compileMessageLiterals(readFileSync(file, 'utf8'), file)?.messages ?? [])
          compiled.add(message);
    const catalogues = { en: ENGLISH, console: CONSOLE_ENGLISH, es: SPANISH } as const;
    let withSyntax = 0;
    const missed: string[] = [];
    for (const [name, catalogue] of Object.entries(catalogues))
      for (const [id, message] of Object.entries(catalogue)) {
        if (!ICU_SYNTAX.test(message)) continue;
        withSyntax++;
        if (!compiled.has(message)) missed.push(`${name} ${id}`);
        const locale = name === 'es' ? 'es-US' : 'en-US';
        expect(parseIcu(message), id).toEqual(new IntlMessageFormat(message, locale).getAst());
      }
    expect(missed).toEqual([]);
    expect(withSyntax).toBeGreaterThan(350);
  });

  it('leaves plain text to the browser’s parse, which reads every other catalogue message as FormatJS’s parser does', () => {
    const every = [...Object.values(ENGLISH), ...Object.values(CONSOLE_ENGLISH), ...Object.values(SPANISH)];
    const plain = every.filter((message) => !ICU_SYNTAX.test(message));
    expect(plain.length).toBeGreaterThan(2000);
    for (const message of plain) expect(parse(message), message).toEqual(parseIcu(message));
  });
});
