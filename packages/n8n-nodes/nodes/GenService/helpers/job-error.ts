/**
 * The project an error belongs to, kept beside the error rather than in it
 * (so printing the error shows nothing new): error items made with Continue
 * On Fail carry these fields, so a failed or cut-off job's project ID and
 * dedupe key are never lost.
 */
import type { IDataObject } from 'n8n-workflow';

const fields = new WeakMap<object, IDataObject>();

/** Attaches `job` (merged over what `error` already carries) and returns `error`. */
export function withJob<E extends object>(error: E, job: IDataObject): E {
  fields.set(error, { ...fields.get(error), ...job });
  return error;
}

/**
 * `error` with `job` attached, unless it is the stop reason of `signal` (another item's error
 * stopping the batch), which is handed back untouched.
 */
export function withJobUnlessStopped<E extends object>(
  error: E,
  signal: AbortSignal,
  job: IDataObject,
): E {
  return signal.aborted && error === signal.reason ? error : withJob(error, job);
}

/** The job fields attached to `error` or to its cause, if any. */
export function jobFieldsOf(error: unknown): IDataObject | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const own = fields.get(error);
  const cause = (error as { cause?: unknown }).cause;
  const inner = cause && cause !== error ? jobFieldsOf(cause) : undefined;
  return own || inner ? { ...inner, ...own } : undefined;
}
