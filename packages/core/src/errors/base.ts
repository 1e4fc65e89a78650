/** The root of the error tree and the errors for requests that got no response. */
import { redactError, redactText } from '../redact';
import { hintFor } from './hints';

/** Base of every error the core throws. */
export class GenServiceError extends Error {
  override name = 'GenServiceError';
  #hint: string | undefined;

  /**
   * What the user can do about it, in a no-code user's words: set explicitly, or looked up by
   * status, service error code or error name in the hint table. Undefined when there is no advice.
   */
  get hint(): string | undefined {
    return this.#hint ?? hintFor(this);
  }
  set hint(value: string | undefined) {
    this.#hint = value;
  }
}

/**
 * No response was received. `requestSent: false` means no byte can have reached the server.
 * The `cause` is kept as a redacted stand-in (name, message, code), so printing the error never
 * shows what a host's error carried (request configs, headers, a signed URL as `input`).
 */
export class ConnectionError extends GenServiceError {
  override name = 'ConnectionError';
  constructor(
    message: string,
    readonly requestSent: boolean = true,
    options?: { cause?: unknown },
  ) {
    super(
      redactText(message),
      options?.cause === undefined ? undefined : { cause: redactError(options.cause) },
    );
  }
}

/**
 * The request timed out; the server may have acted on it unless `requestSent` is false (never
 * sent). `deadlineReached` is true when the caller's deadline, not the request's own timeout, cut it.
 */
export class TimeoutError extends ConnectionError {
  override name = 'TimeoutError';
  readonly deadlineReached: boolean;
  constructor(
    message = 'Request timed out',
    options: { requestSent?: boolean; deadlineReached?: boolean } = {},
  ) {
    super(message, options.requestSent ?? true);
    this.deadlineReached = options.deadlineReached ?? false;
  }
}
