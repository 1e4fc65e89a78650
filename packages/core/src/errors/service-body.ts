/**
 * The service's error body: `{code, message}` today (spec/openapi-latest.json,
 * a fixed code per status), `{message}` or `{error: {message}}` from older
 * deployments and proxies, or plain text.
 */

/** The codes the service documents, by HTTP status. */
export const SERVICE_ERROR_CODES = {
  400: ['invalid_request'],
  401: ['unauthorized'],
  402: ['insufficient_credits', 'subscription_required', 'plan_upgrade_required'],
  404: ['not_found'],
  422: ['unprocessable_entity'],
  500: ['internal_server_error'],
} as const;

/** One of the documented error codes. */
export type ServiceErrorCode =
  (typeof SERVICE_ERROR_CODES)[keyof typeof SERVICE_ERROR_CODES][number];

/** 402 codes that mean "not on this plan" rather than "too few credits". */
export const PLAN_CODES: readonly string[] = ['subscription_required', 'plan_upgrade_required'];

/** What an error body says: its `code` (any non-empty string, documented or not) and `message`. */
export interface ServiceErrorBody {
  code?: string;
  message?: string;
}

/** Reads `{code, message}`, `{message}`, `{error: {code?, message}}` or short plain text; never throws. */
export function readServiceError(body: unknown): ServiceErrorBody {
  if (typeof body === 'string')
    return body.trim() && body.length < 500 ? { message: body.trim() } : {};
  if (!body || typeof body !== 'object') return {};
  const top = body as { code?: unknown; message?: unknown; error?: unknown };
  const nested = (top.error && typeof top.error === 'object' ? top.error : {}) as {
    code?: unknown;
    message?: unknown;
  };
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  const code = text(top.code) ?? text(nested.code);
  const message = text(top.message) ?? text(nested.message);
  return { ...(code ? { code } : {}), ...(message ? { message } : {}) };
}
