/**
 * Error bodies as the service sends them today (spec/openapi-latest.json):
 * `{code, message}`, with the fixed code of each documented status.
 */

/** The code of each status the service documents; 402 defaults to too few credits. */
const CODE_BY_STATUS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized',
  402: 'insufficient_credits',
  404: 'not_found',
  422: 'unprocessable_entity',
  500: 'internal_server_error',
};

/**
 * Statuses the spec does not list for the API (403 and 413 come from storage, 409 from the
 * control API, 429 from injected rate limits) get a descriptive code of the same style.
 */
const OTHER_CODES: Record<number, string> = {
  403: 'forbidden',
  409: 'conflict',
  413: 'payload_too_large',
  429: 'too_many_requests',
};

/** `{code, message}` for an error answer; `code` overrides the status's own (e.g. a 402 plan code). */
export function errorBody(status: number, message: string, code?: string) {
  const fallback = status >= 500 ? 'internal_server_error' : 'invalid_request';
  return { code: code ?? CODE_BY_STATUS[status] ?? OTHER_CODES[status] ?? fallback, message };
}
