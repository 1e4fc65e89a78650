/**
 * Prometheus metrics of one relay instance, in their own registry (several
 * relays may share a process).
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface RelayMetrics {
  registry: Registry;
  /** Inbound requests by outcome: stored, duplicate, unauthorized, too_large, malformed, unavailable. */
  eventsIn: Counter<'outcome'>;
  /** Delivery attempts by outcome: delivered, retry, failed, disabled. */
  deliveries: Counter<'outcome'>;
  /** Seconds from the event's arrival to a successful delivery. */
  deliveryLatency: Histogram;
  /** Seconds one attempt took. */
  attemptDuration: Histogram;
  ingestDuration: Histogram;
  /** Requests the relay did not answer normally: `server` (it failed, 5xx) or `client_gone`. */
  httpErrors: Counter<'kind'>;
}

/** A registry with the relay's metrics; `queueDepth` is read at scrape time. */
export function createMetrics(
  queueDepth: () => Promise<number>,
  options: { defaults?: boolean } = {},
): RelayMetrics {
  const registry = new Registry();
  if (options.defaults) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  new Gauge({
    name: 'relay_queue_depth',
    help: 'Deliveries waiting to be sent (pending, including retries)',
    registers,
    async collect() {
      this.set(await queueDepth().catch(() => -1));
    },
  });
  return {
    registry,
    eventsIn: new Counter({
      name: 'relay_events_in_total',
      help: 'Inbound webhook requests by outcome',
      labelNames: ['outcome'],
      registers,
    }),
    deliveries: new Counter({
      name: 'relay_deliveries_total',
      help: 'Delivery attempts by outcome',
      labelNames: ['outcome'],
      registers,
    }),
    deliveryLatency: new Histogram({
      name: 'relay_delivery_latency_seconds',
      help: 'From event arrival to successful delivery',
      registers,
      buckets: [0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 30, 300, 3600, 86400],
    }),
    attemptDuration: new Histogram({
      name: 'relay_delivery_attempt_seconds',
      help: 'Duration of one delivery attempt',
      registers,
      buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 15],
    }),
    ingestDuration: new Histogram({
      name: 'relay_ingest_seconds',
      help: 'Inbound request handling including the durable commit',
      registers,
      buckets: [0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5, 1],
    }),
    httpErrors: new Counter({
      name: 'relay_http_errors_total',
      help: 'Requests answered 5xx by a relay failure (server) or cut short by the client (client_gone)',
      labelNames: ['kind'],
      registers,
    }),
  };
}
