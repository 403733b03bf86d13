import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LATE_RECIPE_FILES } from '../vite-lean-chakra.ts';
import { registerConsoleRecipes } from './console-recipes.ts';
import { system } from './system.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The Chakra components whose recipes ui/console-recipes.ts registers late, by the recipe's key. */
const CONSOLE_ONLY: Readonly<Record<string, string>> = {
  Code: 'code',
  Dialog: 'dialog',
  Drawer: 'drawer',
  EmptyState: 'emptyState',
  Fieldset: 'fieldset',
  InputAddon: 'inputAddon',
  InputGroup: 'inputAddon',
  Separator: 'separator',
  Skeleton: 'skeleton',
  SkeletonCircle: 'skeleton',
  SkeletonText: 'skeleton',
  Switch: 'switch',
  Tabs: 'tabs',
  Textarea: 'textarea',
};
/** The modules that register them before they render (and ui/toaster.tsx, which registers the toast's). */
const REGISTER = [
  'app/console-tree.tsx',
  'features/session/console-login-page.tsx',
  'features/session/forgot-password-page.tsx',
  'features/charts/charts-page.tsx',
  'ui/toaster.tsx',
];

/** Every module of the app reachable from its entry by static or dynamic imports, stopping at `stops`. */
function reachable(entry: string, stops: readonly string[]): Map<string, string[]> {
  const chakra = new Map<string, string[]>();
  const queue = [path.join(ROOT, entry)];
  const seen = new Set(queue);
  for (let file = queue.shift(); file; file = queue.shift()) {
    const source = readFileSync(file, 'utf8');
    const named = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)].flatMap((match) =>
      (match[1] ?? '').split(',').map((name) => name.trim().split(/\s+as\s+/)[0] ?? ''),
    );
    chakra.set(path.relative(ROOT, file), named);
    for (const [, spec] of source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.[^']+)'/g)) {
      const target = path.resolve(path.dirname(file), spec ?? '');
      if (!existsSync(target) || !statSync(target).isFile() || seen.has(target)) continue;
      if (stops.includes(path.relative(ROOT, target))) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return chakra;
}

describe('the console-only recipes (ui/console-recipes.ts)', () => {
  it('are used by no screen that can render before they are registered', () => {
    const modules = reachable('app/main.tsx', REGISTER);
    expect(modules.has('features/consumer/marketplace/consumer-shell.tsx')).toBe(true);
    const uses = [...modules].flatMap(([file, names]) =>
      names.filter((name) => name in CONSOLE_ONLY).map((name) => `${file}: ${name}`),
    );
    expect(uses).toEqual([]);
  });

  it('are added to the app’s system when a console loads, and load in their own chunk', () => {
    registerConsoleRecipes();
    for (const key of new Set(Object.values(CONSOLE_ONLY))) {
      expect(system.getRecipe(key) ?? system.getSlotRecipe(key)).toBeDefined();
      const file = `node_modules/@chakra-ui/react/dist/esm/theme/recipes/${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.js`;
      expect(LATE_RECIPE_FILES.test(file)).toBe(true);
    }
    // The Tabs of the lender enrollment page rendered as run-together plain text without their recipe.
    expect(system.getSlotRecipe('tabs')?.slots).toEqual(expect.arrayContaining(['root', 'list', 'trigger', 'content']));
  });
});
