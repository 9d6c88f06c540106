/**
 * What the portal and the reference server share (docs/transport.md): the cipher, the endpoint
 * catalogue, the encrypted query, the answer envelope, the status catalogue and the response
 * types. Framework-free and Node-free: the browser and the server both import it (ESLint holds it
 * to that).
 */
export { IDEMPOTENCY_KEY_PARAM, IDEMPOTENCY_KEY_PATTERN, isIdempotencyKey } from './booking-attempt.ts';
export type { AsyncCipher, Cipher, CipherEnvironment, DecryptResult } from './cipher.ts';
export {
  CIPHER_BLOCK_BYTES,
  CIPHER_ENVIRONMENTS,
  cipherKeyBytes,
  DEFAULT_CIPHER_ENVIRONMENT,
  isCipherEnvironment,
  isCipherTextShape,
  NOT_OUR_CIPHER_TEXT,
  plainTextOf,
} from './cipher.ts';
export type { ApiPrefix, DownloadEndpoint, Endpoint, EndpointGroup, HttpMethod, UploadEndpoint } from './endpoints.ts';
export { API_PREFIXES, endpoints, isDownloadEndpoint, isUploadEndpoint, REFERENCE_SERVER_ENDPOINTS, routeKey } from './endpoints.ts';
export type { BodyFailureReason, DecodedBody, Envelope, NormalisedEnvelope } from './envelope.ts';
export {
  decodeBody,
  decodeBodyAsync,
  EnvelopeCode,
  isBusinessError,
  isToastedBusinessError,
  missingResponse,
  normaliseEnvelope,
} from './envelope.ts';
export type { PlaceKind, PlaceRole } from './places.ts';
export { parsePlaceId, PLACE_ID_PATTERN, PLACE_KINDS, PLACE_NOT_RESOLVED_CODES, placeIdOf, placeRoleOfCode } from './places.ts';
export type { QueryParams, QueryValue } from './request-query.ts';
export { ADDED_QUERY_KEYS, callerQuery, decodeQuery, encryptedQueryValue, encryptedQueryValueAsync, plainQuery } from './request-query.ts';
export type { StatusText, TransportStatus } from './status-catalogue.ts';
export {
  ClientError,
  downloadFailureText,
  httpErrorTitle,
  isTransportStatus,
  statusText,
  TRANSPORT_STATUS_CODES,
  TRANSPORT_STATUSES,
} from './status-catalogue.ts';
export type * from './responses.ts';
export type * from './fleet-responses.ts';
export type * from './fleet-io-responses.ts';
export type * from './resource-responses.ts';
export { fileCallsOf, schemasOf, shownByKeys, type ResourceDeclaration, type ResourceEndpoints, type ResourceFileCalls, type SortOrder } from './resources/resource.ts';
export type * from './settings-responses.ts';
export { APPROVER_REFUSAL_CODES, approverRoleOfCode } from './approver-refusals.ts';
export type { FieldRefusal } from './field-refusals.ts';
export { PLATE_REFUSAL_CODES, refusedFieldOf } from './field-refusals.ts';
export { COST_CENTRE_UNKNOWN_CODE, CREDIT_CARD_NOT_USABLE_CODE, LETTER_NOT_AGREED_CODE, LETTER_NOT_OURS_CODE } from './order-refusals.ts';
