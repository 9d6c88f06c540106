/**
 * A refusal the server makes at one field of a body (issue 22 "Messages": one message once, under its
 * field). The answer's message is the sentence a person reads (the field named by its label, never
 * its pointer); its `result` is `{ field }`, the JSON Pointer of the refused value in the body sent,
 * which no one reads but the form that draws the message under that field. Both sides take the shape
 * from here: the server answers it (src/server/protocol/envelope.ts `refusedAt`, `httpErrorAt`), the
 * portal's forms read it (`refusedFieldOf`).
 *
 * The business codes of a plate already kept (`PLATE_REFUSAL_CODES`) are here too: a plate refusal is
 * a refusal at `carLicense`.
 */

/** The `result` of a refusal at one field. */
export interface FieldRefusal {
  /** JSON Pointer of the refused value in the body (`/carLicense`, `/dateTo`). */
  field: string;
}

/**
 * The field a refusal's `result` names, or undefined for any other result.
 *
 * @example refusedFieldOf({ field: '/carLicense' }) // '/carLicense'
 * @example refusedFieldOf(null)                     // undefined
 */
export function refusedFieldOf(result: unknown): string | undefined {
  if (result === null || typeof result !== 'object') return undefined;
  const field = (result as { field?: unknown }).field;
  return typeof field === 'string' && field.startsWith('/') ? field : undefined;
}

/**
 * A fleet car's plate refused (docs/fleet.md "One plate, one car"): already a car of the fleet, or a
 * car of another enterprise. The server's BusinessError entries take their codes from here.
 */
export const PLATE_REFUSAL_CODES = { inFleet: 20500006, taken: 20500020 } as const;
