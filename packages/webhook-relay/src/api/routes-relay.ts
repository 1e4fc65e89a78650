/** The relay's own routes: inbound events, subscriptions, events, deliveries. */
import { z } from 'zod';
import { limitInbound } from '../limits';
import { subscriptionAnswer } from '../routes/answer-schemas';
import { listDeliveries, replayDelivery } from '../routes/deliveries';
import { listEvents } from '../routes/events';
import { handleInbound } from '../routes/inbound';
import {
  deliveryList,
  eventList,
  inboundAnswer,
  replayAnswer,
  subscriptionList,
} from '../routes/more-answers';
import { createSubscriptionSchema } from '../routes/subscription-schema';
import {
  createSubscription,
  deleteSubscription,
  getSubscription,
  listSubscriptions,
} from '../routes/subscriptions';
import { deliveriesQuery, eventsQuery } from './queries';
import { error, limited, route, tenantErrors } from './route-spec';

const id = z.object({ id: z.string().describe('The id the relay gave it') });

/** The routes, in matching order (the inbound route, the hot path, first). */
export const relayRoutes = [
  route({
    method: 'POST',
    path: '/v1/inbound/{tenant}',
    operationId: 'receiveEvent',
    tag: 'Inbound',
    summary: 'Webhook from the service (magic-hour-event-signature / -timestamp)',
    description:
      'Verified on the raw bytes with the tenant’s signing secret, deduplicated, and stored durably before the 202.',
    auth: 'public',
    params: z.object({ tenant: z.string().describe('The tenant id in its inbound URL') }),
    responses: {
      202: { description: 'Stored durably (or a duplicate)', body: inboundAnswer },
      400: error('Not an event'),
      401: error('Bad or stale signature'),
      403: error('The tenant is disabled'),
      404: error('Unknown tenant'),
      409: error('No webhook signing secret stored yet (hosted tenant)'),
      413: error('Body too large'),
      ...limited,
      503: error('Not stored; retry after Retry-After'),
    },
    guard: (c, { res, params }, next) => limitInbound(c.limits, params.tenant, res, next),
    handle: (c, { req, res, params }) => handleInbound(c, req, res, params.tenant),
  }),
  route({
    method: 'POST',
    path: '/v1/subscriptions',
    operationId: 'subscribe',
    tag: 'Subscriptions',
    summary: 'Subscribe',
    description: 'Answers the subscription with its whsec_ secret, shown only here.',
    auth: 'tenant',
    body: { schema: createSubscriptionSchema, objectOnly: true, issues: 'field' },
    responses: {
      201: { description: 'Created', body: subscriptionAnswer },
      400: error('Invalid body; the message names each field and what it must be'),
      422: error('URL refused (private address or host that does not resolve)'),
      ...tenantErrors,
    },
    guard: (c, { tenant, res }, next) =>
      c.limits.subscriptions.guard(c.store, tenant!.id, res, next),
    handle: (c, { tenant, res, body }) => createSubscription(c, tenant!, res, body),
  }),
  route({
    method: 'GET',
    path: '/v1/subscriptions',
    operationId: 'listSubscriptions',
    tag: 'Subscriptions',
    summary: 'List subscriptions',
    auth: 'tenant',
    responses: { 200: { description: 'Subscriptions', body: subscriptionList }, ...tenantErrors },
    handle: (c, { tenant, res }) => listSubscriptions(c, tenant!, res),
  }),
  route({
    method: 'GET',
    path: '/v1/subscriptions/{id}',
    operationId: 'getSubscription',
    tag: 'Subscriptions',
    summary: 'A subscription',
    auth: 'tenant',
    params: id,
    responses: {
      200: { description: 'The subscription', body: subscriptionAnswer },
      404: error('Not found'),
      ...tenantErrors,
    },
    handle: (c, { tenant, res, params }) => getSubscription(c, tenant!, res, params.id),
  }),
  route({
    method: 'DELETE',
    path: '/v1/subscriptions/{id}',
    operationId: 'unsubscribe',
    tag: 'Subscriptions',
    summary: 'Unsubscribe',
    description: 'Its pending deliveries are dropped.',
    auth: 'tenant',
    params: id,
    responses: { 204: { description: 'Deleted' }, 404: error('Not found'), ...tenantErrors },
    handle: (c, { tenant, res, params }) => deleteSubscription(c, tenant!, res, params.id),
  }),
  route({
    method: 'GET',
    path: '/v1/events',
    operationId: 'listEvents',
    tag: 'Events',
    summary: 'Recent events, newest first',
    description: 'Each shaped exactly like a delivery body, plus its relay id.',
    auth: 'tenant',
    query: eventsQuery,
    responses: { 200: { description: 'Events', body: eventList }, ...tenantErrors },
    handle: (c, { tenant, res, query }) => listEvents(c, tenant!, res, query),
  }),
  route({
    method: 'GET',
    path: '/v1/deliveries',
    operationId: 'listDeliveries',
    tag: 'Deliveries',
    summary: 'Deliveries, most recently updated first',
    auth: 'tenant',
    query: deliveriesQuery,
    responses: {
      200: { description: 'Deliveries', body: deliveryList },
      400: error('Unknown status'),
      ...tenantErrors,
    },
    handle: (c, { tenant, res, query }) => listDeliveries(c, tenant!, res, query),
  }),
  route({
    method: 'POST',
    path: '/v1/deliveries/{id}/replay',
    operationId: 'replayDelivery',
    tag: 'Deliveries',
    summary: 'Send a failed delivery again',
    description:
      'From the start of the schedule, with the same webhook-id; a subscription disabled by 410 is enabled again.',
    auth: 'tenant',
    params: id,
    responses: {
      202: { description: 'Queued', body: replayAnswer },
      404: error('No such failed delivery'),
      ...tenantErrors,
    },
    handle: (c, { tenant, res, params }) => replayDelivery(c, tenant!, res, params.id),
  }),
];
