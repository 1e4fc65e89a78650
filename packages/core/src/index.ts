/**
 * @genservice/core: the sans-I/O core. Nothing imported here touches the
 * network, the file system, timers or `process`; hosts inject a `Runtime`.
 * A value exported here is also listed in `src/node/lazy-exports.ts`, unless it
 * is one of the lean exports (`src/lean-exports.ts`).
 */
export * from './lean-exports';
export { operations, getOperation, endpoints, PROJECT_KINDS } from './catalog';
export type {
  Operation,
  OperationKind,
  ProjectKind,
  MediaType,
  FieldMeta,
  FieldPresentation,
} from './catalog';
export type { Condition, OutputExtension } from './catalog/types';
export { normalizeRequest } from './catalog/normalize';
export { describeFields, titleCase, type FieldSpec, type FieldType } from './catalog/describe';
export { setPath, assembleBody, clonePlain, mergeBody } from './catalog/body';
export { assetFields, mapAssets, mapAssetValues, type AssetField } from './catalog/assets';
export { validateRequest, toServiceIssues, fieldName, typeName } from './validation';
export { validateForUser, userFacingIssues } from './validation-for-user';
export { coerceInput, coerceBody } from './catalog/coerce';
export { conditionHolds } from './catalog/condition-holds';
export * from './webhooks/service';
export * from './webhooks/standard';
export * from './webhooks/events';
export { WEBHOOK_TOLERANCE_SEC } from './webhooks/checks';
export * from './relay';
export {
  jobOutput,
  eventOutput,
  type JobOutput,
  type EventOutput,
  type DetectedFace,
} from './output';
export type { HostSource, HostField, PrepareOptions } from './client/resolve-assets';
export * from './schemas/project';
export {
  createClient,
  type Client,
  type ClientOptions,
  type CreateResult,
  type RunOptions,
} from './client/client';
export { createProjects, settle, type ProjectsApi, type RequestOptions } from './client/projects';
export {
  createFaceDetection,
  settleDetection,
  type FaceDetectionApi,
} from './client/face-detection';
export { createJobs, findJob, type JobsApi, type Job, type JobOf } from './client/jobs';
export {
  createAccount,
  withCreditFacts,
  accountSchema,
  type Account,
  type AccountApi,
  type AccountSubscription,
} from './client/account';
export {
  listSavedItems,
  createSavedItems,
  savedItemSchema,
  savedItemsPageSchema,
  SAVED_ITEM_TYPES,
  type SavedItem,
  type SavedItemsPage,
  type SavedItemsQuery,
  type SavedItemsApi,
} from './client/saved-items';
export {
  pollUntilDone,
  pollDelay,
  SCHEDULES,
  firstDelay,
  type WaitOptions,
  type PollSchedule,
  type PollTarget,
} from './client/poller';
export {
  estimateBatch,
  checkBudget,
  createBatchRecord,
  MAX_PAUSED_JOBS,
  encodePausedJobs,
  decodePausedJobs,
  toBase64Url,
  fromBase64Url,
  type PausedJob,
  type PausedFacts,
  type BatchItem,
  type BatchEstimate,
  type BudgetInput,
  type BatchRecord,
} from './batch';
export type { CreateOptions } from './client/client';
export type { OutputFacts } from './output';
