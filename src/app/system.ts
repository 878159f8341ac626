import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import { createSystem } from '@chakra-ui/react/styled-system';
import * as theme from '@chakra-ui/react/theme';
import type { SystemContext } from '@chakra-ui/react';

/*
 * Chakra's default theme with only the recipes of the components this app uses, instead of
 * `defaultSystem` (every recipe of every component). `createSystem` merges and walks the whole
 * config at start-up, in the task that runs the app's code after the first paint: fewer recipes make
 * that task shorter and the start chunk 82 kB smaller (minified). Tokens, text styles and the rest
 * are the default theme's, so every page looks as before.
 *
 * A component whose recipe is missing here renders unstyled without an error: system.test.ts fails
 * when src/ imports a Chakra component whose recipe is not listed.
 *
 * `_global` (the reset, base styles and token variables as CSS, a third of createSystem's time) is
 * worked out when first read, not by createSystem: patches/@chakra-ui+react+*.patch, applied by
 * `npm install` (postinstall). A prerendered page never reads it (app.tsx).
 *
 * Made on first use, not when the module is evaluated: the browser's start (start.tsx) runs it in a
 * task of its own, so it does not lengthen the task that evaluates the app's code (Lighthouse's
 * Total Blocking Time counts each long task's excess over 50 ms).
 */
let made: SystemContext | undefined;
export const getSystem = (): SystemContext => (made ??= createSystem(defaultBaseConfig, {
  preflight: true,
  cssVarsPrefix: theme.cssVarsPrefix,
  cssVarsRoot: theme.cssVarsRoot,
  globalCss: theme.globalCss,
  theme: {
    breakpoints: theme.breakpoints,
    keyframes: theme.keyframes,
    tokens: theme.tokens,
    semanticTokens: theme.semanticTokens,
    textStyles: theme.textStyles,
    layerStyles: theme.layerStyles,
    animationStyles: theme.animationStyles,
    recipes: {
      badge: theme.badgeRecipe,
      button: theme.buttonRecipe,
      checkmark: theme.checkmarkRecipe,
      code: theme.codeRecipe,
      container: theme.containerRecipe,
      heading: theme.headingRecipe,
      icon: theme.iconRecipe,
      input: theme.inputRecipe,
      inputAddon: theme.inputAddonRecipe,
      link: theme.linkRecipe,
      skeleton: theme.skeletonRecipe,
      spinner: theme.spinnerRecipe,
      textarea: theme.textareaRecipe,
    },
    slotRecipes: {
      alert: theme.alertSlotRecipe,
      blockquote: theme.blockquoteSlotRecipe,
      card: theme.cardSlotRecipe,
      checkbox: theme.checkboxSlotRecipe,
      dataList: theme.dataListSlotRecipe,
      dialog: theme.dialogSlotRecipe,
      list: theme.listSlotRecipe,
      nativeSelect: theme.nativeSelectSlotRecipe,
      progress: theme.progressSlotRecipe,
      switch: theme.switchSlotRecipe,
      table: theme.tableSlotRecipe,
      tabs: theme.tabsSlotRecipe,
      toast: theme.toastSlotRecipe,
    },
  },
}));
