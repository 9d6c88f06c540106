/**
 * A diff subject's state read from an `evaluate` result (issue 10 §2): a special field's or an
 * audit section's visible / required / editable, the payment options, the trip types offered.
 * The diff and the replay compare these, and only these.
 */
import { specialFieldIndex, specialFieldsOf, type EnterpriseBundle } from '../model/bundle.ts';
import type { Reason } from '../model/reasons.ts';
import type { EvaluationResult } from '../evaluate.ts';
import type { SpecialFieldState } from '../fields/special-fields.ts';
import type { DiffSubject, SubjectState } from './diff-model.ts';

export interface ReadState {
  state: SubjectState;
  because: Reason[];
}

const ABSENT: ReadState = { state: { present: false }, because: [] };

/** The special field states of a result by specialId, built once per result. */
const fieldMaps = new WeakMap<EvaluationResult, ReadonlyMap<number, SpecialFieldState>>();

function fieldStateOf(result: EvaluationResult, specialId: number): SpecialFieldState | undefined {
  let map = fieldMaps.get(result);
  if (!map) {
    map = new Map(result.specialFields.map((s) => [s.specialId, s]));
    fieldMaps.set(result, map);
  }
  return map.get(specialId);
}

/**
 * The subject's state in a result of `evaluate(bundle, …)`.
 *
 * @example subjectState({ kind: 'tripTypes', businessType: 4 }, bundle, evaluate(bundle, scenario)).state
 * // { present: true, options: [1, 3], defaultValue: 1 }
 */
export function subjectState(subject: DiffSubject, bundle: EnterpriseBundle, result: EvaluationResult): ReadState {
  switch (subject.kind) {
    case 'specialField': {
      if (!specialFieldIndex(specialFieldsOf(bundle)).has(subject.specialId)) return ABSENT;
      const s = fieldStateOf(result, subject.specialId);
      if (!s) return ABSENT;
      return { state: { present: true, visible: s.visible, required: s.required, editable: s.editable }, because: s.because };
    }
    case 'auditSection': {
      const s = result.audit.sections.find((section) => section.role === subject.role);
      if (!s) return ABSENT;
      return { state: { present: true, visible: s.visible, required: s.required, editable: s.editable }, because: s.because };
    }
    case 'paymentOptions':
      return { state: { present: true, options: result.payment.options }, because: result.payment.because };
    case 'tripTypes':
      return { state: { present: true, options: result.tripTypes, defaultValue: result.defaultTripType }, because: [] };
  }
}

/** A state as a text key: equal states, equal keys. */
export function stateKey(state: SubjectState): string {
  // Called for every subject at every point: plain concatenation, no JSON.
  const flag = (b: boolean | undefined) => (b === undefined ? '-' : b ? '1' : '0');
  const base = flag(state.present) + flag(state.visible) + flag(state.required) + flag(state.editable);
  if (state.options === undefined && state.defaultValue === undefined) return base;
  return `${base}|${state.options?.join(',') ?? ''}|${state.defaultValue === undefined ? '-' : String(state.defaultValue)}`;
}
