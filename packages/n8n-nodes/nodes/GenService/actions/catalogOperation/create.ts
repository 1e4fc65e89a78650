/**
 * Creating one item's job: through the core's one upload path, under the
 * item's Dedupe Key when it has one (the ledger then decides whether to
 * create, reuse the key's project, or refuse). The job carries the key, the
 * reuse and the estimate into every output; its errors carry the key.
 */
import {
  assetFields,
  valueAt,
  type Client,
  type FieldSpec,
  type Operation,
} from '@genservice/core/internal';
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { creatorTagOf } from '../../helpers/creator-tag';
import { withJobUnlessStopped } from '../../helpers/job-error';
import type { RunLedger } from '../../ledger/for-run';
import { binaryFields } from '../../transport/binary';
import type { JobRef } from '../wait/finish';
import { readBody } from './body';
import type { PlannedItem } from './budget';
import type { KeyedRunOptions } from './keyed';

/** A job created (or reused) for an item: its create record and its last known status. */
export type ItemJob = JobRef & { record: { id: string } & IDataObject; status: string };

/** What creating item `i` needs besides its fields. */
export interface CreateInput {
  i: number;
  estimate: number | null;
  ledger: RunLedger | undefined;
  keyed: KeyedRunOptions;
  signal: AbortSignal;
}

/**
 * Creates (or, under its Dedupe Key, reuses) item `i`'s job. Nothing starts once `signal` (the
 * batch stopping) is aborted, but a create already under way is not cut by it: it finishes and is
 * recorded (a cut create could not be told apart from one never sent); only canceling the
 * execution cuts it.
 */
export async function createItemJob(
  ctx: IExecuteFunctions,
  client: Client,
  op: Operation,
  fields: FieldSpec[],
  item: PlannedItem,
  { i, estimate, ledger, keyed, signal }: CreateInput,
): Promise<ItemJob> {
  const keyFields = { dedupe_key: item.key, reused: false, credits_estimated: estimate };
  try {
    signal.throwIfAborted();
    const params = item.params ?? readBody(ctx, fields, i);
    const cancel = (ctx as Partial<typeof ctx>).getExecutionCancelSignal?.();
    const result = await client.run(op.key, params, {
      ...(cancel ? { signal: cancel } : {}),
      hostSource: binaryFields(ctx, i),
      creatorTag: creatorTagOf(ctx),
      ...(item.key && ledger
        ? {
            idempotencyKey: item.key,
            idempotencyScope: ledger.scope,
            ledger: ledger.ledger,
            keyWindowMs: keyed.windowMs,
            recreateUnconfirmed: keyed.recreateUnconfirmed,
          }
        : {}),
    });
    const { dedupeKey, reused, creditsEstimated, ...record } = result as typeof result &
      IDataObject;
    return {
      id: result.id,
      kind: op.kind,
      itemIndex: i,
      inputName: inputName(ctx, op, params, i),
      dedupeKey: item.key,
      record: record as ItemJob['record'],
      status: typeof record.status === 'string' ? record.status : 'queued',
      extra: {
        dedupe_key: dedupeKey ?? item.key,
        reused: reused === true,
        credits_estimated: creditsEstimated ?? estimate,
      },
    };
  } catch (err) {
    throw withJobUnlessStopped(err as object, signal, keyFields);
  }
}

/** The file name of the first file input given as a binary field of item `i`. */
function inputName(
  ctx: IExecuteFunctions,
  op: Operation,
  params: Record<string, unknown>,
  i: number,
): string | undefined {
  const binary = ctx.getInputData()[i]?.binary ?? {};
  for (const field of assetFields(op)) {
    const value = valueAt(params, field.path);
    if (typeof value === 'string' && binary[value.trim()]?.fileName)
      return binary[value.trim()]!.fileName;
  }
  return undefined;
}
