import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONSOLE_RECIPE_FILES, STEP_RECIPE_FILES } from '../build/vite-lean-chakra.ts';
import { registerConsoleRecipes } from './late-recipes.ts';
import { system } from './system.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The Chakra components whose recipes ui/late-recipes.ts registers, by recipe key. */
const STEP_COMPONENTS: Readonly<Record<string, string>> = {
  Accordion: 'accordion',
  Checkbox: 'checkbox',
  DataList: 'dataList',
  Link: 'link',
  Progress: 'progress',
  RadioGroup: 'radioGroup',
  Table: 'table',
};
const CONSOLE_COMPONENTS: Readonly<Record<string, string>> = {
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
/** The modules that call registerConsoleRecipes() when they load (and ui/toaster.tsx, which adds the toast's). */
const CONSOLE_REGISTRATIONS = [
  'app/admin-console-tree.tsx',
  'app/lender-console-tree.tsx',
  'app/embedder-console-tree.tsx',
  'features/session/console-login-page.tsx',
  'features/session/forgot-password-page.tsx',
  'features/charts/charts-page.tsx',
  'ui/toaster.tsx',
];
/** …and those that call registerStepRecipes(). */
const STEP_REGISTRATIONS = [
  ...CONSOLE_REGISTRATIONS,
  'features/consumer/marketplace/journey-steps.tsx',
  'features/consumer/marketplace/offer-details-step.tsx',
  'features/consumer/marketplace/pay-frequency-step.tsx',
  'features/consumer/registration/registration-journey.tsx',
  'features/consumer/redeem/redeem-journey.tsx',
];

/** Each module reachable from the app's entry by static or dynamic imports without passing `stops`: its Chakra imports. */
function reachable(stops: readonly string[]): Map<string, string[]> {
  const chakra = new Map<string, string[]>();
  const queue = [path.join(ROOT, 'app/main.tsx')];
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

const usesOf = (modules: Map<string, string[]>, components: Readonly<Record<string, string>>) =>
  [...modules].flatMap(([file, names]) => names.filter((name) => name in components).map((name) => `${file}: ${name}`));

describe('the recipes registered late (ui/late-recipes.ts)', () => {
  it('are used by no screen that can render before its module registered them', () => {
    const beforeSteps = reachable(STEP_REGISTRATIONS);
    expect(beforeSteps.has('features/consumer/marketplace/consumer-shell.tsx')).toBe(true);
    expect(usesOf(beforeSteps, STEP_COMPONENTS)).toEqual([]);
    const beforeConsoles = reachable(CONSOLE_REGISTRATIONS);
    expect(beforeConsoles.has('features/consumer/redeem/redeem-journey.tsx')).toBe(true);
    expect(usesOf(beforeConsoles, CONSOLE_COMPONENTS)).toEqual([]);
  });

  it('are in the app’s system once registered, and their modules in chunks of their own', () => {
    registerConsoleRecipes();
    const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    for (const [components, files] of [
      [STEP_COMPONENTS, STEP_RECIPE_FILES],
      [CONSOLE_COMPONENTS, CONSOLE_RECIPE_FILES],
    ] as const) {
      for (const key of new Set(Object.values(components))) {
        expect(system.getRecipe(key) ?? system.getSlotRecipe(key)).toBeDefined();
        expect(files.test(`node_modules/@chakra-ui/react/dist/esm/theme/recipes/${kebab(key)}.js`)).toBe(true);
      }
    }
    // The Tabs of the lender enrollment page rendered as run-together plain text without their recipe.
    expect(system.getSlotRecipe('tabs')?.slots).toEqual(expect.arrayContaining(['root', 'list', 'trigger', 'content']));
  });
});
