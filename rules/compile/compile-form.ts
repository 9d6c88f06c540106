/**
 * `compileForm(bundle, scenario, form)`: the JSON Schema, uiSchema and field states of one of the
 * four forms of issue 8 §1, from the evaluation of the booking as it stands. Pure.
 *
 * Memo contract: the same bundle object and the same field states (visible, required, editable,
 * options; not `because`) give the same (`===`) `schema` and `uiSchema`, so a keystroke that
 * changes no state rebuilds nothing and the renderer keeps its compiled validators. The memo is a
 * WeakMap keyed by the bundle (dropped with it) holding, per form, the last few compiled forms by
 * the key of their facts (`compile-facts.ts`). `fieldStates` carry the reasons; they too are the same object while the states and reasons
 * are (`field-states.ts`).
 */
import type { EnterpriseBundle } from '../model/bundle.ts';
import type { Scenario } from '../model/scenario.ts';
import { evaluate, type EvaluationResult } from '../evaluate.ts';
import { auditForm } from './audit-form.ts';
import { compileFacts, factsKey, formScenario, type CompileFacts, type DrawnFacts } from './compile-facts.ts';
import type { CompiledForm, FormKind, JsonSchema, UiSchema } from './contract.ts';
import { formFieldStates } from './field-states.ts';
import { ownCarForm } from './own-car-form.ts';
import { specialCarForm } from './special-car-form.ts';
import { specialConfigForm } from './special-config-form.ts';

type Compiled = { schema: JsonSchema; uiSchema: UiSchema };

const COMPILERS: Readonly<Record<FormKind, (bundle: EnterpriseBundle, facts: CompileFacts) => Compiled>> = {
  'special-car': specialCarForm,
  'own-car': ownCarForm,
  'special-config': specialConfigForm,
  audit: auditForm,
};

/**
 * How many compiled forms are kept per bundle and form: a booker toggling a parent choice back
 * and forth, or a flow moving between a few states, finds each again.
 */
const KEPT_PER_FORM = 8;

const memo = new WeakMap<EnterpriseBundle, Map<FormKind, Map<string, Compiled>>>();

function remembered(bundle: EnterpriseBundle, facts: CompileFacts): Compiled {
  let forms = memo.get(bundle);
  if (!forms) {
    forms = new Map();
    memo.set(bundle, forms);
  }
  let kept = forms.get(facts.form);
  if (!kept) {
    kept = new Map();
    forms.set(facts.form, kept);
  }
  const key = factsKey(facts);
  const hit = kept.get(key);
  if (hit) {
    // Most recently used last, so the oldest goes first when the memo is full.
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  const compiled = COMPILERS[facts.form](bundle, facts);
  kept.set(key, compiled);
  if (kept.size > KEPT_PER_FORM) kept.delete(kept.keys().next().value as string);
  return compiled;
}

/**
 * Compiles a form from an evaluation the caller already has (the page evaluates once per change
 * and draws the errors too). `evaluation` must be `evaluate(bundle, formScenario(form, scenario))`.
 */
export function compileEvaluated(
  bundle: EnterpriseBundle,
  scenario: Scenario,
  form: FormKind,
  evaluation: EvaluationResult,
  drawn?: DrawnFacts,
): CompiledForm {
  const facts = compileFacts(form, scenario, evaluation, drawn);
  const { schema, uiSchema } = remembered(bundle, facts);
  return { schema, uiSchema, fieldStates: formFieldStates(bundle, form, evaluation, facts) };
}

/**
 * The compiled form of a bundle for a booking as it stands (issue 8 §1). The booking forms fix
 * the business type they book (`special-car` 4, `own-car` 5); `special-config` and `audit` take
 * the scenario's. The bundle must be usable (schema-valid, D10).
 *
 * @example
 * const { schema, fieldStates } = compileForm(bundle, { businessType: 4, tripType: 1 }, 'special-config');
 * schema.properties['7'] // { type: 'string', title: '项目编号', maxLength: 2000 }
 * schema.required        // ['7']
 * fieldStates['/7']      // { visible: true, required: true, editable: true, because: [...] }
 */
export function compileForm(bundle: EnterpriseBundle, scenario: Scenario, form: FormKind): CompiledForm {
  const forForm = formScenario(form, scenario);
  return compileEvaluated(bundle, forForm, form, evaluate(bundle, forForm));
}
