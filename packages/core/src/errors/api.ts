/**
 * Errors for HTTP responses, chosen by status like openai-node's. The message
 * is the service's own when it sent one, always redacted.
 */
import { redactText } from '../redact';
import { parseRetryAfter } from '../retry';
import { GenServiceError } from './base';

/** Headers and body are kept for inspection; the message is already redacted. */
export class ApiError extends GenServiceError {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
    /** `METHOD /v1/path` of the failed request (never a query string). */
    readonly request?: string,
    secrets: readonly string[] = [],
  ) {
    super(redactText(message, secrets));
  }

  /** The subclass for a status, with the service's `message` when it sent one. */
  static generate(
    status: number,
    body: unknown,
    headers: Record<string, string>,
    request?: string,
    secrets: readonly string[] = [],
  ): ApiError {
    const serviceMessage = messageOf(body);
    const msg = serviceMessage ?? `${status} ${defaultText(status)}`;
    const Cls = errorClassFor(status, serviceMessage);
    return new Cls(status, msg, body, headers, request, secrets);
  }
}

export class BadRequestError extends ApiError {
  override name = 'BadRequestError';
}
export class AuthenticationError extends ApiError {
  override name = 'AuthenticationError';
}
/** 402 (and the older 422 whose message names credits): the account has too few credits. */
export class InsufficientCreditsError extends ApiError {
  override name = 'InsufficientCreditsError';
  /** Credits the request was estimated to need, when the client knew (it fills these in). */
  creditsNeeded?: number;
  /** The account's balance when the request failed, when the client could read it. */
  creditsAvailable?: number;
}
/** 403: valid key, but the model, resolution or feature is not on the plan. */
export class PermissionDeniedError extends ApiError {
  override name = 'PermissionDeniedError';
}
export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
}
export class UnprocessableEntityError extends ApiError {
  override name = 'UnprocessableEntityError';
}
export class RateLimitError extends ApiError {
  override name = 'RateLimitError';
  /** Milliseconds the service asked to wait, when it sent `Retry-After`. */
  get retryAfterMs(): number | undefined {
    return parseRetryAfter(this.headers['retry-after']);
  }
}
export class InternalServerError extends ApiError {
  override name = 'InternalServerError';
}
/** The webhook relay's own API answered with an error status (its hints speak of the relay token). */
export class RelayError extends ApiError {
  override name = 'RelayError';
}

/** Milliseconds from a `Retry-After` header (seconds or HTTP date); lives in `retry.ts`. */
export { parseRetryAfter };

function errorClassFor(status: number, message: string | undefined): typeof ApiError {
  if (status === 400) return BadRequestError;
  if (status === 401) return AuthenticationError;
  if (status === 402) return InsufficientCreditsError;
  if (status === 403) return PermissionDeniedError;
  if (status === 404) return NotFoundError;
  if (status === 422)
    return /credit/i.test(message ?? '') ? InsufficientCreditsError : UnprocessableEntityError;
  if (status === 429) return RateLimitError;
  if (status >= 500) return InternalServerError;
  return ApiError;
}

function messageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const m = (body as { message?: unknown }).message;
    if (typeof m === 'string' && m) return m;
    const e = (body as { error?: { message?: unknown } }).error;
    if (e && typeof e.message === 'string') return e.message;
  }
  if (typeof body === 'string' && body.trim() && body.length < 500) return body.trim();
  return undefined;
}

function defaultText(status: number): string {
  const texts: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    402: 'Insufficient credits',
    403: 'Forbidden',
    404: 'Not Found',
    422: 'Unprocessable Entity',
    429: 'Too many requests',
    500: 'Internal Server Error',
    502: 'Bad Gateway',
    503: 'Service Unavailable',
    504: 'Gateway Timeout',
  };
  return texts[status] ?? 'HTTP error';
}
