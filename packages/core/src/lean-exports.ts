/**
 * The public exports that load neither zod nor the catalog: errors, the runtime contract,
 * redaction, the default base URL and the in-memory idempotency ledger. `src/index.ts` and
 * `@genservice/core/node` both export them; the Node entry loads them at once and everything
 * else on first read (its `src/node/lazy-exports.ts` is generated from `src/index.ts`).
 */
export * from './errors';
export * from './runtime';
export { redactUrl, redactText } from './redact';
export { DEFAULT_BASE_URL } from './client/transport';
export { createMemoryLedger, type MemoryLedgerOptions } from './ledger/memory';
export type {
  IdempotencyLedger,
  LedgerEntry,
  LedgerState,
  ClaimResult,
  ClaimInput,
  SettleOutcome,
} from './ledger/types';
export type { KeyedOptions, RunFacts } from './client/keyed-options';
export type { UploadSource, LocalSource, ReopenableSource } from './uploads/sources';
export type { UploadOptions, UploadTarget, FilesApi } from './uploads/files';
