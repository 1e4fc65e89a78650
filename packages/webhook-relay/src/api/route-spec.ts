/**
 * One relay route as data: how the server matches, authenticates and validates it, and how the
 * OpenAPI document describes it, from the same zod schemas (see `openapi.ts`, `dispatch.ts`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { RelayContext } from '../context';
import type { Tenant } from '../tenants/types';
import { errorAnswer, limitedAnswer } from '../routes/answer-schemas';

/**
 * Who may call: `public` (no token), `tenant` (the server authenticates the tenant's bearer),
 * `admin` (the server checks `RELAY_ADMIN_TOKEN`), `own` (the route reads the bearer itself).
 */
export type RouteAuth = 'public' | 'tenant' | 'admin' | 'own';

/** A documented answer: a registered zod answer schema as JSON, or another content type. */
export interface ResponseSpec {
  description: string;
  body?: z.ZodType;
  contentType?: string;
  headers?: Record<string, { description?: string; schema: Record<string, unknown> }>;
}

/** A request body: its schema, whether a non-object is refused first, and how issues are worded. */
export interface BodySpec<B extends z.ZodType = z.ZodType> {
  schema: B;
  objectOnly: boolean;
  /** `field`: `url: must be …; events: …`; `plain`: the messages only, joined with `; `. */
  issues: 'field' | 'plain';
}

/** What a handler receives: the request, its tenant (for `tenant` routes) and parsed inputs. */
export interface RouteInput<P, Q, B> {
  req: IncomingMessage;
  res: ServerResponse;
  tenant: Tenant | undefined;
  params: P;
  query: Q;
  body: B;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A route: method, OpenAPI path template, documentation, schemas and handler. */
export interface RouteSpec<
  P extends z.ZodObject | undefined = z.ZodObject | undefined,
  Q extends z.ZodObject | undefined = z.ZodObject | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** `/v1/subscriptions/{id}`: each `{name}` is one path segment, checked by `params`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  auth: RouteAuth;
  params?: P;
  query?: Q;
  body?: B extends z.ZodType ? BodySpec<B> : undefined;
  responses: Record<number, ResponseSpec>;
  /** Runs after authentication and before validation (per-tenant limits), calling `next` to go on. */
  guard?: (
    ctx: RelayContext,
    input: RouteInput<Out<P>, unknown, unknown>,
    next: () => unknown,
  ) => unknown;
  handle: (ctx: RelayContext, input: RouteInput<Out<P>, Out<Q>, Out<B>>) => unknown;
}

/** A route of any shape, as the table holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteSpec<any, any, any>;

/** Declares a route, inferring its handler's input from its schemas. */
export function route<
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(spec: RouteSpec<P, Q, B>): AnyRoute {
  return spec as AnyRoute;
}

/** An error answer in the service's `{ message }` shape (`code` on an unknown hosted tenant). */
export const error = (description: string): ResponseSpec => ({ description, body: errorAnswer });

/** A 429 from a per-tenant limit, with `Retry-After`. */
export const limited: Record<number, ResponseSpec> = {
  429: {
    description:
      "Over one of the tenant's limits on this instance (requests or inbound events per minute, subscriptions); `Retry-After` gives the seconds to wait",
    body: limitedAnswer,
    headers: { 'Retry-After': { schema: { type: 'integer', minimum: 1 } } },
  },
};

/** The answers every `tenant` route may give besides its own. */
export const tenantErrors: Record<number, ResponseSpec> = {
  401: error('Missing or invalid bearer token (code unknown_tenant: join with POST /v1/tenants)'),
  403: error('The tenant is disabled'),
  ...limited,
};
