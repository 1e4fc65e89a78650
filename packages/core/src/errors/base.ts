/** The root of the error tree and the errors for requests that got no response. */
import { redactText } from '../redact';
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

/** No response was received. `requestSent: false` means no byte can have reached the server. */
export class ConnectionError extends GenServiceError {
  override name = 'ConnectionError';
  constructor(
    message: string,
    readonly requestSent: boolean = true,
    options?: { cause?: unknown },
  ) {
    super(redactText(message), options);
  }
}

/** The request timed out; the server may have acted on it. */
export class TimeoutError extends ConnectionError {
  override name = 'TimeoutError';
  constructor(message = 'Request timed out') {
    super(message, true);
  }
}
