/**
 * The theme takes the RJSF Chakra theme's templates one by one (theme.ts says why): the same set as
 * its `generateTemplates()` less the two no form draws (issue 22: RJSF core's stand in), the very
 * same components, with ours in place of exactly four.
 */
import ChakraTemplates from '@rjsf/chakra-ui/lib/Templates/Templates.js';
import { describe, expect, it } from 'vitest';

import { formEngineTheme } from './theme.ts';

const OURS = ['BaseInputTemplate', 'FieldErrorTemplate', 'FieldTemplate', 'ObjectFieldTemplate'];
/** Not drawn by any form: the error list (`showErrorList={false}`) and a recursive schema's expander (no `$ref`). */
const LEFT_TO_CORE = ['CyclicSchemaExpandTemplate', 'ErrorListTemplate'];

describe('the form theme’s templates', () => {
  const templates = formEngineTheme.templates as Record<string, unknown>;
  const chakra = ChakraTemplates as Record<string, unknown>;

  it('are the Chakra theme’s templates less the two no form draws, no more and no fewer', () => {
    expect(Object.keys(templates).sort()).toEqual(Object.keys(chakra).filter((name) => !LEFT_TO_CORE.includes(name)).sort());
  });

  it('are the Chakra theme’s own components, button templates included, except the four we replace', () => {
    for (const name of Object.keys(chakra)) {
      if (LEFT_TO_CORE.includes(name)) expect(templates[name], name).toBeUndefined();
      else if (OURS.includes(name)) expect(templates[name], name).not.toBe(chakra[name]);
      else if (name === 'ButtonTemplates') expect(templates[name]).toEqual(chakra[name]);
      else expect(templates[name], name).toBe(chakra[name]);
    }
  });
});
