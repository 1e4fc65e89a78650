/** How the core reads JSON answers: bodies as JSON, and which POST statuses prove nothing was created. */
import { unreadableAnswer } from '../schemas/answer';
import type { RuntimeResponse } from '../runtime';

/** The service documents that a 502 answered before an id means no job was created. */
export const CREATE_NOT_STARTED: readonly number[] = [502];

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
