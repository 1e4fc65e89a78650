/**
 * A client's create under a dedupe key: fingerprints the inputs (files by name and size),
 * runs the ledger's decision (`keyedRun`) with `jobs.get` as the judge of an earlier project,
 * and shapes a reused project like a create result.
 */
import type { Operation } from '../catalog/types';
import { fingerprintOf } from '../ledger/fingerprint';
import { keyedRun } from '../ledger/keyed-run';
import type { IdempotencyLedger } from '../ledger/types';
import type { Runtime } from '../runtime';
import { findJob, type Job, type JobsApi } from './jobs';
import type { CreateResult } from './client';
import { DEFAULT_KEY_WINDOW_MS, ledgerKeyOf, type KeyedOptions } from './keyed-options';

export interface KeyedCreateInput {
  op: Operation;
  /** The inputs as fingerprinted (`fingerprintInputs`, or the validated body when nothing is uploaded). */
  inputs: Record<string, unknown>;
  options: KeyedOptions & { signal?: AbortSignal; deadline?: number };
  ledger: IdempotencyLedger;
  runtime: Runtime;
  jobs: JobsApi;
  upload(): Promise<Record<string, unknown>>;
  send(body: Record<string, unknown>): Promise<CreateResult>;
}

/** A created result, or the key's earlier project (`job`) with a create-shaped `created`. */
export type KeyedCreateOutcome =
  { reused: false; created: CreateResult } | { reused: true; created: CreateResult; job: Job };

/** Runs `send` under `options.idempotencyKey` (which must be set) in `ledger`. */
export async function keyedCreate(input: KeyedCreateInput): Promise<KeyedCreateOutcome> {
  const { op, options, runtime, jobs } = input;
  const key = options.idempotencyKey!;
  const outcome = await keyedRun({
    ledger: input.ledger,
    key,
    ledgerKey: ledgerKeyOf(key, options.idempotencyScope),
    operation: op.key,
    fingerprint: fingerprintOf(op.key, input.inputs),
    windowMs: options.keyWindowMs ?? DEFAULT_KEY_WINDOW_MS,
    recreateUnconfirmed: options.recreateUnconfirmed,
    deadline: options.deadline,
    signal: options.signal,
    now: () => runtime.now(),
    sleep: (ms, signal) => runtime.sleep(ms, signal),
    upload: input.upload,
    send: input.send,
    lookup: (id) =>
      findJob(jobs, op.kind, id, { signal: options.signal, deadline: options.deadline }),
  });
  if (!outcome.reused) return { reused: false, created: outcome.created };
  const { job } = outcome;
  const charged = (job as { credits_charged?: unknown }).credits_charged;
  const created: CreateResult = {
    id: job.id,
    ...(typeof charged === 'number' ? { credits_charged: charged } : {}),
    kind: op.kind,
  };
  return { reused: true, created, job };
}
