/**
 * The connection's tenant on the hosted relay. The connection test creates it;
 * a connection made before the publisher configured the relay gets it on its
 * first relay call (the relay answers 401 for a key it does not know yet, and
 * the call is made once more after provisioning). Until the service's webhooks
 * reach the relay, `setupSteps` says in words what the user must do.
 */
import {
  RelayError,
  type IdempotencyLedger,
  type RelayTenant,
  type RelayTenantApi,
} from '@genservice/core/internal';

/** Where the service shows webhook endpoints and their signing secrets. */
export const WEBHOOKS_PAGE =
  'the Magic Hour Developer Hub (magichour.ai/developer), under Webhooks';

/**
 * Runs `call`; when the relay does not know the key yet (401), creates the key's tenant and runs
 * `call` once more. A 401 means the relay refused the call before doing anything, so even a
 * create is safe to repeat; a key the service refuses fails the provisioning with its own 401.
 */
export async function withTenant<T>(
  relay: Pick<RelayTenantApi, 'provisionTenant'>,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof RelayError) || err.status !== 401) throw err;
    await relay.provisionTenant();
    return call();
  }
}

/** `ledger` whose calls provision the tenant when the relay does not know it yet (`withTenant`). */
export function ledgerWithTenant(
  ledger: IdempotencyLedger,
  relay: Pick<RelayTenantApi, 'provisionTenant'>,
): IdempotencyLedger {
  return {
    where: ledger.where,
    get: (key) => withTenant(relay, () => ledger.get(key)),
    claim: (input) => withTenant(relay, () => ledger.claim(input)),
    retake: (key, attempt) => withTenant(relay, () => ledger.retake(key, attempt)),
    settle: (key, attempt, outcome) =>
      withTenant(relay, () => ledger.settle(key, attempt, outcome)),
    release: (key, attempt) => withTenant(relay, () => ledger.release(key, attempt)),
  };
}

/**
 * What the user must do so that the service's webhooks reach the relay, or undefined when they
 * do (`receiving`). Names the inbound URL to add in the service's dashboard and the connection
 * field for the signing secret; `relayUrl` is the relay's setup page.
 */
export function setupSteps(tenant: RelayTenant, relayUrl: string): string | undefined {
  if (tenant.receiving) return undefined;
  const page = `The relay's setup page, ${relayUrl}/, walks through the same steps and shows when events arrive.`;
  if (tenant.inbound_secret_set === false)
    return (
      `In ${WEBHOOKS_PAGE}, add the webhook endpoint ${tenant.inbound_url} and copy the signing ` +
      `secret it shows; then reconnect this account in Zapier and paste it into Webhook Signing Secret. ${page}`
    );
  return (
    `No signed webhook from Magic Hour has reached the relay yet. Check that ${tenant.inbound_url} ` +
    `is added as a webhook endpoint in ${WEBHOOKS_PAGE}, and that the Webhook Signing Secret in this ` +
    `connection is the one shown there; then run a project. ${page}`
  );
}
