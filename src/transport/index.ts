/**
 * The portal's transport, by name (docs/transport.md "The transport's API in the portal"):
 * framework-free (no React, no TanStack Query, no UI kit). What it shares with the reference
 * server (the endpoint catalogue, the envelope, the query encoding, the status catalogue, the
 * response types) lives in `src/shared/` and is imported from there, not from here.
 */
export { clearOperatorId, OPERATOR_ID_STORAGE_KEY, readOperatorId, storeOperatorId } from './operator-id.ts';
export type {
  CallOptions,
  DownloadOptions,
  DownloadProgress,
  DownloadResult,
  MissingEnvelopeReport,
  Transport,
  TransportError,
  TransportHooks,
  TransportOptions,
  TransportResult,
  UploadOptions,
  UploadProgress,
} from './transport.ts';
export { createTransport, DEFAULT_TIMEOUT_MS, TransportUsageError } from './transport.ts';
