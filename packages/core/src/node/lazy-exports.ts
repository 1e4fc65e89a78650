/**
 * The main entry's catalog, validation, schema, webhook, relay and job
 * exports, each loaded from `../index` the first time it is read, so that
 * `require('@genservice/core/node')` followed by an upload never loads zod or
 * the catalog. Types come from the main entry unchanged.
 */
import type * as Core from '../index';

export type * from '../index';

export declare const operations: typeof Core.operations;
export declare const getOperation: typeof Core.getOperation;
export declare const endpoints: typeof Core.endpoints;
export declare const PROJECT_KINDS: typeof Core.PROJECT_KINDS;
export declare const normalizeRequest: typeof Core.normalizeRequest;
export declare const describeFields: typeof Core.describeFields;
export declare const titleCase: typeof Core.titleCase;
export declare const setPath: typeof Core.setPath;
export declare const assembleBody: typeof Core.assembleBody;
export declare const clonePlain: typeof Core.clonePlain;
export declare const mergeBody: typeof Core.mergeBody;
export declare const assetFields: typeof Core.assetFields;
export declare const mapAssets: typeof Core.mapAssets;
export declare const mapAssetValues: typeof Core.mapAssetValues;
export declare const validateRequest: typeof Core.validateRequest;
export declare const toServiceIssues: typeof Core.toServiceIssues;
export declare const fieldName: typeof Core.fieldName;
export declare const typeName: typeof Core.typeName;
export declare const coerceBody: typeof Core.coerceBody;
export declare const coerceInput: typeof Core.coerceInput;
export declare const userFacingIssues: typeof Core.userFacingIssues;
export declare const validateForUser: typeof Core.validateForUser;
export declare const conditionHolds: typeof Core.conditionHolds;
export declare const verifyServiceWebhook: typeof Core.verifyServiceWebhook;
export declare const signServiceWebhook: typeof Core.signServiceWebhook;
export declare const SERVICE_SIGNATURE_HEADER: typeof Core.SERVICE_SIGNATURE_HEADER;
export declare const SERVICE_TIMESTAMP_HEADER: typeof Core.SERVICE_TIMESTAMP_HEADER;
export declare const signStandardWebhook: typeof Core.signStandardWebhook;
export declare const verifyStandardWebhook: typeof Core.verifyStandardWebhook;
export declare const generateWebhookSecret: typeof Core.generateWebhookSecret;
export declare const finalEventTypes: typeof Core.finalEventTypes;
export declare const parseEvent: typeof Core.parseEvent;
export declare const matchesEvent: typeof Core.matchesEvent;
export declare const EVENT_TYPES: typeof Core.EVENT_TYPES;
export declare const WEBHOOK_TOLERANCE_SEC: typeof Core.WEBHOOK_TOLERANCE_SEC;
export declare const isWatchable: typeof Core.isWatchable;
export declare const createRelayClient: typeof Core.createRelayClient;
export declare const RELAY_EVENT_TYPES: typeof Core.RELAY_EVENT_TYPES;
export declare const newSubscriptionSchema: typeof Core.newSubscriptionSchema;
export declare const subscriptionSchema: typeof Core.subscriptionSchema;
export declare const subscriptionListSchema: typeof Core.subscriptionListSchema;
export declare const createdSubscriptionSchema: typeof Core.createdSubscriptionSchema;
export declare const relayEventSchema: typeof Core.relayEventSchema;
export declare const relayEventListSchema: typeof Core.relayEventListSchema;
export declare const createRelayLedger: typeof Core.createRelayLedger;
export declare const relayClaimRequestSchema: typeof Core.relayClaimRequestSchema;
export declare const relayRetakeRequestSchema: typeof Core.relayRetakeRequestSchema;
export declare const relaySettleRequestSchema: typeof Core.relaySettleRequestSchema;
export declare const relayLedgerEntrySchema: typeof Core.relayLedgerEntrySchema;
export declare const relayClaimSchema: typeof Core.relayClaimSchema;
export declare const relayTenantSchema: typeof Core.relayTenantSchema;
export declare const relayInboundSecretRequestSchema: typeof Core.relayInboundSecretRequestSchema;
export declare const verifyDelivery: typeof Core.verifyDelivery;
export declare const jobOutput: typeof Core.jobOutput;
export declare const eventOutput: typeof Core.eventOutput;
export declare const PROJECT_STATUSES: typeof Core.PROJECT_STATUSES;
export declare const TERMINAL_STATUSES: typeof Core.TERMINAL_STATUSES;
export declare const downloadSchema: typeof Core.downloadSchema;
export declare const jobErrorSchema: typeof Core.jobErrorSchema;
export declare const projectSchema: typeof Core.projectSchema;
export declare const createResponseSchema: typeof Core.createResponseSchema;
export declare const faceDetectionSchema: typeof Core.faceDetectionSchema;
export declare const uploadUrlSchema: typeof Core.uploadUrlSchema;
export declare const uploadUrlsResponseSchema: typeof Core.uploadUrlsResponseSchema;
export declare const createProjects: typeof Core.createProjects;
export declare const settle: typeof Core.settle;
export declare const createFaceDetection: typeof Core.createFaceDetection;
export declare const settleDetection: typeof Core.settleDetection;
export declare const createJobs: typeof Core.createJobs;
export declare const findJob: typeof Core.findJob;
export declare const createAccount: typeof Core.createAccount;
export declare const withCreditFacts: typeof Core.withCreditFacts;
export declare const accountSchema: typeof Core.accountSchema;
export declare const pollUntilDone: typeof Core.pollUntilDone;
export declare const pollDelay: typeof Core.pollDelay;
export declare const SCHEDULES: typeof Core.SCHEDULES;
export declare const firstDelay: typeof Core.firstDelay;
export declare const estimateBatch: typeof Core.estimateBatch;
export declare const checkBudget: typeof Core.checkBudget;
export declare const MAX_PAUSED_JOBS: typeof Core.MAX_PAUSED_JOBS;
export declare const encodePausedJobs: typeof Core.encodePausedJobs;
export declare const decodePausedJobs: typeof Core.decodePausedJobs;
export declare const toBase64Url: typeof Core.toBase64Url;
export declare const fromBase64Url: typeof Core.fromBase64Url;
export declare const createBatchRecord: typeof Core.createBatchRecord;
export declare const listSavedItems: typeof Core.listSavedItems;
export declare const createSavedItems: typeof Core.createSavedItems;
export declare const savedItemSchema: typeof Core.savedItemSchema;
export declare const savedItemsPageSchema: typeof Core.savedItemsPageSchema;
export declare const SAVED_ITEM_TYPES: typeof Core.SAVED_ITEM_TYPES;

/** The names declared above; each becomes a getter that loads the main entry on first read. */
// prettier-ignore
const LAZY_NAMES = [
  'operations', 'getOperation', 'endpoints', 'PROJECT_KINDS', 'normalizeRequest',
  'describeFields', 'titleCase', 'setPath', 'assembleBody', 'clonePlain', 'mergeBody',
  'assetFields', 'mapAssets', 'mapAssetValues', 'validateRequest', 'toServiceIssues',
  'fieldName', 'typeName', 'coerceBody', 'coerceInput', 'userFacingIssues', 'validateForUser', 'conditionHolds',
  'verifyServiceWebhook', 'signServiceWebhook',
  'SERVICE_SIGNATURE_HEADER', 'SERVICE_TIMESTAMP_HEADER', 'signStandardWebhook',
  'verifyStandardWebhook', 'generateWebhookSecret', 'finalEventTypes', 'parseEvent',
  'matchesEvent', 'EVENT_TYPES', 'WEBHOOK_TOLERANCE_SEC', 'isWatchable', 'createRelayClient',
  'RELAY_EVENT_TYPES', 'newSubscriptionSchema', 'subscriptionSchema', 'subscriptionListSchema',
  'createdSubscriptionSchema', 'relayEventSchema', 'relayEventListSchema', 'verifyDelivery',
  'createRelayLedger', 'relayClaimRequestSchema', 'relayRetakeRequestSchema',
  'relaySettleRequestSchema', 'relayLedgerEntrySchema', 'relayClaimSchema',
  'relayTenantSchema', 'relayInboundSecretRequestSchema',
  'jobOutput', 'eventOutput', 'PROJECT_STATUSES', 'TERMINAL_STATUSES', 'downloadSchema',
  'jobErrorSchema', 'projectSchema', 'createResponseSchema', 'faceDetectionSchema',
  'uploadUrlSchema', 'uploadUrlsResponseSchema', 'createProjects', 'settle',
  'createFaceDetection', 'settleDetection', 'createJobs', 'findJob', 'createAccount', 'withCreditFacts',
  'accountSchema', 'pollUntilDone', 'pollDelay', 'SCHEDULES', 'firstDelay',
  'estimateBatch', 'checkBudget', 'createBatchRecord', 'MAX_PAUSED_JOBS', 'encodePausedJobs',
  'decodePausedJobs', 'toBase64Url', 'fromBase64Url',
  'listSavedItems', 'createSavedItems', 'savedItemSchema', 'savedItemsPageSchema', 'SAVED_ITEM_TYPES',
] as const satisfies readonly (keyof typeof Core)[];

/** A value export of the main entry that is loaded lazily here. */
export type LazyName = (typeof LAZY_NAMES)[number];

let core: typeof Core | undefined;
for (const name of LAZY_NAMES) {
  Object.defineProperty(exports, name, {
    enumerable: true,
    get: () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first read, not at startup
      core ??= require('../index') as typeof Core;
      return core[name];
    },
  });
}
