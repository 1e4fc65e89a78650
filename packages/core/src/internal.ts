/**
 * @genservice/core/internal: the public core plus the plumbing this repository's hosts share
 * (n8n, Zapier, the relay, the sandbox): retries, transport, uploads, catalog rendering helpers,
 * schemas, the keyed-run ledger and the job APIs behind the client. NOT a public API: names here
 * change without notice; SDK users import `@genservice/core` or `@genservice/core/node`.
 */
export * from './index';
export { redactValue, redactError } from './redact';
export { remainingMs, attemptTimeoutMs } from './deadline';
export {
  backoffMs,
  parseRetryAfter,
  retryAfterMs,
  retryDelayMs,
  isRetryableStatus,
  NOT_SENT_CODES,
  toNetworkError,
  toRuntimeError,
  abortableSleep,
  withRetries,
  type AttemptResult,
  type RetryPolicy,
  type BackoffOptions,
} from './retry';
export {
  createTransport,
  type Transport,
  type TransportOptions,
  type CallOptions,
} from './client/transport';
export { createFiles } from './uploads/files';
export {
  isLocalSource,
  isServiceFilePath,
  checkStringSource,
  type SourceData,
  type SourceResolver,
  type ResolvedSource,
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
export { canonicalJson, fingerprintOf, type FileStandIn } from './ledger/fingerprint';
export { MAX_KEY_LENGTH } from './ledger/types';
export { createStoreLedger, type LedgerEntryStore } from './ledger/memory';
export { DEFAULT_KEY_WINDOW_MS, ledgerKeyOf } from './client/keyed-options';
export {
  keyedRun,
  surelyNotCreated,
  PENDING_FRESH_MS,
  type KeyedRunInput,
  type KeyedRunResult,
} from './ledger/keyed-run';
export { normalizeRequest } from './catalog/normalize';
export { describeFields, titleCase, type FieldSpec, type FieldType } from './catalog/describe';
export { choiceNote } from './catalog/model-rules/choice-note';
export { defaultCallCredits, typicalDuration } from './catalog/typical-run';
export {
  priceOf,
  hasPriceRule,
  boundedAbove,
  priceRules,
  unpublishedPrices,
  defaultVideoModel,
  CREATE_ESTIMATE_FPS,
  type PriceRule,
} from './catalog/prices';
export { setPath, assembleBody, clonePlain, mergeBody } from './catalog/body';
export { assetFields, mapAssets, mapAssetValues, type AssetField } from './catalog/assets';
export { toServiceIssues, fieldName, typeName } from './validation';
export { coerceInput, coerceBody } from './catalog/coerce';
export { conditionHolds } from './catalog/condition-holds';
export * from './relay';
export * from './schemas/project';
export { createProjects, settle } from './client/projects';
export { createFaceDetection, settleDetection } from './client/face-detection';
export { createJobs } from './client/jobs';
export { createAccount, withCreditFacts, accountSchema } from './client/account';
export { pollUntilDone, pollDelay, SCHEDULES, firstDelay } from './client/poller';
export {
  checkRunBudget,
  checkBounded,
  joinEstimates,
  type RunBudgetInput,
  type RunBudgetItem,
} from './batch';
export type { CreditBound } from './catalog/prices';
export { resolveSources, type ResolvedSources } from './client/resolve-assets';
export { SIMPLE_OUTPUT_FIELDS, simplifyOutput, withoutEcho } from './output-shape';
export { factOutput } from './output';
export {
  createBatchRecord,
  MAX_PAUSED_JOBS,
  encodePausedJobs,
  decodePausedJobs,
  toBase64Url,
  fromBase64Url,
  type PausedJob,
  type PausedFacts,
} from './batch';
export { savedItemChoices, type SavedItemChoice } from './saved-item-choices';
export { catalogMediaSets } from './saved-item-media';
export {
  listSavedItems,
  createSavedItems,
  savedItemSchema,
  savedItemsPageSchema,
  SAVED_ITEM_TYPES,
  type SavedItemsQuery,
} from './client/saved-items';
