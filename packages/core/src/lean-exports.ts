/**
 * The main entry's exports that load neither zod nor the catalog: errors, the
 * runtime contract, redaction, retries, the transport, uploads, media types,
 * output file names and saved-item choices. `src/index.ts` and `@genservice/core/node` both export
 * them; the Node entry loads them at once and everything else on first read.
 */
export * from './errors';
export * from './runtime';
export { redactUrl, redactText, redactValue, redactError } from './redact';
export { remainingMs, attemptTimeoutMs } from './deadline';
export {
  backoffMs,
  retryAfterMs,
  retryDelayMs,
  isRetryableStatus,
  NOT_SENT_CODES,
  toNetworkError,
  toRuntimeError,
  abortableSleep,
  type BackoffOptions,
} from './retry';
export {
  createTransport,
  DEFAULT_BASE_URL,
  type Transport,
  type TransportOptions,
  type CallOptions,
} from './client/transport';
export { createFiles, type FilesApi, type UploadOptions, type UploadTarget } from './uploads/files';
export {
  isLocalSource,
  isServiceFilePath,
  checkStringSource,
  type UploadSource,
  type LocalSource,
  type SourceData,
  type SourceResolver,
  type ResolvedSource,
  type ReopenableSource,
} from './uploads/sources';
export {
  EXTENSIONS,
  detectMediaType,
  checkMediaType,
  contentTypeFor,
  extensionOf,
  uploadType,
  type DetectedMedia,
} from './uploads/media-types';
export { nameWithExtension } from './uploads/file-name';
export { valueAt } from './catalog/conditions';
export { outputFileName } from './output-file-name';
export { createMemoryLedger, type MemoryLedgerOptions } from './ledger/memory';
export { canonicalJson, fingerprintOf, type FileStandIn } from './ledger/fingerprint';
export {
  MAX_KEY_LENGTH,
  type IdempotencyLedger,
  type LedgerEntry,
  type LedgerState,
  type ClaimResult,
  type ClaimInput,
  type SettleOutcome,
} from './ledger/types';
export {
  DEFAULT_KEY_WINDOW_MS,
  ledgerKeyOf,
  type KeyedOptions,
  type RunFacts,
} from './client/keyed-options';
export {
  keyedRun,
  surelyNotCreated,
  PENDING_FRESH_MS,
  type KeyedRunInput,
  type KeyedRunResult,
} from './ledger/keyed-run';
export { savedItemChoices, type SavedItemChoice } from './saved-item-choices';
