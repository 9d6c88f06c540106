/**
 * The portal's Chakra system: Chakra's default tokens, conditions and global styles with only the
 * recipes of the components the portal draws (ours, @rjsf/chakra-ui's widgets and templates,
 * chakra-react-select), instead of `defaultSystem`, which holds the recipes of every Chakra
 * component (issue 9 §2: about half of Chakra's weight on /login). Chakra's own guide to bundle
 * size suggests this ("Modular Recipe Imports").
 *
 * A component whose recipe is missing here draws unstyled, it does not fail: after adding a
 * Chakra component, add its recipe (the key is the `key` of its `createRecipeContext` /
 * `createSlotRecipeContext`; the production build lists them: `grep -ohE 'key:\`[a-zA-Z]+\`' dist/assets/*.js`).
 */
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/** The recipes by the key their components look them up with. */
export const PORTAL_RECIPES = {
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const PORTAL_SLOT_RECIPES = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  table: tableSlotRecipe,
  tag: tagSlotRecipe,
  toast: toastSlotRecipe,
};

/** As Chakra's `defaultThemeConfig` (theme/index.js), with the portal's recipes only. */
const portalTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes: PORTAL_RECIPES,
    slotRecipes: PORTAL_SLOT_RECIPES,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

export const portalSystem = createSystem(defaultBaseConfig, portalTheme);
