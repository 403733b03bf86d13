import { describe, expect, it } from 'vitest';
import { isProductionSource, longFunctionsIn, measure } from './code-size.ts';

const body = (lines: number) => Array.from({ length: lines - 2 }, (_, i) => `  const v${i} = ${i};`).join('\n');

describe('code-size report', () => {
  it('counts declarations, arrows and methods by their own line span, nested ones separately', () => {
    const text = [
      `export function outer() {\n${body(50)}\n  const inner = () => {\n${body(85)}\n  };\n}`,
      `class Store {\n  load() {\n${body(81)}\n  }\n  small() {\n${body(80)}\n  }\n}`,
    ].join('\n');
    const found = longFunctionsIn('x.ts', text).map(({ name, lines }) => `${name}:${lines}`);
    expect(found).toEqual(['outer:135', 'inner:85', 'load:81']);
  });

  it('lists only files over 400 lines, longest first', () => {
    const sizes: Record<string, number> = { 'a.ts': 400, 'b.ts': 401, 'c.ts': 900 };
    const report = measure(Object.keys(sizes), (file) => 'x\n'.repeat(sizes[file] ?? 0));
    expect(report.files).toEqual([
      { file: 'c.ts', lines: 900 },
      { file: 'b.ts', lines: 401 },
    ]);
  });

  it('leaves tests, specs and tests/ out of production', () => {
    expect(
      ['server/a.ts', 'ui/b.tsx', 'server/a.test.ts', 'e2e/x.spec.ts', 'tests/bench/run.ts', 'x.d.ts'].filter(
        isProductionSource,
      ),
    ).toEqual(['server/a.ts', 'ui/b.tsx']);
  });
});
