/**
 * Expected failures as values (never thrown): what went wrong (`code`), where (`path`, always a
 * JSON Pointer, RFC 6901) and the exact message (`message` Chinese, `messageEn` English).
 * docs/rules.md "Errors and reasons".
 *
 * Where a path points: a booking error points into the booking FORM's data (spec §3 field
 * names: `/specialConfig/7`, `/pickUp/addressType`, `/destination/addressType`,
 * `/additionStopsList`, `/tripType`, `/fromTime`, `/toTime`, `/paymentType`, `/firstCarType`); a bundle or schema problem points
 * into the bundle or scenario it was found in (`/specialFields/2/parentSpecialId`).
 */
export interface Issue {
  code: string;
  path: string;
  message: string;
  messageEn?: string;
}

/**
 * The one result of checking or parsing something that may fail: the value when it is usable,
 * every issue otherwise. `issues` is empty on success.
 */
export type CheckResult<T> = { ok: true; value: T; issues: Issue[] } | { ok: false; issues: Issue[] };

/** A success. @example success(4.5) // { ok: true, value: 4.5, issues: [] } */
export function success<T>(value: T): CheckResult<T> {
  return { ok: true, value, issues: [] };
}

/** A failure with its issues. @example failure(issue) // { ok: false, issues: [issue] } */
export function failure<T = never>(...issues: Issue[]): CheckResult<T> {
  return { ok: false, issues };
}

/** A code and its exact message, declared once next to each other in the rule that reports it. */
export interface ErrorDefinition {
  readonly code: string;
  /** The Chinese message; `{name}` placeholders are filled by the rule. */
  readonly message: string;
  readonly messageEn?: string;
}

/**
 * A booking error (D11 `errors`): an issue whose `path` points into the booking form's data, plus
 * `field`, the older dotted field name (`specialFields.7`, `pickUp.addressType`, `stops`) kept
 * for the callers that read it. `field` and `path` always name the same form field.
 */
export interface BookingError extends Issue {
  field: string;
}

/**
 * A booking error of a definition.
 *
 * @example bookingError(ROUND_TRIP_NEEDS_STOP, 'stops', '/additionStopsList')
 * // { field: 'stops', message: '异地往返行程请先添加中途停靠', code: 'trip.roundTripNeedsStop', path: '/additionStopsList' }
 */
export function bookingError(definition: ErrorDefinition, field: string, path: string, message = definition.message): BookingError {
  return { field, message, code: definition.code, path };
}

/**
 * The families of booking error codes: the part before the first dot. The reference server tells
 * a special-config error from a trip or time error by family, never by the message or the field.
 */
export const ErrorFamily = {
  SPECIAL_CONFIG: 'specialConfig',
  TRIP: 'trip',
  TIME: 'time',
  /** A submitted order's payment type that is not an option (`submitErrors`). */
  PAYMENT: 'payment',
  /** A submitted order's car level that is missing or not offered (`submitErrors`). */
  CAR_LEVEL: 'carLevel',
} as const;

/** @example errorFamily('trip.roundTripNeedsStop') // 'trip' */
export function errorFamily(code: string): string {
  const dot = code.indexOf('.');
  return dot === -1 ? code : code.slice(0, dot);
}

/** Escape one JSON Pointer reference token (RFC 6901). */
export function pointerToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Join reference tokens into a JSON Pointer: `pointer('specialFields', 2)` is `/specialFields/2`. */
export function pointer(...tokens: (string | number)[]): string {
  return tokens.map((t) => '/' + pointerToken(t)).join('');
}

/** RFC 6901: the whole document (`''`) or `/`-prefixed tokens, `~` only as `~0` or `~1`. */
const JSON_POINTER = /^(\/([^~/]|~[01])*)*$/;

/**
 * Whether a text is a JSON Pointer (RFC 6901).
 *
 * @example isJsonPointer('/specialConfig/7') // true
 * @example isJsonPointer('specialFields.7')  // false
 */
export function isJsonPointer(text: string): boolean {
  return JSON_POINTER.test(text);
}

/**
 * The reference tokens of a JSON Pointer, unescaped (the inverse of `pointer`).
 *
 * @example pointerTokens('/a~1b/0') // ['a/b', '0']
 */
export function pointerTokens(path: string): string[] {
  if (path === '') return [];
  return path
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}
