/** Batches: an estimate before creating, a credit budget, and a record of what was created. */
export {
  estimateBatch,
  estimateOf,
  type BatchItem,
  type BatchEstimate,
  type EstimateBatchOptions,
} from './estimate';
export { checkBudget, checkBounded, type BudgetInput } from './budget';
export {
  checkRunBudget,
  joinEstimates,
  type RunBudgetInput,
  type RunBudgetItem,
} from './run-budget';
export { createBatchRecord, type BatchRecord } from './record';
export {
  MAX_PAUSED_JOBS,
  encodePausedJobs,
  decodePausedJobs,
  toBase64Url,
  fromBase64Url,
  type PausedJob,
  type PausedFacts,
} from './paused-jobs';
