/**
 * Webhook delivery as the service does it: `{ type, payload }` POSTed to each
 * endpoint that selected the event, signed with `magic-hour-event-signature`
 * and `magic-hour-event-timestamp` (fresh on every attempt), any non-2xx or
 * network failure retried with exponential backoff (1 s, 2 s, 4 s, …), 10 s
 * to answer. Optionally every event is delivered twice.
 */
import { matchesEvent, redactUrl, signServiceWebhook } from '@genservice/core/internal';
import type { WebhookEndpoint } from '../options';

/** One delivery of one event to one endpoint, as the control API lists it. */
export interface DeliveryRecord {
  type: string;
  projectId: string;
  /** The endpoint URL without its query string. */
  url: string;
  attempts: number;
  state: 'pending' | 'delivered' | 'failed';
  /** HTTP status of the last attempt, or the network error's message. */
  last?: number | string;
}

export interface SenderOptions {
  endpoints: () => readonly WebhookEndpoint[];
  retry: { baseDelayMs: number; maxAttempts: number };
  log: (line: string) => void;
}

const TIMEOUT_MS = 10_000;
const KEEP_RECORDS = 1000;

export class WebhookSender {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly controller = new AbortController();
  private readonly records: DeliveryRecord[] = [];
  private readonly lastEvent = new Map<string, { type: string; rawBody: string }>();

  constructor(private readonly options: SenderOptions) {}

  /** Sends `type` with `payload` to every endpoint that selected it; twice when `duplicate`. */
  send(type: string, payload: { id: string }, duplicate = false): void {
    const rawBody = JSON.stringify({ type, payload });
    this.lastEvent.set(payload.id, { type, rawBody });
    this.fanOut(type, payload.id, rawBody, duplicate ? 2 : 1);
  }

  /** Sends the project's last event again, byte for byte (a duplicate delivery). False when it had none. */
  redeliver(projectId: string): boolean {
    const last = this.lastEvent.get(projectId);
    if (last) this.fanOut(last.type, projectId, last.rawBody, 1);
    return last !== undefined;
  }

  deliveries(): readonly DeliveryRecord[] {
    return this.records;
  }

  /** Stops retries and in-flight attempts. */
  close(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    this.controller.abort();
  }

  private fanOut(type: string, projectId: string, rawBody: string, copies: number): void {
    for (const endpoint of this.options.endpoints()) {
      if (endpoint.events && !matchesEvent(type, endpoint.events)) continue;
      for (let i = 0; i < copies; i++) {
        const record: DeliveryRecord = {
          type,
          projectId,
          url: redactUrl(endpoint.url),
          attempts: 0,
          state: 'pending',
        };
        this.records.push(record);
        if (this.records.length > KEEP_RECORDS) this.records.shift();
        void this.attempt(endpoint, rawBody, record);
      }
    }
  }

  private async attempt(
    endpoint: WebhookEndpoint,
    rawBody: string,
    record: DeliveryRecord,
  ): Promise<void> {
    if (this.controller.signal.aborted) return;
    record.attempts += 1;
    try {
      const headers = {
        'content-type': 'application/json',
        ...signServiceWebhook({ rawBody, secret: endpoint.secret }),
      };
      const signal = AbortSignal.any([this.controller.signal, AbortSignal.timeout(TIMEOUT_MS)]);
      const res = await fetch(endpoint.url, {
        method: 'POST',
        headers,
        body: rawBody,
        signal,
        redirect: 'manual',
      });
      await res.body?.cancel();
      record.last = res.status;
      if (res.status >= 200 && res.status < 300) {
        record.state = 'delivered';
        return;
      }
    } catch (err) {
      if (this.controller.signal.aborted) return;
      record.last = err instanceof Error ? err.message : String(err);
    }
    const { baseDelayMs, maxAttempts } = this.options.retry;
    if (record.attempts >= maxAttempts) {
      record.state = 'failed';
      this.options.log(
        `webhook ${record.type} for ${record.projectId} to ${record.url} failed after ${record.attempts} attempts`,
      );
      return;
    }
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        void this.attempt(endpoint, rawBody, record);
      },
      baseDelayMs * 2 ** (record.attempts - 1),
    );
    this.timers.add(timer);
  }
}
