/**
 * One booking attempt is one order (issue 21 §6; docs/transport.md "Request", docs/security.md 15).
 * The portal makes a key when a booking attempt starts and keeps it with the attempt's draft; the
 * order create (`POST /CsOrder/Create`, `POST /own/order`) carries it as the encrypted query
 * parameter `idempotencyKey`. The reference server answers a repeat of the same key by the same
 * user with the first order's answer instead of storing another. Both sides read the name and the
 * shape from here.
 */

/** The query parameter of an order create that names its booking attempt. */
export const IDEMPOTENCY_KEY_PARAM = 'idempotencyKey';

/**
 * What a key may be: 16 to 64 letters, digits and hyphens (the portal sends a random UUID, 36
 * characters; the server takes any such text, so a key is never a path, a JSON fragment or a log line).
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

/** @example isIdempotencyKey('0f8fad5b-d9cb-469f-a165-70867728950e') // true */
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value);
}
