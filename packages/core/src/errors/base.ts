/** The root of the error tree and the errors for requests that got no response. */
import { redactText } from '../redact';

/** Base of every error the core throws. */
export class GenServiceError extends Error {
  override name = 'GenServiceError';
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
