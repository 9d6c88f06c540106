/**
 * The parts the special-car and own-car booking forms share (spec §2 "the booking flows offer",
 * §3, issue 8 §1): the trip type offered, a date-time, an address by type, stops, car levels,
 * payment, contacts, notifications, baggage and the embedded special-config section. Each
 * returns a property schema and its uiSchema; the options come from the evaluation (facts),
 * the labels from `rules/model/constants.ts` and the bundle.
 */
import type { LetterOfCommitment } from '../payment/letter-of-commitment.ts';
import {
  AddressType,
  addressTypeLabels,
  BAGGAGE_REQUIREMENT_IDS,
  MEET_GREET_REQUIREMENT_ID,
  notificationOptionLabels,
  OWN_CAR,
  paymentTypeLabels,
  regionTypeLabels,
  serviceTypeLabels,
} from '../model/constants.ts';
import type { EnterpriseBundle } from '../model/bundle.ts';
import { choicesOf, labelledOneOf, type Choice } from './choices.ts';
import type { BookingFacts } from './compile-facts.ts';
import { FormField, FormWidget, type JsonSchema } from './contract.ts';

export interface Part {
  schema: JsonSchema;
  ui: Record<string, unknown>;
}

const codes = (labels: Readonly<Record<string, string>>) => Object.keys(labels).map(Number);

/**
 * The trip type (spec §9 service type for the special car, region type for the own car): the
 * types offered (D6); every type of the kind while the enterprise lists none (then the rules
 * check nothing, docs/rules.md 6.4a).
 */
export function tripTypePart(base: JsonSchema, businessType: number, facts: BookingFacts): Part {
  const labels = businessType === OWN_CAR ? regionTypeLabels : serviceTypeLabels;
  const offered = facts.tripTypes.length > 0 ? facts.tripTypes : codes(labels);
  return {
    schema: { type: 'integer', title: base.title, ...labelledOneOf(choicesOf(offered, labels)) },
    ui: { 'ui:options': { choices: choicesOf(offered, labels) } },
  };
}

/** A China-time `YYYY-MM-DD HH:mm` (D7), drawn by the date-time widget. */
export function dateTimePart(base: JsonSchema): Part {
  return { schema: base, ui: { 'ui:widget': FormWidget.DATETIME } };
}

/**
 * The address kinds a pickup or a destination offers (spec §9, D6): airport, railway station,
 * ordinary, company, and the frequent places of its own side (frequent boarding places for a
 * pickup, frequent drop-off places for a destination; docs/rules.md "Compiled forms").
 */
export function addressKinds(role: 'pickUp' | 'destination'): Choice[] {
  const frequent = role === 'pickUp' ? AddressType.FREQUENT_BOARDING.value : AddressType.FREQUENT_DROP_OFF.value;
  const kinds = [AddressType.AIRPORT, AddressType.RAILWAY_STATION, AddressType.ORDINARY, AddressType.COMPANY].map((k) => k.value);
  return choicesOf([...kinds, frequent], addressTypeLabels);
}

/** A pickup or destination (D6): its kind among `addressKinds`, drawn whole by `FormField.ADDRESS`. */
export function addressPart(base: JsonSchema, role: 'pickUp' | 'destination', facts: BookingFacts): Part {
  const properties = base.properties as Record<string, JsonSchema>;
  const kind = properties.addressType ?? {};
  const kinds = addressKinds(role);
  return {
    schema: {
      ...base,
      properties: {
        ...properties,
        addressType: { type: 'integer', title: kind.title, default: facts.defaultAddressType, ...labelledOneOf(kinds) },
      },
      required: ['addressType'],
    },
    ui: {
      'ui:field': FormField.ADDRESS,
      'ui:options': { role, addressTypes: kinds, flightLookup: facts.flightLookup, defaultAddressType: facts.defaultAddressType },
    },
  };
}

/**
 * The stops on the way, drawn by `FormField.STOPS` (add, remove, reorder, arrival time) while
 * 途经停靠 is ticked (`facts.stops`); hidden otherwise, the stops entered kept in the data (issue 22
 * §2: 途经地点 only when 途经停靠 is ticked; an order carries its stops only then, D9).
 */
export function stopsPart(base: JsonSchema, facts: BookingFacts): Part {
  return { schema: base, ui: facts.stops ? { 'ui:field': FormField.STOPS } : { 'ui:field': FormField.STOPS, 'ui:widget': 'hidden' } };
}

/**
 * The cost centre's approver as typed text (`costCentreOwner`), unless an approver section of the
 * cost centre is drawn (`costCenter`, `ownCostCenter`): that section is the 成本中心审批人 then,
 * and the text is hidden, so the form asks the cost centre's approver once (issue 22 §2).
 */
export function costCentreOwnerPart(base: JsonSchema, approverSections: readonly { role: string }[]): Part {
  const asked = approverSections.some((section) => section.role === 'costCenter' || section.role === 'ownCostCenter');
  return { schema: base, ui: asked ? { 'ui:widget': 'hidden' } : {} };
}

/**
 * The car-type level (spec §2 "car-type levels"): one of the levels offered when they are known
 * (`scenario.offeredCarTypeLevels`), drawn as cards by `FormField.CAR_LEVELS`, with whether a
 * price may be asked (D6 price readiness).
 */
export function carLevelPart(base: JsonSchema, facts: BookingFacts): Part {
  const levels = facts.carLevels;
  return {
    schema: { type: 'integer', title: base.title, ...(levels && levels.length > 0 ? { enum: levels } : {}) },
    ui: { 'ui:field': FormField.CAR_LEVELS, 'ui:options': { levels: levels ?? [], priceReady: facts.priceReady } },
  };
}

/**
 * The payment type (D5): the options in order; a forced single option (checkout offered, or a
 * price picture) is read-only with the reason in Chinese; the price picture quoted for the trip
 * (`picturePriceUrl`, D5) is drawn with it; the recharge amount in yuan when an order price is known.
 */
export function paymentPart(base: JsonSchema, facts: BookingFacts): Part {
  const choices = choicesOf(facts.payment.options, paymentTypeLabels);
  const locked = facts.payment.lockedReason !== null;
  return {
    schema: { type: 'integer', title: base.title, ...labelledOneOf(choices) },
    ui: {
      'ui:field': FormField.PAYMENT,
      ...(locked || choices.length === 0 ? { 'ui:readonly': true } : {}),
      'ui:options': {
        choices,
        forced: locked,
        lockedReason: facts.payment.lockedReason,
        picturePriceUrl: facts.picturePriceUrl,
        rechargeAmount: facts.rechargeAmount,
      },
    },
  };
}

/**
 * The credit card paid with (spec §3 `creditCard`), asked when the payment type is 信用卡 (2): one of
 * the booker's bound cards, drawn by `FormField.CREDIT_CARD` (`/Payment/UserCreditCard`).
 */
export function creditCardPart(base: JsonSchema): Part {
  // One schema for "a card or none": RJSF draws an `anyOf` beside the custom field as a second
  // field of its own, so the base's anyOf of the card and null becomes one nullable object.
  const card = ((base.anyOf as JsonSchema[] | undefined) ?? []).find((option) => option.type === 'object') ?? {};
  return { schema: { title: base.title, type: ['object', 'null'], properties: card.properties ?? {}, default: null }, ui: { 'ui:field': FormField.CREDIT_CARD } };
}

/**
 * The gift e-cards paid with (spec §3 `ECardList`, ids), asked when the payment type is 礼品E卡 (23):
 * the booker's cards usable on the boarding date, drawn by `FormField.GIFT_CARDS` (`/csorder/giftCards`).
 */
export function giftCardsPart(base: JsonSchema): Part {
  return { schema: base, ui: { 'ui:field': FormField.GIFT_CARDS } };
}

/** The special enterprise's first two cost-centre parts (spec §6, D8), each required (`minLength` 1 says so to the required check). */
const SPECIAL_COST_CENTRE_SCHEMA: JsonSchema = {
  type: 'object',
  title: '特殊成本中心',
  properties: {
    bizOperUnit: { type: 'string', title: '业务经营单位', minLength: 1, maxLength: 100 },
    deptId: { type: 'string', title: '部门', minLength: 1, maxLength: 100 },
  },
};

/**
 * The special enterprise's cost centre beyond the centre itself (spec §6 "a special cost centre of
 * three parts joined by hyphens and an extra cost-centre lookup", D8): its business unit and
 * department, both required, chosen from the valid pairs the lookup gives (`/CsAccount/CostCenter`
 * `specialParts`), drawn by `FormField.SPECIAL_COST_CENTRE` beside the cost centre; the order
 * submits `bizOperUnit-deptId-costCentre` and the server accepts only a triple it holds.
 */
export function specialCostCentrePart(): Part {
  return { schema: SPECIAL_COST_CENTRE_SCHEMA, ui: { 'ui:field': FormField.SPECIAL_COST_CENTRE } };
}

/**
 * The enterprise's letter of commitment and the booker's agreement to it (spec §3
 * `letterOfCommitment`), asked when the payment type asks for the letter (`letterAskedFor`, 挂账):
 * the letter's title and text drawn above a checkbox, by `FormField.LETTER_OF_COMMITMENT`; the
 * field check `letterAgreementErrors` refuses the order until it is ticked.
 */
export function letterOfCommitmentPart(base: JsonSchema, letter: LetterOfCommitment): Part {
  return { schema: base, ui: { 'ui:field': FormField.LETTER_OF_COMMITMENT, 'ui:options': { letterTitle: letter.title, letterContent: letter.content } } };
}

/** Other passengers or contacts, rows of name, phone and e-mail (`FormField.CONTACTS`). */
export function contactsPart(base: JsonSchema): Part {
  return { schema: base, ui: { 'ui:field': FormField.CONTACTS } };
}

/** The notification choices of spec §9 the form offers, labelled, as checkboxes (`FormField.NOTIFICATIONS`). */
export function notificationsPart(base: JsonSchema, options: readonly number[]): Part {
  const choices = choicesOf(options, notificationOptionLabels);
  return {
    schema: { type: 'array', title: base.title, uniqueItems: true, items: { type: 'integer', ...labelledOneOf(choices) } },
    ui: { 'ui:field': FormField.NOTIFICATIONS, 'ui:options': { choices } },
  };
}

/**
 * The enterprise's special requirements (`bundle.specialRequirements`), each id once, with its
 * name; 举牌接机 (`MEET_GREET_REQUIREMENT_ID`) is left out, the form's `isMeetGreet` asks it.
 */
function requirementChoices(bundle: EnterpriseBundle, baggage: boolean): Choice[] {
  const seen = new Set<number>([MEET_GREET_REQUIREMENT_ID]);
  const out: Choice[] = [];
  for (const r of bundle.specialRequirements ?? []) {
    if (seen.has(r.id) || BAGGAGE_REQUIREMENT_IDS.includes(r.id) !== baggage) continue;
    seen.add(r.id);
    out.push({ value: r.id, label: r.name });
  }
  return out;
}

/** The baggage sizes 50, 51, 52 the bundle names (spec §3, D9), drawn by `FormField.BAGGAGE`; none when it names none. */
export function baggagePart(base: JsonSchema, bundle: EnterpriseBundle): Part | null {
  const sizes = requirementChoices(bundle, true);
  if (sizes.length === 0) return null;
  return {
    schema: { type: 'array', title: base.title, uniqueItems: true, items: { type: 'integer', ...labelledOneOf(sizes) } },
    ui: { 'ui:field': FormField.BAGGAGE, 'ui:options': { sizes } },
  };
}

/** The other special requirements the bundle names, as checkboxes; none when it names none. */
export function requirementsPart(base: JsonSchema, bundle: EnterpriseBundle): Part | null {
  const choices = requirementChoices(bundle, false);
  if (choices.length === 0) return null;
  return {
    schema: { type: 'array', title: base.title, uniqueItems: true, items: { type: 'integer', ...labelledOneOf(choices) } },
    ui: { 'ui:widget': 'checkboxes' },
  };
}
