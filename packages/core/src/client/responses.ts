/** How the transport reads the service's responses: which statuses to retry, and 2xx bodies as JSON. */
import { isRetryableStatus, retryAfterMs } from '../retry';
import { unreadableAnswer } from '../schemas/answer';
import type { RuntimeResponse } from '../runtime';

/** Whether a status is worth another attempt for this method. */
export function shouldRetry(
  method: string,
  status: number,
  headers: Record<string, string>,
  maxRetryAfterMs: number,
  now: number,
): boolean {
  const asked = retryAfterMs(headers, now);
  if (asked !== undefined && asked > maxRetryAfterMs) return false;
  return isRetryableStatus(method, status, { alsoForPost: CREATE_NOT_STARTED });
}

/** The service documents that a 502 answered before an id means no job was created. */
const CREATE_NOT_STARTED: readonly number[] = [502];

/** A response body as JSON, as its text when it is not JSON, or undefined when empty. Never throws. */
export function parseBody(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A 2xx body as JSON (undefined when empty); a body that is not JSON is `UnreadableAnswerError`. */
export function readBody(response: RuntimeResponse, label: string, isCreate: boolean): unknown {
  if (!response.text?.trim()) return undefined;
  try {
    return JSON.parse(response.text);
  } catch {
    throw unreadableAnswer(`${label} answered ${response.status} with a body that is not JSON`, {
      request: label,
      mayHaveCreated: isCreate,
    });
  }
}
