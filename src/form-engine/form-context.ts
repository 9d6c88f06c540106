/**
 * What every widget and field of the form engine can read besides its own props: RJSF's
 * `formContext`, filled by `SchemaForm` from its props (issue 8 §2).
 */
import type { FieldState } from '../../rules/compile/contract.ts';
import type { FormLookups } from './lookups.ts';

export interface FormContext {
  /** The calls for cities, places, car levels, people, own cars and uploads (src/form-engine/lookups.ts). */
  lookups: FormLookups;
  /** The compiled form's field states by JSON Pointer (`/paymentType`, `/specialConfig/7`). */
  fieldStates: Readonly<Record<string, FieldState>>;
  /**
   * Resets the rules applied to an address kind (D6), by the address's JSON Pointer (`/pickUp`,
   * `/destination`), with the Chinese message the rule gave: the address field shows it beside
   * the kind, so no reset is silent.
   */
  addressResets: Readonly<Record<string, string>>;
  /**
   * What the rules changed on the booker's behalf (D3 approvers refilled, D5 payment type forced),
   * by the JSON Pointer of the field it is drawn under, as a polite sentence (not an error): the
   * booking step's `fieldNotices` (rules/step/field-notices.ts), gone once the booker edits there.
   * Absent when there is none (most of the time): a field then looks nothing up.
   */
  fieldNotices?: Readonly<Record<string, string>>;
  /** What some widgets need of the rest of the booking, read from the form's data (booking-facts.ts). */
  booking: BookingFacts;
}

/**
 * The few facts of the booking other fields depend on: the pickup city (the reviewer list is per
 * city, spec §4), the own-car period (a car booked then cannot be chosen, spec §3) and the special
 * car's boarding time as `fromTime` (the gift cards usable then, `/csorder/giftCards`).
 */
export interface BookingFacts {
  cityCode: string;
  fromTime: string;
  toTime: string;
}

/** The context of a widget's props, typed (RJSF types it `any`). */
export function formContextOf(registry: { formContext?: unknown }): FormContext {
  return registry.formContext as FormContext;
}
