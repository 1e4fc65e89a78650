/** The core's relay schemas describe exactly what the relay's OpenAPI document says it accepts and answers. */
import {
  RELAY_EVENT_TYPES,
  newSubscriptionSchema,
  relayClaimRequestSchema,
  relayClaimSchema,
  relayEventSchema,
  relayLedgerEntrySchema,
  relayRetakeRequestSchema,
  relaySettleRequestSchema,
  subscriptionSchema,
} from '@genservice/core/internal';
import { openApiDocument } from '../src/openapi';
import {
  claimBodySchema,
  presentEntry,
  retakeBodySchema,
  settleBodySchema,
} from '../src/routes/ledger-schemas';
import { createSubscriptionSchema } from '../src/routes/subscriptions';

const schemas = openApiDocument().components.schemas as Record<
  string,
  { properties: Record<string, unknown> }
>;
const keys = (o: object) => Object.keys(o).sort();

describe('relay wire contract', () => {
  it('a new subscription has the same fields in the core and in the relay’s document', () => {
    expect(keys(newSubscriptionSchema.shape)).toEqual(keys(schemas.NewSubscription!.properties));
  });

  it('a subscription answer has the same fields in the core and in the relay’s document', () => {
    expect(keys(subscriptionSchema.shape)).toEqual(keys(schemas.Subscription!.properties));
  });

  it('an event has the same fields in the core and in the relay’s document', () => {
    expect(keys(relayEventSchema.shape)).toEqual(keys(schemas.Event!.properties));
  });

  it('the relay accepts every event type the core says it delivers, and a watch on each kind', () => {
    for (const type of RELAY_EVENT_TYPES) {
      const body = { url: 'https://h.test', events: [type], project_id: 'p', once: true };
      expect(createSubscriptionSchema.safeParse(body).success).toBe(true);
    }
  });

  it.each([
    ['LedgerEntry', relayLedgerEntrySchema.shape, undefined],
    ['LedgerClaimResult', relayClaimSchema.shape, undefined],
    ['LedgerClaim', relayClaimRequestSchema.shape, claimBodySchema.shape],
    ['LedgerRetake', relayRetakeRequestSchema.shape, retakeBodySchema.shape],
    ['LedgerSettle', relaySettleRequestSchema.shape, settleBodySchema.shape],
  ])(
    'the ledger’s %s has the same fields in the core, the relay’s routes and its document',
    (name, core, route) => {
      expect(keys(core)).toEqual(keys(schemas[name]!.properties));
      if (route) expect(keys(route as object)).toEqual(keys(core));
    },
  );

  it('the core reads the entries the relay answers and the relay accepts the bodies the core sends', () => {
    const entry = presentEntry({
      key: 'sku/1',
      fingerprint: 'f'.repeat(64),
      operation: 'face-swap',
      state: 'created',
      attempt: 2,
      projectId: 'proj_1',
      sentAt: 1,
      updatedAt: 2,
    });
    expect(relayLedgerEntrySchema.parse(entry)).toEqual(entry);
    const claim = {
      fingerprint: 'f'.repeat(64),
      operation: 'face-swap',
      window_ms: 30 * 86_400_000,
    };
    expect(claimBodySchema.parse(relayClaimRequestSchema.parse(claim))).toEqual(claim);
    const settled = { attempt: 2, state: 'created', project_id: 'proj_1' };
    expect(settleBodySchema.parse(relaySettleRequestSchema.parse(settled))).toEqual(settled);
  });
});
