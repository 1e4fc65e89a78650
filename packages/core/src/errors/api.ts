/**
 * Errors for HTTP responses, chosen by status (and the service's error code)
 * like openai-node's. The message is the service's own when it sent one,
 * always redacted.
 */
import { redactText, redactValue } from '../redact';
import { parseRetryAfter } from '../retry';
import { GenServiceError } from './base';
import { PLAN_CODES, readServiceError } from './service-body';

/**
 * `body` and `headers` are redacted views (values of secret-named keys masked, URL queries and
 * bearer tokens removed, the API key removed), so printing the error in any way (`util.inspect`,
 * `console.log`, JSON) shows no secret. The service's answer as received is `rawBody`/`rawHeaders`,
 * not enumerable. The message is redacted too.
 */
export class ApiError extends GenServiceError {
  override name = 'ApiError';
  readonly body: unknown;
  readonly headers: Record<string, string>;
  /** The service's error `code` (`insufficient_credits`, …; see `SERVICE_ERROR_CODES`), when it sent one. */
  readonly code?: string;
  /** The body as the service sent it; not enumerable, never printed. */
  declare readonly rawBody: unknown;
  /** The headers as received; not enumerable, never printed. */
  declare readonly rawHeaders: Record<string, string>;
  constructor(
    readonly status: number,
    message: string,
    body: unknown,
    headers: Record<string, string> = {},
    /** `METHOD /v1/path` of the failed request (never a query string). */
    readonly request?: string,
    secrets: readonly string[] = [],
  ) {
    super(redactText(message, secrets));
    this.body = redactValue(body, secrets);
    const { code } = readServiceError(body);
    if (code) this.code = code;
    this.headers = redactValue(headers, secrets) as Record<string, string>;
    Object.defineProperty(this, 'rawBody', { value: body, enumerable: false });
    Object.defineProperty(this, 'rawHeaders', { value: headers, enumerable: false });
  }

  /** The subclass for a status and code, with the service's `message` when it sent one. */
  static generate(
    status: number,
    body: unknown,
    headers: Record<string, string>,
    request?: string,
    secrets: readonly string[] = [],
  ): ApiError {
    const { code, message: serviceMessage } = readServiceError(body);
    const msg = serviceMessage ?? `${status} ${defaultText(status)}`;
    const Cls = errorClassFor(status, code, serviceMessage);
    return new Cls(status, msg, body, headers, request, secrets);
  }
}

export class BadRequestError extends ApiError {
  override name = 'BadRequestError';
}
export class AuthenticationError extends ApiError {
  override name = 'AuthenticationError';
}
/** 402 `insufficient_credits` (and the older 422 whose message names credits): too few credits. */
export class InsufficientCreditsError extends ApiError {
  override name = 'InsufficientCreditsError';
  /** Credits the request was estimated to need, when the client knew (it fills these in). */
  creditsNeeded?: number;
  /** The account's balance when the request failed, when the client could read it. */
  creditsAvailable?: number;
}
/** 403, or 402 `subscription_required`/`plan_upgrade_required`: the key is valid, the plan lacks it. */
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

/**
 * A success status whose body the connector cannot read (not JSON, or not the expected shape).
 * `mayHaveCreated` is true for a create: the service may have created (and charged for) the job.
 */
export class UnreadableAnswerError extends GenServiceError {
  override name = 'UnreadableAnswerError';
  /** `METHOD /v1/path` of the request. */
  readonly request?: string;
  readonly mayHaveCreated: boolean;
  constructor(message: string, options: { request?: string; mayHaveCreated?: boolean } = {}) {
    super(redactText(message));
    this.request = options.request;
    this.mayHaveCreated = options.mayHaveCreated ?? false;
  }
}

/** Milliseconds from a `Retry-After` header (seconds or HTTP date); lives in `retry.ts`. */
export { parseRetryAfter };

function errorClassFor(
  status: number,
  code: string | undefined,
  message: string | undefined,
): typeof ApiError {
  if (code === 'insufficient_credits') return InsufficientCreditsError;
  if (status === 400) return BadRequestError;
  if (status === 401) return AuthenticationError;
  if (status === 402 && code && PLAN_CODES.includes(code)) return PermissionDeniedError;
  if (status === 402) return InsufficientCreditsError;
  if (status === 403) return PermissionDeniedError;
  if (status === 404) return NotFoundError;
  if (status === 422)
    return /credit/i.test(message ?? '') ? InsufficientCreditsError : UnprocessableEntityError;
  if (status === 429) return RateLimitError;
  if (status >= 500) return InternalServerError;
  return ApiError;
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
