/** The one answer every limit gives: 429 with `Retry-After` and the reason in words. */
import type { ServerResponse } from 'node:http';
import { sendJson } from '../routes/http';

/**
 * Answers 429 with `Retry-After: <seconds>` (whole seconds, at least 1) and `{ error, message }`
 * holding the same words, `words` followed by "Try again in N s." (`message` is what the relay's
 * other errors and its clients read).
 */
export function tooMany(res: ServerResponse, seconds: number, words: string): void {
  const wait = Math.max(1, Math.ceil(seconds));
  const text = `${words} Try again in ${wait} s.`;
  sendJson(res, 429, { error: text, message: text }, { 'retry-after': String(wait) });
}
