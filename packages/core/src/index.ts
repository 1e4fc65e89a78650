/**
 * @genservice/core: the public, sans-I/O core. Nothing imported here touches the network, the
 * file system, timers or `process`; hosts inject a `Runtime`. This file is THE export list:
 * `@genservice/core/node` is generated from it (`node scripts/node-entry.mjs`), and host
 * plumbing goes in `src/internal.ts` instead (see CONTRIBUTING.md, "The core's surface").
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
export { validateRequest } from './validation';
export { validateForUser, userFacingIssues } from './validation-for-user';
export * from './webhooks/service';
export * from './webhooks/standard';
export * from './webhooks/events';
export { WEBHOOK_TOLERANCE_SEC } from './webhooks/checks';
export { createRelayClient, isWatchable, RELAY_EVENT_TYPES, verifyDelivery } from './relay';
export type {
  RelayClient,
  RelayTenantApi,
  HostedRelayClient,
  RelayClientOptions,
  NewSubscription,
  Subscription,
  CreatedSubscription,
  RelayEvent,
  RelayLedgerEntry,
  RelayTenant,
  VerifyDeliveryOptions,
  VerifiedDelivery,
} from './relay';
export {
  jobOutput,
  eventOutput,
  type JobOutput,
  type EventOutput,
  type DetectedFace,
  type OutputFacts,
} from './output';
export type { HostSource, HostField, PrepareOptions } from './client/resolve-assets';
export { PROJECT_STATUSES, TERMINAL_STATUSES } from './schemas/project';
export type {
  KnownProjectStatus,
  ProjectStatus,
  Project,
  Download,
  CreateResponse,
  FaceDetection,
  UploadUrl,
} from './schemas/project';
export {
  createClient,
  type Client,
  type ClientOptions,
  type CreateResult,
  type CreateOptions,
  type RunOptions,
} from './client/client';
export type { ProjectsApi, RequestOptions } from './client/projects';
export type { FaceDetectionApi } from './client/face-detection';
export { findJob, type JobsApi, type Job, type JobOf } from './client/jobs';
export type { Account, AccountApi, AccountSubscription } from './client/account';
export type { SavedItem, SavedItemsPage, SavedItemsApi } from './client/saved-items';
export type { WaitOptions, PollSchedule, PollTarget } from './client/poller';
export {
  estimateBatch,
  checkBudget,
  type BatchItem,
  type BatchEstimate,
  type EstimateBatchOptions,
  type BudgetInput,
  type BatchRecord,
} from './batch';
export {
  estimateCredits,
  type CreditEstimate,
  type CreditBound,
  type PriceContext,
} from './catalog/prices';
