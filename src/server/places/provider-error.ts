/**
 * The error a place provider throws when its source cannot answer (docs/places.md): the source
 * refused the request (AMap's `status: "0"` with its `infocode`), did not answer in time, could not
 * be reached, or answered something that is not its documented shape.
 *
 * It carries a sentence in Chinese (for a booker or an admin, `messageZh`) and one in English (the
 * `message`, for the server's log), each saying what failed and where (`provider`, `operation`).
 * Neither ever holds the provider's key: the messages are built from the operation's name and the
 * source's status code and text, never from the request's URL, and a source's text is scrubbed of
 * the key before it is quoted (`scrubSecret`).
 */

/** Why a provider call failed. */
export type PlaceProviderFailure =
  /** The source answered with an error (AMap `status: "0"`): a bad key, a quota, a bad request. */
  | 'refused'
  /** No answer within the call's time limit. */
  | 'timeout'
  /** The source could not be reached (DNS, connection, TLS) or answered an HTTP error. */
  | 'network'
  /** The source answered, but not in its documented shape (not JSON, fields missing). */
  | 'malformed';

export interface PlaceProviderErrorDetails {
  provider: 'bundled' | 'amap';
  /** The provider operation that failed, e.g. `inputtips`, `geocode/geo`, `direction/driving`. */
  operation: string;
  failure: PlaceProviderFailure;
  /** The Chinese sentence. */
  messageZh: string;
  /** The English sentence (also the error's `message`). */
  messageEn: string;
  /** The source's own code, when it gave one (AMap `infocode`, e.g. `10001`). */
  code?: string;
}

export class PlaceProviderError extends Error {
  override readonly name = 'PlaceProviderError';
  readonly provider: 'bundled' | 'amap';
  readonly operation: string;
  readonly failure: PlaceProviderFailure;
  readonly messageZh: string;
  readonly code: string | undefined;

  constructor(details: PlaceProviderErrorDetails) {
    super(details.messageEn);
    this.provider = details.provider;
    this.operation = details.operation;
    this.failure = details.failure;
    this.messageZh = details.messageZh;
    this.code = details.code;
  }

  /** Both sentences, Chinese first: `高德地图…… / AMap …`. */
  get bilingual(): string {
    return `${this.messageZh} / ${this.message}`;
  }
}

/** `text` with every occurrence of `secret` replaced by `***` (a source's text quoted in an error). */
export function scrubSecret(text: string, secret: string): string {
  return secret.length > 0 ? text.split(secret).join('***') : text;
}
