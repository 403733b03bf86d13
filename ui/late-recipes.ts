import {
  accordionSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldsetSlotRecipe,
  inputAddonRecipe,
  linkRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
import { addRecipes } from './system.ts';

/**
 * Recipes the consumer's first screens (sign-in, the marketplace's shell and first steps) do not use, so they are not
 * in ui/system.ts and not in the consumer's first download (issue 17, docs/performance.md): each lazily loaded screen
 * that renders their components registers them when its module loads, before its first render. vite.config.ts gives
 * their modules chunks of their own (build/vite-lean-chakra.ts LATE_RECIPE_FILES); ui/late-recipes.test.ts checks that no
 * screen reachable without passing a registration uses one of these components.
 */
let stepsRegistered = false;
let consolesRegistered = false;

/**
 * The later consumer steps' components (offer details, the refinance and pay-frequency steps, the registration and
 * redeem journeys): accordion, checkbox, data list, link, progress, radio group, table.
 */
export function registerStepRecipes(): void {
  if (stepsRegistered) return;
  stepsRegistered = true;
  addRecipes({
    recipes: { checkmark: checkmarkRecipe, link: linkRecipe },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      table: tableSlotRecipe,
    },
  });
}

/**
 * Everything the consoles, their sign-in and forgot-password pages and the machine charts page render: the steps'
 * recipes plus tabs, dialogs, drawers, switches, text areas, fieldsets, empty states, skeletons, code, input addons
 * and separators (each console's tree, app/*-console-tree.tsx, registers them before its pages render).
 */
export function registerConsoleRecipes(): void {
  registerStepRecipes();
  if (consolesRegistered) return;
  consolesRegistered = true;
  addRecipes({
    recipes: {
      code: codeRecipe,
      inputAddon: inputAddonRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      switch: switchSlotRecipe,
      tabs: tabsSlotRecipe,
    },
  });
}
