/**
 * Stands in for @rjsf/chakra-ui's `lib/utils.js` (vite.config.ts, `rjsfChakraUtils`): the same
 * `getChakra`, but asking the portal's system which style props are valid instead of Chakra's
 * `defaultSystem`, which would bring every Chakra recipe back into the booking page (issue 9 §2).
 * Valid style props come from Chakra's base config (utilities, conditions), which both systems
 * share, so the answer is the same.
 */
import shouldForwardProp from '@emotion/is-prop-valid';
import type { UiSchema } from '@rjsf/utils';

import { portalSystem } from '../components/ui/system.ts';

export function getChakra(uiSchema: UiSchema = {}): Record<string, unknown> {
  const options = uiSchema['ui:options'] as { chakra?: Record<string, unknown> } | undefined;
  const chakraProps = options?.chakra ?? {};
  for (const key of Object.keys(chakraProps)) {
    // As RJSF: drop what is no style prop, and what React would forward to the DOM.
    if (!portalSystem.isValidProperty(key) || shouldForwardProp(key)) delete chakraProps[key];
  }
  return chakraProps;
}
