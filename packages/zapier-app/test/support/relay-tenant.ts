/**
 * Fixtures of the relay's tenant for trigger tests: the subscription secret the
 * nocked relay signs deliveries with, and a tenant answer (ready by default).
 */
import { RELAY } from '../helpers';

/** The Standard Webhooks secret of the relay subscription the tests create. */
export const SUBSCRIPTION_SECRET =
  'whsec_' + Buffer.from('relay-subscription-secret-32-bytes').toString('base64');

const TENANT_ID = 't_AbCdEfGhIjKlMnOpQrStUv';

/** The relay's tenant answer: receiving, holding the service's signing secret, unless `extra` says. */
export function relayTenant(extra: Record<string, unknown> = {}) {
  return {
    id: TENANT_ID,
    inbound_url: `${RELAY}/v1/inbound/${TENANT_ID}`,
    receiving: true,
    inbound_secret_set: true,
    ...extra,
  };
}
