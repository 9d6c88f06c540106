/**
 * The transport's public API, by name (docs/transport.md). The reference server imports the
 * React-free modules directly (`status-catalogue.ts`, `envelope.ts`, `request-query.ts`),
 * not this index, which also brings TanStack Query.
 */
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
export { MESSAGE_DEFAULTS, NOTICE_DEFAULT_DURATION_MS, NOTIFICATION_DEFAULTS } from './toast-defaults.ts';
export type { ApiPrefix, DownloadEndpoint, Endpoint, EndpointGroup, HttpMethod } from './endpoints.ts';
export { API_PREFIXES, endpoints, isDownloadEndpoint } from './endpoints.ts';
export type { BodyFailureReason, DecodedBody, Envelope, NormalisedEnvelope } from './envelope.ts';
export {
  decodeBody,
  EnvelopeCode,
  isBusinessError,
  isToastedBusinessError,
  missingResponse,
  normaliseEnvelope,
} from './envelope.ts';
export type { QueryParams, QueryValue } from './request-query.ts';
export { ADDED_QUERY_KEYS, callerQuery, decodeQuery, encryptedQueryValue, plainQuery } from './request-query.ts';
export { DEFAULT_DOWNLOAD_FILE_NAME, downloadFileName } from './download-file-name.ts';
export type {
  CallOptions,
  DownloadOptions,
  DownloadResult,
  MissingEnvelopeReport,
  Transport,
  TransportError,
  TransportHooks,
  TransportOptions,
  TransportResult,
} from './transport.ts';
export { createTransport, DEFAULT_TIMEOUT_MS, OPERATOR_ID_STORAGE_KEY, TransportUsageError } from './transport.ts';
export { createQueryClient, endpointQuery, resultOf, TransportCallError } from './query-client.ts';
