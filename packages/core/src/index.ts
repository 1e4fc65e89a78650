/**
 * @genservice/core: the sans-I/O core. Nothing imported here touches the
 * network, the file system, timers or `process`; hosts inject a `Runtime`.
 */
export * from './errors';
export * from './runtime';
export { redactUrl, redactText } from './redact';
export {
  backoffMs,
  retryAfterMs,
  NOT_SENT_CODES,
  toNetworkError,
  abortableSleep,
  type BackoffOptions,
} from './retry';
export { operations, getOperation, endpoints, PROJECT_KINDS } from './catalog';
export type { Operation, OperationKind, ProjectKind, MediaType, FieldMeta } from './catalog';
export type { Condition, OutputExtension } from './catalog/types';
export { normalizeRequest } from './catalog/normalize';
export { describeFields, titleCase, type FieldSpec, type FieldType } from './catalog/describe';
export { setPath, assembleBody, clonePlain, mergeBody } from './catalog/body';
export { assetFields, mapAssets, mapAssetValues, type AssetField } from './catalog/assets';
export { validateRequest, toServiceIssues, fieldName, typeName } from './validation';
export { validateForUser, userFacingIssues } from './validation-for-user';
export { coerceInput, coerceBody } from './catalog/coerce';
export { conditionHolds } from './catalog/condition-holds';
export {
  createTransport,
  DEFAULT_BASE_URL,
  type Transport,
  type TransportOptions,
  type CallOptions,
} from './client/transport';
export * from './webhooks/service';
export * from './webhooks/standard';
export * from './webhooks/events';
export { WEBHOOK_TOLERANCE_SEC } from './webhooks/checks';
export * from './relay';
export { outputFileName } from './output-file-name';
export {
  jobOutput,
  eventOutput,
  type JobOutput,
  type EventOutput,
  type DetectedFace,
} from './output';
export { createFiles, type FilesApi, type UploadOptions, type UploadTarget } from './uploads/files';
export {
  isLocalSource,
  checkStringSource,
  type UploadSource,
  type LocalSource,
  type SourceData,
  type SourceResolver,
  type ResolvedSource,
  type ReopenableSource,
} from './uploads/sources';
export type { HostSource, HostField, PrepareOptions } from './client/resolve-assets';
export {
  EXTENSIONS,
  detectMediaType,
  checkMediaType,
  contentTypeFor,
  extensionOf,
  uploadType,
  type DetectedMedia,
} from './uploads/media-types';
export * from './schemas/project';
export {
  createClient,
  type Client,
  type ClientOptions,
  type CreateResult,
  type RunOptions,
} from './client/client';
export { createProjects, settle, type ProjectsApi } from './client/projects';
export {
  createFaceDetection,
  settleDetection,
  type FaceDetectionApi,
} from './client/face-detection';
export { createJobs, type JobsApi, type Job, type JobOf } from './client/jobs';
export {
  createAccount,
  withCreditFacts,
  accountSchema,
  type Account,
  type AccountApi,
} from './client/account';
export {
  pollUntilDone,
  pollDelay,
  SCHEDULES,
  firstDelay,
  type WaitOptions,
  type PollSchedule,
  type PollTarget,
} from './client/poller';
