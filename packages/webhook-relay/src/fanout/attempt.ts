/**
 * One attempt of one claimed delivery, start to finish: sent through its subscription's own
 * connections, settled by the retry policy, measured, and logged when it did not get through.
 * A settlement the store refuses is logged; the delivery's lease then lets it be tried again.
 */
import type { Logger } from 'pino';
import type { RelayMetrics } from '../metrics';
import type { ClaimedDelivery, Store } from '../store/types';
import type { SubscriberAgents } from './agent';
import { attemptDelivery } from './deliver';
import { settle, type RetryPolicy } from './schedule';

/** What an attempt needs from its dispatcher. */
export interface AttemptDeps {
  store: Pick<Store, 'settle'>;
  http: Pick<SubscriberAgents, 'forSubscription'>;
  policy: RetryPolicy;
  metrics: RelayMetrics;
  log: Logger;
  owner: string;
  timeoutMs: number;
  now(): number;
}

/** Sends `d` once and records the outcome; never rejects. */
export async function sendAndSettle(d: ClaimedDelivery, deps: AttemptDeps): Promise<void> {
  const { metrics, log } = deps;
  const started = deps.now();
  const result = await attemptDelivery(d, {
    dispatcher: deps.http.forSubscription(d.subscriptionId),
    timeoutMs: deps.timeoutMs,
    now: started,
  });
  const at = deps.now();
  metrics.attemptDuration.observe((at - started) / 1000);
  const settlement = settle(d, result, { at, owner: deps.owner, policy: deps.policy });
  metrics.deliveries.inc({
    outcome: settlement.outcome === 'disable' ? 'disabled' : settlement.outcome,
  });
  if (settlement.outcome === 'delivered')
    metrics.deliveryLatency.observe(Math.max(0, at - d.event.receivedAt) / 1000);
  else
    log.warn(
      {
        delivery: d.id,
        subscription: d.subscriptionId,
        attempt: d.attempts + 1,
        status: result.status,
        error: result.error,
        outcome: settlement.outcome,
      },
      'delivery attempt failed',
    );
  await deps.store
    .settle(settlement)
    .catch((error) =>
      log.error({ err: String(error), delivery: d.id }, 'settling a delivery failed'),
    );
}
