/** The core's relay schemas describe exactly what the relay's OpenAPI document says it accepts and answers. */
import {
  RELAY_EVENT_TYPES,
  newSubscriptionSchema,
  relayEventSchema,
  subscriptionSchema,
} from '@genservice/core';
import { openApiDocument } from '../src/openapi';
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
});
