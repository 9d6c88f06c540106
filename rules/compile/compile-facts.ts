/**
 * What a compiled form is made of (issue 8 §1 memo contract): the field states of the
 * evaluation without their reasons, and the few facts a widget shows (options, the forced
 * payment's reason, the price picture, price readiness, the recharge amount). A compiled `schema` and `uiSchema`
 * are a pure function of the bundle and these facts, so equal facts may share one compiled form:
 * a keystroke that changes no state changes no fact.
 */
import { OWN_CAR, SPECIAL_CAR } from '../model/constants.ts';
import { renderPaymentReason } from '../model/reason-format.ts';
import type { Scenario } from '../model/scenario.ts';
import { scenarioBusinessType } from '../model/scenario.ts';
import type { AuditRole } from '../audit/audit-visibility.ts';
import type { EvaluationResult } from '../evaluate.ts';
import type { SpecialFieldState } from '../fields/special-fields.ts';
import { letterAskedFor, type LetterOfCommitment } from '../payment/letter-of-commitment.ts';
import { hasPicturePrice } from '../payment/payment-options.ts';
import type { FormKind } from './contract.ts';

/** A special field's state without its reasons. */
export interface SpecialFieldFact {
  specialId: number;
  visible: boolean;
  required: boolean;
  editable: boolean;
}

/** An audit section's state without its reasons. */
export interface AuditSectionFact {
  role: AuditRole;
  visible: boolean;
  required: boolean;
  editable: boolean;
}

export interface AuditFacts {
  sections: AuditSectionFact[];
  comment: { label: string; placeholder: string } | null;
}

export interface BookingFacts {
  tripTypes: number[];
  /** The payment options (D5), the reason of a forced one, and the type chosen after forcing (null: none). */
  payment: { options: number[]; lockedReason: string | null; selected: number | null };
  /** The price picture quoted for the trip (D5), drawn with the payment type; null when there is none. */
  picturePriceUrl: string | null;
  /** The car levels offered (`scenario.offeredCarTypeLevels`); null while none are known. */
  carLevels: number[] | null;
  priceReady: boolean;
  rechargeAmount: number | null;
  flightLookup: boolean;
  defaultAddressType: number;
  /** 途经停靠 is ticked (or a rule asks for a stop): the stops are drawn (`stopsPart`). */
  stops: boolean;
  /** The letter of commitment the chosen payment type asks the booker to agree to; null when none (`letterAskedFor`). */
  letter: LetterOfCommitment | null;
}

/**
 * What a compiled booking form draws of the booking's own data and context besides the evaluation:
 * whether the stops are drawn, the letter of commitment the payment asks for.
 */
export interface DrawnFacts {
  stops: boolean;
  letter?: LetterOfCommitment | null;
}

export interface CompileFacts {
  form: FormKind;
  businessType: 4 | 5;
  special: SpecialFieldFact[];
  audit: AuditFacts;
  /** Only for the two booking forms. */
  booking: BookingFacts | null;
}

/** Where the booking forms hold their stops (the pointer a rule asking for a stop names). */
const STOPS_POINTER = '/additionStopsList';

/**
 * What a booking's data adds to its compiled form: the stops are drawn while 途经停靠 is ticked,
 * or while a rule asks for a stop (a round trip without one), so its message is never hidden.
 *
 * @example drawnFacts({ isStop: false }, evaluation) // { stops: false } when no rule asks for a stop
 */
export function drawnFacts(
  data: { isStop: boolean },
  evaluation: Pick<EvaluationResult, 'errors' | 'payment'>,
  context?: { letterOfCommitment?: LetterOfCommitment | null },
): DrawnFacts {
  const stops = data.isStop || evaluation.errors.some((error) => error.path === STOPS_POINTER || error.path.startsWith(`${STOPS_POINTER}/`));
  const letter = letterAskedFor(evaluation.payment.selected, context?.letterOfCommitment);
  return letter ? { stops, letter } : { stops };
}

/** The reasons that force a payment option (D5): checkout offered, or a price picture. */
const FORCING_REASONS: readonly string[] = ['payment.checkoutOnly', 'payment.pictureKeepsFirst'];

/**
 * The scenario a form is evaluated with: the booking forms fix the business type they book, the
 * special-config and audit forms take the scenario's.
 *
 * @example formScenario('own-car', { tripType: 1 }) // { tripType: 1, businessType: 5 }
 */
export function formScenario(form: FormKind, scenario: Scenario): Scenario {
  const businessType = form === 'special-car' ? SPECIAL_CAR : form === 'own-car' ? OWN_CAR : scenarioBusinessType(scenario);
  return scenario.businessType === businessType ? scenario : { ...scenario, businessType };
}

const specialFactLists = new WeakMap<readonly SpecialFieldState[], SpecialFieldFact[]>();

/**
 * The special fields' facts, once per states array: `evaluate` returns the same array while no
 * state changes (a keystroke in a text field), so their facts and their key are not rebuilt.
 */
function specialFacts(states: readonly SpecialFieldState[]): SpecialFieldFact[] {
  let facts = specialFactLists.get(states);
  if (!facts) {
    facts = states.map(({ specialId, visible, required, editable }) => ({ specialId, visible, required, editable }));
    specialFactLists.set(states, facts);
  }
  return facts;
}

/**
 * The facts of a form, from the evaluation of its scenario (`formScenario`). Only what the form
 * shows is read: the special-config form reads the special fields alone, the audit form the
 * audit sections alone, so a change elsewhere keeps their compiled schema.
 */
export function compileFacts(form: FormKind, scenario: Scenario, evaluation: EvaluationResult, drawn?: DrawnFacts): CompileFacts {
  const booking = form === 'special-car' || form === 'own-car';
  const special = form === 'audit' ? [] : specialFacts(evaluation.specialFields);
  const audit: AuditFacts =
    form === 'special-config'
      ? { sections: [], comment: null }
      : {
          sections: evaluation.audit.sections.map(({ role, visible, required, editable }) => ({ role, visible, required, editable })),
          comment: evaluation.audit.comment ? { ...evaluation.audit.comment } : null,
        };
  const forcing = evaluation.payment.because.find((r) => FORCING_REASONS.includes(r.code));
  return {
    form,
    businessType: evaluation.businessType === OWN_CAR ? OWN_CAR : SPECIAL_CAR,
    special,
    audit,
    booking: booking
      ? {
          tripTypes: [...evaluation.tripTypes],
          payment: {
            options: [...evaluation.payment.options],
            lockedReason: forcing && evaluation.payment.options.length === 1 ? renderPaymentReason(forcing, 'zh') : null,
            selected: evaluation.payment.selected,
          },
          picturePriceUrl: hasPicturePrice(scenario.picturePriceUrl) ? (scenario.picturePriceUrl ?? null) : null,
          carLevels: scenario.offeredCarTypeLevels ? [...new Set(scenario.offeredCarTypeLevels)] : null,
          priceReady: evaluation.priceReady,
          rechargeAmount: evaluation.rechargeAmount,
          flightLookup: evaluation.flightLookup,
          defaultAddressType: evaluation.defaultAddressType,
          // Without the booking's data (a scenario alone), the stops are drawn when it has some.
          stops: drawn?.stops ?? (scenario.stops?.length ?? 0) > 0,
          letter: drawn?.letter ?? null,
        }
      : null,
  };
}

/** The key of a special facts list, once per list (the lists are shared, `specialFacts`). */
const specialKeys = new WeakMap<readonly SpecialFieldFact[], string>();

const bit = (flag: boolean) => (flag ? '1' : '0');

/**
 * The memo key of some facts: equal keys, equal compiled forms. The special fields, the long part
 * (hundreds in a large section), are written compactly, `id:visible required editable` each.
 *
 * @example factsKey({ form: 'special-config', businessType: 4, special: [{ specialId: 7, visible: true, required: true, editable: true }], audit: { sections: [], comment: null }, booking: null })
 * // 'special-config|4|7:111|{"sections":[],"comment":null}|null'
 */
export function factsKey(facts: CompileFacts): string {
  let special = specialKeys.get(facts.special);
  if (special === undefined) {
    special = '';
    for (const f of facts.special) special += `${special === '' ? '' : ','}${f.specialId}:${bit(f.visible)}${bit(f.required)}${bit(f.editable)}`;
    specialKeys.set(facts.special, special);
  }
  return `${facts.form}|${facts.businessType}|${special}|${JSON.stringify(facts.audit)}|${JSON.stringify(facts.booking)}`;
}
