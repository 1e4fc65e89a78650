/**
 * The OpenAPI document's component schemas, generated with `z.toJSONSchema` from the zod schemas
 * the routes validate request bodies with and the schemas of their answers: the document cannot
 * say something the relay does not check.
 */
import { z } from 'zod';
import {
  adminTenantAnswer,
  claimAnswer,
  deliveryAnswer,
  errorAnswer,
  eventAnswer,
  ledgerEntryAnswer,
  limitedAnswer,
  subscriptionAnswer,
  tenantAnswer,
} from './routes/answer-schemas';
import { claimBodySchema, retakeBodySchema, settleBodySchema } from './routes/ledger-schemas';
import {
  adminTenantPage,
  deliveryList,
  eventList,
  healthAnswer,
  inboundAnswer,
  replayAnswer,
  subscriptionList,
} from './routes/more-answers';
import { createSubscriptionSchema } from './routes/subscription-schema';
import { inboundSecretSchema } from './tenants/routes';

/** Request bodies, described as clients may send them (defaults make a field optional). */
const REQUESTS: Record<string, z.ZodType> = {
  NewSubscription: createSubscriptionSchema,
  LedgerClaim: claimBodySchema,
  LedgerRetake: retakeBodySchema,
  LedgerSettle: settleBodySchema,
  InboundSecret: inboundSecretSchema,
};

/** Answer bodies, described as the relay sends them. */
const ANSWERS: Record<string, z.ZodType> = {
  Error: errorAnswer,
  Limited: limitedAnswer,
  Subscription: subscriptionAnswer,
  SubscriptionList: subscriptionList,
  Event: eventAnswer,
  EventList: eventList,
  Delivery: deliveryAnswer,
  DeliveryList: deliveryList,
  Replay: replayAnswer,
  Inbound: inboundAnswer,
  LedgerEntry: ledgerEntryAnswer,
  LedgerClaimResult: claimAnswer,
  Tenant: tenantAnswer,
  AdminTenant: adminTenantAnswer,
  AdminTenantPage: adminTenantPage,
  Health: healthAnswer,
};

const NAMES = new Map<z.ZodType, string>(
  [...Object.entries(REQUESTS), ...Object.entries(ANSWERS)].map(([name, s]) => [s, name]),
);

/** `#/components/schemas/<name>`. */
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The `$ref` of a named request or answer schema; throws for a schema with no component name. */
export function refTo(schema: z.ZodType): { $ref: string } {
  const name = NAMES.get(schema);
  if (!name) throw new Error('A route documents a body schema that has no component name');
  return ref(name);
}

function generate(schemas: Record<string, z.ZodType>, io: 'input' | 'output') {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
  const { schemas: out } = z.toJSONSchema(registry, { io, uri: (id) => ref(id).$ref });
  return Object.fromEntries(
    Object.entries(out).map(([id, { $schema: _s, $id: _i, ...schema }]) => [id, schema]),
  );
}

/** A path or query parameter's schema, from the zod schema that checks it. */
export function parameterSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _s, ...json } = z.toJSONSchema(schema, { io: 'input' });
  return json;
}

/** Every component schema of the document, by name. */
export function componentSchemas(): Record<string, Record<string, unknown>> {
  return { ...generate(REQUESTS, 'input'), ...generate(ANSWERS, 'output') };
}
