/** The OpenAPI document's bodies come from the zod schemas the routes check and answer with. */
import { openApiDocument } from '../src/openapi';
import {
  adminTenantAnswer,
  claimAnswer,
  deliveryAnswer,
  eventAnswer,
  subscriptionAnswer,
  tenantAnswer,
} from '../src/routes/answer-schemas';
import { deliveryView } from '../src/routes/deliveries';
import { eventView } from '../src/routes/events';
import { claimBodySchema, presentEntry } from '../src/routes/ledger-schemas';
import { createSubscriptionSchema } from '../src/routes/subscription-schema';
import { present } from '../src/routes/subscriptions';
import { MAX_LEDGER_WINDOW_MS } from '../src/store/ledger-schema';
import { presentAdminTenant, presentTenant } from '../src/tenants/tenant-views';
import type { Tenant } from '../src/tenants/types';

type Schema = { properties: Record<string, Record<string, unknown>>; required?: string[] };
const schemas = openApiDocument().components.schemas as unknown as Record<string, Schema>;

const tenant: Tenant = {
  id: 't_AAAAAAAAAAAAAAAAAAAAAA',
  source: 'hosted',
  inboundSecret: 'whsec_x',
  receiving: true,
  lastEventAt: 1_700_000_000_000,
  createdAt: 1_600_000_000_000,
  disabled: false,
};

describe('OpenAPI component schemas', () => {
  it('describe a request body with the limits its route checks', () => {
    const sub = schemas.NewSubscription!;
    expect(sub.required).toEqual(['url']);
    expect(sub.properties.url!.maxLength).toBe(2048);
    expect(
      createSubscriptionSchema.safeParse({ url: `https://h.test/${'a'.repeat(2048)}` }).success,
    ).toBe(false);
    const windowMs = schemas.LedgerClaim!.properties.window_ms!;
    expect(windowMs).toMatchObject({ type: 'integer', minimum: 0, maximum: MAX_LEDGER_WINDOW_MS });
    const over = { fingerprint: 'f', operation: 'o', window_ms: MAX_LEDGER_WINDOW_MS + 1 };
    expect(claimBodySchema.safeParse(over).success).toBe(false);
  });

  it('reference shared answers instead of repeating them', () => {
    expect(schemas.LedgerClaimResult!.properties.entry).toEqual({
      $ref: '#/components/schemas/LedgerEntry',
    });
  });
});

describe('OpenAPI subscription filters', () => {
  it('list the tools a filter accepts and the other filters, with their limits', () => {
    const text = JSON.stringify(schemas.NewSubscription!.properties.filters);
    for (const field of ['tools', 'name_contains', 'name_starts_with', 'created_by'])
      expect(text).toContain(`"${field}"`);
    expect(text).toContain('"FACE_SWAP"');
    expect(text).toContain('"maxLength":256');
    expect(JSON.stringify(schemas.Subscription!.properties.filters)).toContain('"created_by"');
  });
});

describe('OpenAPI relay-detected events', () => {
  it('list video, image and audio canceled as detected by the relay, where events are chosen and listed', () => {
    for (const where of [
      schemas.NewSubscription!.properties.events,
      schemas.Event!.properties.type,
    ]) {
      const text = String(where!.description);
      expect(text).toContain(
        'video.canceled, image.canceled, audio.canceled are detected by the relay',
      );
      expect(text).toContain('not sent by the service');
    }
  });
});

describe('answer schemas', () => {
  it('match, field for field, what the routes answer', () => {
    const subscription = {
      id: 'sub_1',
      tenant: 'a',
      url: 'https://h.test/hook',
      events: ['*'],
      projectId: null,
      once: false,
      kind: null,
      secret: 'whsec_abc',
      status: 'active' as const,
      createdAt: 1_700_000_000_000,
    };
    expect(() => subscriptionAnswer.strict().parse(present(subscription, true))).not.toThrow();
    const event = eventView({
      id: 7,
      tenant: 'a',
      dedupeKey: 'k',
      type: 'video.completed',
      projectId: 'p',
      payload: { id: 'p', status: 'complete' },
      receivedAt: 1_700_000_000_000,
    });
    expect(() => eventAnswer.strict().parse(event)).not.toThrow();
    const delivery = deliveryView({
      id: 'msg_1',
      subscriptionId: 'sub_1',
      eventId: 7,
      eventType: 'video.completed',
      status: 'pending',
      attempts: 1,
      nextAttemptAt: 1_700_000_000_000,
      lastStatus: 500,
      lastError: 'HTTP 500',
      updatedAt: 1_700_000_000_000,
    });
    expect(() => deliveryAnswer.strict().parse(delivery)).not.toThrow();
    const entry = presentEntry({
      key: 'k',
      fingerprint: 'f'.repeat(64),
      operation: 'face-swap',
      state: 'pending',
      attempt: 1,
      projectId: null,
      sentAt: 1,
      updatedAt: 1,
    });
    expect(() => claimAnswer.strict().parse({ claimed: true, entry })).not.toThrow();
    const mine = presentTenant(tenant, 'https://relay.example.com');
    expect(() => tenantAnswer.strict().parse(mine)).not.toThrow();
    expect(() => adminTenantAnswer.strict().parse(presentAdminTenant(tenant))).not.toThrow();
  });

  it('refuse an answer with a field the document does not list', () => {
    const mine = { ...presentTenant(tenant, 'https://relay.example.com'), secret: 'whsec_x' };
    expect(tenantAnswer.strict().safeParse(mine).success).toBe(false);
  });
});
