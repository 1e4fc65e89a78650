/**
 * One delivery attempt: the Standard Webhooks request for a claimed delivery,
 * and what its response means.
 */
import { signStandardWebhook, TimeoutError, toNetworkError } from '@genservice/core/internal';
import { request, type Dispatcher } from 'undici';
import { BlockedDestinationError } from '../ssrf';
import type { ClaimedDelivery, StoredEvent } from '../store/types';
import { parseRetryAfter, type AttemptResult } from './schedule';

/** The delivery body, identical for every attempt and subscriber: `{type, timestamp, data}`. */
export function deliveryBody(event: StoredEvent): string {
  return JSON.stringify({
    type: event.type,
    timestamp: new Date(event.receivedAt).toISOString(),
    data: event.payload,
  });
}

/**
 * POSTs the event to the subscriber, signed for `now` (a fresh `webhook-timestamp` per attempt,
 * the delivery id as `webhook-id`). Redirects are not followed and count as failures; the
 * response body is discarded. `timeoutMs` bounds the wait for headers and between body chunks,
 * counted from when the request is sent (never while waiting for a socket); the subscriber's
 * dispatcher (`SubscriberAgents`) bounds the whole answer the same way. Never throws.
 */
export async function attemptDelivery(
  d: ClaimedDelivery,
  options: { dispatcher: Dispatcher; timeoutMs: number; now: number },
): Promise<AttemptResult> {
  const rawBody = deliveryBody(d.event);
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'genservice-relay/0.1',
    ...signStandardWebhook({ id: d.id, timestamp: options.now / 1000, rawBody, secret: d.secret }),
  };
  try {
    const res = await request(d.url, {
      method: 'POST',
      headers,
      body: rawBody,
      dispatcher: options.dispatcher,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    });
    await res.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
    const status = res.statusCode;
    if (status >= 200 && status < 300) return { outcome: 'delivered', status, error: null };
    if (status === 410)
      return { outcome: 'disable', status, error: 'Subscriber answered 410 Gone' };
    const error =
      status >= 300 && status < 400
        ? `Redirect ${status} not followed`
        : `Subscriber answered ${status}`;
    return {
      outcome: 'retry',
      status,
      error,
      retryAfterMs: parseRetryAfter(res.headers['retry-after'], options.now),
    };
  } catch (error) {
    const cause = findBlocked(error);
    if (cause) return { outcome: 'blocked', status: null, error: cause.message };
    return { outcome: 'retry', status: null, error: describe(error) };
  }
}

function findBlocked(error: unknown): BlockedDestinationError | undefined {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof BlockedDestinationError || (e as Error).name === 'BlockedDestinationError')
      return e as BlockedDestinationError;
  }
  return undefined;
}

/** `Timed out` for any timeout the core recognises, else `Connection failed (<code>)`. */
function describe(error: unknown): string {
  if (toNetworkError(error) instanceof TimeoutError) return 'Timed out';
  const code = (error as { code?: unknown } | null)?.code;
  return `Connection failed${typeof code === 'string' ? ` (${code})` : ''}`;
}
