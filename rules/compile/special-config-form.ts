/**
 * The special-config form (issue 8 §1 `special-config`): the section alone, its data keyed by
 * specialId at the root (`{ "7": "A-100" }`, the keys of a scenario's `values`).
 */
import type { EnterpriseBundle } from '../model/bundle.ts';
import type { CompileFacts } from './compile-facts.ts';
import type { JsonSchema, UiSchema } from './contract.ts';
import { specialConfigSection } from './special-config-section.ts';

/** Compiles the special-config form of a bundle for some facts (`compileForm` memoises it). */
export function specialConfigForm(bundle: EnterpriseBundle, facts: CompileFacts): { schema: JsonSchema; uiSchema: UiSchema } {
  const section = specialConfigSection(bundle, facts.special);
  return { schema: { $schema: 'http://json-schema.org/draft-07/schema#', ...section.schema }, uiSchema: section.uiSchema };
}
