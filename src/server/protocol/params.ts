/**
 * Readers for the decrypted query parameters and the JSON body: each gives the typed value or
 * rejects the request with a 400 naming the parameter.
 */
import { BadRequestText } from '../messages.ts';
import { httpError, RequestRejected } from './envelope.ts';

export type Params = Readonly<Record<string, string>>;
export type JsonObject = Record<string, unknown>;

/** A 400 whose message names the parameter by its label, and whose log line names it by its wire name. */
function reject(text: string, detail: string): never {
  throw new RequestRejected(httpError(400, text), detail);
}

function missing(name: string): never {
  return reject(BadRequestText.missing(name), BadRequestText.missingEn(name));
}

function invalid(name: string): never {
  return reject(BadRequestText.invalid(name), BadRequestText.invalidEn(name));
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body as an object; a missing body is an empty object when `optional`. */
export function bodyObject(body: unknown, optional = false): JsonObject {
  if (body === undefined && optional) return {};
  if (!isJsonObject(body)) reject(BadRequestText.missing('请求体'), 'the body is not a JSON object');
  return body;
}

/** A non-blank text from the query or the body (numbers are accepted as their text). */
export function requiredText(source: Params | JsonObject, name: string): string {
  const value = optionalText(source, name);
  if (value === undefined) missing(name);
  return value;
}

export function optionalText(source: Params | JsonObject, name: string): string | undefined {
  const value = source[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') invalid(name);
  const text = value.trim();
  return text === '' ? undefined : text;
}

/** A finite number from the query (as text) or the body. */
export function optionalNumber(source: Params | JsonObject, name: string): number | undefined {
  const value = source[name];
  if (value === undefined || value === null || value === '') return undefined;
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (!Number.isFinite(number)) invalid(name);
  return number;
}

export function requiredNumber(source: Params | JsonObject, name: string): number {
  const value = optionalNumber(source, name);
  if (value === undefined) missing(name);
  return value;
}

/**
 * The highest page index a list request may ask for. 100,000 pages of the largest page (9,999)
 * is about a billion rows, far past any list; a larger index is a malformed request (400), since
 * clamping would answer a page the caller did not ask for. The offset stays a safe integer.
 */
export const MAX_PAGE_INDEX = 100_000;
/** The largest page (spec §9: reviewer lists ask for 9999). */
export const MAX_PAGE_SIZE = 9999;

/**
 * Page index (1-based) and size from a list request; defaults 1 and 20 (spec §9). A size is
 * clamped to 1..9999 (the spec's own sizes lie within); an index below 1 is the first page, one
 * above `MAX_PAGE_INDEX` is refused with 400 naming `pageIndex` (docs/security.md §6).
 */
export function paging(source: Params | JsonObject): { pageIndex: number; pageSize: number } {
  const pageIndex = Math.max(1, Math.floor(optionalNumber(source, 'pageIndex') ?? 1));
  if (pageIndex > MAX_PAGE_INDEX) invalid('pageIndex');
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(optionalNumber(source, 'pageSize') ?? 20)));
  return { pageIndex, pageSize };
}
