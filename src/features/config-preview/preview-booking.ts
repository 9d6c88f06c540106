/**
 * The live form of the preview (issue 10 §1): the whole special-car or own-car booking form of the
 * scenario, as the booking page has it. The page holds one booking data (`BookingData<kind>`, what
 * the booking form edits) and the scenario panel's inputs that a booking form does not hold (the
 * offered payment types, the user level, the booker in or out of the no-audit lists). The D2
 * inputs both show (trip type, order type, payment type, car level, passenger, own-car times) live
 * in the booking data only: the panel shows them read from it (`panelInput`) and writes them back
 * into it (`withPanelInput`), so the panel and the form never disagree. The scenario is then the
 * booking page's: `bookingScenario(kind, data, previewContext(input))`, and the step the booking
 * page's machines take (`bookingStep` of rules/step/: the D3/D5/D6 corrections, the form, the
 * errors, the resets) is the preview's too (`previewOpened`, `previewEdited`). Pure.
 */
import {
  bookingStep,
  newBookingData,
  OWN_CAR,
  type BookingBusinessType,
  type BookingContext,
  type BookingData,
  type BookingKind,
  type BookingStep,
  type EnterpriseBundle,
  type OwnCarBookingData,
  type SpecialCarBookingData,
} from '../../../rules/index.ts';
import { OUTSIDE_LISTS, type ScenarioInput } from './scenario-form.ts';

/** The booking data of either form. */
export type PreviewData = SpecialCarBookingData | OwnCarBookingData;

/** The id of a booker whom no no-audit list names. */
export const PREVIEW_BOOKER = 'preview-booker';

/** The booking form of a business type. */
export const kindOf = (businessType: BookingBusinessType): BookingKind => (businessType === OWN_CAR ? 'own-car' : 'special-car');

/**
 * What the booking page would know beyond the form (the booker, the offered payment types) for the
 * panel's inputs. Car levels are not narrowed: the form offers every level the server lists.
 *
 * @example previewContext({ ...input, bookerId: '' }).bookerId // 'preview-booker'
 */
export function previewContext(input: ScenarioInput): BookingContext {
  return {
    bookerId: input.bookerId === OUTSIDE_LISTS ? PREVIEW_BOOKER : input.bookerId,
    userLevel: input.userLevel,
    offeredPaymentTypes: [...input.offeredPaymentTypes],
  };
}

const defined = <T>(key: string, value: T | undefined | null): Record<string, T> => (value === undefined || value === null ? {} : { [key]: value });

/**
 * The panel's data: its own inputs, and the D2 inputs read from the booking data.
 *
 * @example panelInput(input, { ...data, tripType: 3 }).tripType // 3
 */
export function panelInput(input: ScenarioInput, data: PreviewData): ScenarioInput {
  const { tripType: _t, orderType: _o, paymentType: _p, carTypeLevel: _c, fromTime: _f, toTime: _to, ...own } = input;
  const common = { ...own, ...defined('tripType', data.tripType), passengerName: data.passName };
  if (input.businessType === OWN_CAR) {
    const owned = data as OwnCarBookingData;
    return { ...common, ...defined('fromTime', owned.fromTime || undefined), ...defined('toTime', owned.toTime || undefined) };
  }
  const special = data as SpecialCarBookingData;
  return {
    ...common,
    ...defined('orderType', special.orderType),
    ...defined('paymentType', special.paymentType),
    ...defined('carTypeLevel', special.firstCarType),
  };
}

/**
 * The booking data with the panel's D2 inputs written into it (a value the panel cleared is
 * cleared in the form too). Returns `data` itself when nothing changes.
 */
export function withPanelInput<D extends PreviewData>(data: D, input: ScenarioInput): D {
  const next: Record<string, unknown> = { ...data, passName: input.passengerName };
  next.tripType = input.tripType;
  if (input.businessType === OWN_CAR) {
    next.fromTime = input.fromTime ?? '';
    next.toTime = input.toTime ?? '';
  } else {
    if (input.orderType !== undefined) next.orderType = input.orderType;
    next.paymentType = input.paymentType;
    next.firstCarType = input.carTypeLevel ?? null;
  }
  for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
  const same = Object.keys(next).length === Object.keys(data).length && Object.entries(next).every(([key, value]) => (data as Record<string, unknown>)[key] === value);
  return same ? data : (next as D);
}

/**
 * A new booking of the panel's business type (as the booking page opens one: the bundle's
 * defaults, the first offered payment type), with the panel's D2 inputs written in.
 *
 * @example previewBooking(bundle, { ...input, businessType: 5 }, Date.now()).fromTime
 */
export function previewBooking(bundle: EnterpriseBundle, input: ScenarioInput, now: Date | number): BookingData<BookingKind> {
  const fresh: PreviewData = newBookingData(kindOf(input.businessType), bundle, previewContext(input), now);
  return withPanelInput(fresh, { ...panelInput(input, fresh), ...definedInputs(input) });
}

/** The D2 inputs the panel has set (an unset one keeps the new booking's default). */
function definedInputs(input: ScenarioInput): Partial<ScenarioInput> {
  return Object.fromEntries(Object.entries(input).filter(([key, value]) => value !== undefined && !(key === 'passengerName' && value === '')));
}

/**
 * The preview's booking as it opens: the booking step of a new booking (`from: 'opened'`, D3
 * prefilled), as the booking page's machine starts.
 *
 * @example previewOpened(bundle, input, Date.now()).form // the form a booker of this scenario opens
 */
export function previewOpened(bundle: EnterpriseBundle, input: ScenarioInput, now: Date | number): BookingStep {
  return bookingStep(bundle, previewContext(input), { kind: kindOf(input.businessType), from: 'opened' }, previewBooking(bundle, input, now));
}

/**
 * The preview's booking after an edit (of the form, of the panel, or the same data under a new
 * bundle or context): the booking page machine's step (`acceptEdit`), so the corrections the
 * booker meets are the admin's too.
 *
 * @example previewEdited(bundle, input, step, { ...step.data, tripType: 1 }).resets // the D6 reset of an airport pickup
 */
export function previewEdited(bundle: EnterpriseBundle, input: ScenarioInput, step: BookingStep, data: PreviewData): BookingStep {
  return bookingStep(bundle, previewContext(input), step, data as BookingData<BookingKind>);
}
