/**
 * Runs one async job per input item concurrently and returns the outputs in
 * input order with `pairedItem` set. With "Continue On Fail" a failed item
 * yields one error item (with the project its error carries, if any) and the
 * others still run; otherwise the first failure cancels the rest and is
 * thrown once every job has settled.
 */
import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { toNodeError } from './errors';
import { jobFieldsOf } from './job-error';

type Ctx = Pick<IExecuteFunctions, 'getInputData' | 'getNode' | 'continueOnFail'> &
  Partial<Pick<IExecuteFunctions, 'getExecutionCancelSignal'>>;

/** One item's job: its output items (without `pairedItem`), given a signal aborted when the batch stops. */
export type ItemJob = (itemIndex: number, signal: AbortSignal) => Promise<INodeExecutionData[]>;

/** Every item's outputs in input order; each output is paired with its input item. */
export async function processItems(ctx: Ctx, job: ItemJob): Promise<INodeExecutionData[]> {
  const count = ctx.getInputData().length;
  const batch = new AbortController();
  const cancel = ctx.getExecutionCancelSignal?.();
  const stop = () => batch.abort(cancel?.reason);
  cancel?.addEventListener('abort', stop, { once: true });
  const continueOnFail = ctx.continueOnFail();
  let firstError: Error | undefined;

  const settled = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      try {
        return await job(i, batch.signal);
      } catch (err) {
        const error = toNodeError(ctx.getNode(), err, i);
        const job = jobFieldsOf(error) ?? jobFieldsOf(err);
        if (continueOnFail) return [{ json: { ...job, error: error.message, ...details(error) } }];
        if (!firstError && !batch.signal.aborted) {
          firstError = error;
          batch.abort(error);
        }
        return [];
      }
    }),
  );
  cancel?.removeEventListener('abort', stop);
  if (firstError) throw firstError;
  cancel?.throwIfAborted();
  return settled.flatMap((outputs, i) => outputs.map((o) => ({ ...o, pairedItem: { item: i } })));
}

function details(
  error: Error & { httpCode?: string | null; description?: string | null },
): Record<string, string> {
  const out: Record<string, string> = {};
  if (error.httpCode) out.httpCode = error.httpCode;
  if (error.description) out.description = error.description;
  return out;
}

/** A service record as item JSON (records are plain JSON: objects, arrays, strings, numbers). */
export const toJson = (record: object): IDataObject => record as IDataObject;
