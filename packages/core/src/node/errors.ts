/**
 * Maps node:http, fetch (undici) and ky failures onto the core's `ConnectionError` and
 * `TimeoutError`, deciding whether a byte can have reached the server.
 */
import { ConnectionError, GenServiceError, TimeoutError } from '../errors';

/** Codes of failures that happen before a connection exists, so nothing was sent. */
const NOT_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_NONAME',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);
const TIMEOUTS = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT']);

/**
 * The error a runtime rejects with: the signal's reason when the caller
 * aborted, core errors unchanged, timeouts as `TimeoutError`, anything else as
 * `ConnectionError` (`requestSent: false` only for refused or unresolvable hosts).
 */
export function toRuntimeError(err: unknown, signal?: AbortSignal, timedOut = false): unknown {
  if (signal?.aborted) return signal.reason ?? err;
  if (err instanceof GenServiceError) return err;
  const code = codeOf(err);
  const name = (err as { name?: unknown } | null)?.name;
  if (timedOut || name === 'TimeoutError' || (code && TIMEOUTS.has(code)))
    return new TimeoutError();
  const message = describe(err, code);
  return new ConnectionError(message, !(code && NOT_SENT.has(code)), { cause: err });
}

/** The first `code` found on the error or its causes (fetch wraps the socket error in `cause`). */
function codeOf(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    const inner = (e as { errors?: unknown[] }).errors;
    if (Array.isArray(inner)) {
      const found = inner.map(codeOf).find(Boolean);
      if (found) return found;
    }
  }
  return undefined;
}

function describe(err: unknown, code: string | undefined): string {
  const base = err instanceof Error ? err.message : String(err);
  const cause = (err as { cause?: unknown }).cause;
  const detail =
    cause instanceof Error && cause.message && cause.message !== base ? `: ${cause.message}` : '';
  return `${base}${detail}${code && !base.includes(code) && !detail.includes(code) ? ` (${code})` : ''}`;
}
