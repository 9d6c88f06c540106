/**
 * The compiled-form contract: what `compileForm(bundle, scenario, form)` answers and the names the
 * renderer (`src/form-engine/`) draws by. Declared once here, imported by both sides, so a widget
 * name or a field-state shape cannot drift between the compiler and the renderer (docs/forms.md
 * "How a config becomes a form").
 */
import type { Reason } from '../model/reasons.ts';
import type { SpecialValue } from '../model/scenario.ts';
import type { SpecialCarForm } from '../orders/special-car-order.ts';
import type { OwnCarForm } from '../orders/own-car-order.ts';

/** The four forms of issue 8. */
export const FORM_KINDS = ['special-car', 'own-car', 'special-config', 'audit'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

/**
 * A JSON Schema (draft-07) as plain data. Kept structural (no import of a JSON Schema type
 * package) so `rules/` stays dependency-light; the renderer casts it to RJSF's `RJSFSchema`.
 */
export type JsonSchema = { readonly [key: string]: unknown };

/** An RJSF uiSchema as plain data (`ui:widget`, `ui:field`, `ui:options`, `ui:order`, …). */
export type UiSchema = { readonly [key: string]: unknown };

/**
 * The state of one field of a compiled form, keyed in `fieldStates` by the JSON Pointer of the
 * field in the form's data (`/specialConfig/7`, `/paymentType`, `/audit/userInput`, …): the same
 * pointers `BookingError.path` uses, so an error lands under its field.
 */
export interface FieldState {
  visible: boolean;
  required: boolean;
  editable: boolean;
  /** For choice fields: the values offered now (option ids, trip types, payment types, …). */
  options?: readonly (number | string)[];
  /** Which rule decided, as reason codes (render with `renderReason`). */
  because: readonly Reason[];
}

export interface CompiledForm {
  schema: JsonSchema;
  uiSchema: UiSchema;
  fieldStates: Readonly<Record<string, FieldState>>;
}

/**
 * The special-config section's data, as the forms hold it: values by specialId as a string, the
 * same keys as a scenario's `values` (D2). Choice fields hold option ids; checkboxes a list.
 */
export type SpecialConfigData = Record<string, SpecialValue>;

/**
 * Custom fields (`ui:field`) and widgets (`ui:widget`) the compiler names and the renderer
 * registers. Everything else is drawn by the RJSF Chakra theme.
 */
export const FormField = {
  /** A pickup or destination object: address kind 1-6 (D6), city, lookups, flight for airports. */
  ADDRESS: 'address',
  /** The stops list: add, remove, reorder, arrival time. */
  STOPS: 'stops',
  /** Car-type levels as cards (picture, seats, estimated price once price-ready). */
  CAR_LEVELS: 'carLevels',
  /** The payment choice: D5 options, a forced option locked with its reason, recharge. */
  PAYMENT: 'payment',
  /** One approver section of D3 (`name(phone)` split, email/phone by validate type). */
  APPROVER: 'approver',
  /** Other passengers / contacts (name, phone, e-mail rows). */
  CONTACTS: 'contacts',
  /** Notification choices (spec §9 options) as checkboxes. */
  NOTIFICATIONS: 'notifications',
  /** Baggage sizes 50/51/52 (D9). */
  BAGGAGE: 'baggage',
  /** Own car: the car and licence choice from the enterprise's fleet. */
  OWN_CAR: 'ownCar',
  /** The booker's bound credit card (`/Payment/UserCreditCard`), asked when paying by credit card (2). */
  CREDIT_CARD: 'creditCard',
  /** The booker's gift e-cards usable on the boarding date (`/csorder/giftCards`), asked when paying by 礼品E卡 (23). */
  GIFT_CARDS: 'giftCards',
  /** The enterprise's letter of commitment, read and agreed to (a required checkbox), asked when paying by 挂账 (4). */
  LETTER_OF_COMMITMENT: 'letterOfCommitment',
  /** The special enterprise's business unit and department (spec §6, D8), chosen from the extra cost-centre lookup. */
  SPECIAL_COST_CENTRE: 'specialCostCentre',
} as const;

export const FormWidget = {
  /** `YYYY-MM-DD HH:mm` China time, zh-cn, weeks from Monday (D7). */
  DATETIME: 'chinaDateTime',
  /** showType 6: upload to the reference server with size/type checks and progress. */
  ATTACHMENT: 'attachment',
  /** showType 8: a text shown, no input, no value. */
  DESCRIPTION: 'description',
  /** The cost centre: one of the enterprise's cost centres (`/CsAccount/CostCenter`), by name. */
  COST_CENTRE: 'costCentre',
} as const;

/**
 * The special-car primary approver (audit sections `userInput` / `costCenter`, D3) as one object,
 * so one `FormField.APPROVER` draws it like the own-car `auditor` and the reviewer
 * (`administrativeReviewerMsg`). The order form keeps it flat (`approverName`, `approverPhone`,
 * `approverEmail`); `rules/compile/booking-data.ts` converts.
 */
export interface ApproverData {
  name: string;
  phoneNumber: string;
  email: string;
}

/**
 * The data of the compiled booking forms: the form schemas' shapes (schemas/*-form.schema.json)
 * with the special-config list replaced by the section keyed by specialId, so error paths like
 * `/specialConfig/7` point straight at the field. `rules/compile/` converts to and from the
 * order forms (`SpecialCarForm`, `OwnCarForm`) the payload builders take. The trip type and the
 * payment type may be unchosen while a booking is being written (D2: a missing value is "not
 * chosen yet"; the enterprise may list no trip type, the payment types arrive from the server).
 */
export type SpecialCarBookingData = Omit<
  SpecialCarForm,
  'specialConfigList' | 'approverName' | 'approverPhone' | 'approverEmail' | 'tripType' | 'paymentType'
> & {
  specialConfig: SpecialConfigData;
  approver: ApproverData;
  tripType?: number;
  paymentType?: number;
};
export type OwnCarBookingData = Omit<OwnCarForm, 'specialConfig' | 'tripType'> & {
  specialConfig: SpecialConfigData;
  tripType?: number;
};
