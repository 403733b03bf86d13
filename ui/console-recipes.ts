import {
  codeRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldsetSlotRecipe,
  inputAddonRecipe,
  separatorRecipe,
  skeletonRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
import { addRecipes } from './system.ts';

let registered = false;

/**
 * The recipes of the components only the consoles and their sign-in pages (and the machine charts page) render: tabs,
 * dialogs, drawers, switches, text areas, fieldsets, empty states, skeletons, code, input addons, separators. Not in
 * ui/system.ts, so the consumer's first download does not carry them (issue 17, docs/performance.md); each screen
 * that renders one calls this when its module loads, before its first render (app/console-tree.tsx, the console
 * sign-in and forgot-password pages, the charts page). A console component used on a consumer screen needs its
 * recipe moved to ui/system.ts (tests/layers/console-recipes.test.ts checks the consumer's modules use none of these).
 */
export function registerConsoleRecipes(): void {
  if (registered) return;
  registered = true;
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
