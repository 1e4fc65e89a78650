/**
 * Runs the route table: matches a request target against each route's path template, then
 * authenticates, applies the route's guard, and validates path parameters, body and query with
 * the route's own zod schemas (the ones the OpenAPI document is generated from) before its handler.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { RelayContext } from '../context';
import { allowApi } from '../limits';
import { authenticate } from '../routes/auth';
import { readJson, sendError } from '../routes/http';
import { decodeParams } from '../routes/target';
import { checkAdmin } from '../tenants/admin';
import type { AnyRoute, RouteInput } from './route-spec';

/** A route with its compiled pattern and parameter names. */
export interface CompiledRoute {
  route: AnyRoute;
  pattern: RegExp;
  names: string[];
}

/** `/v1/ledger/{key}/claim` → `^/v1/ledger/([^/]+)/claim$` and `['key']`. */
export function compile(route: AnyRoute): CompiledRoute {
  const names: string[] = [];
  const source = route.path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  return { route, pattern: new RegExp(`^${source}$`), names };
}

/**
 * Answers the request with the first route whose pattern matches the path and whose method is
 * the request's; `false` when none does (`'method'`: some route has the path, another method).
 */
export async function runTable(
  ctx: RelayContext,
  table: readonly CompiledRoute[],
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  query: URLSearchParams,
): Promise<boolean | 'method'> {
  let pathMatched = false;
  for (const { route, pattern, names } of table) {
    const m = pattern.exec(pathname);
    if (!m) continue;
    pathMatched = true;
    if (route.method !== req.method) continue;
    const decoded = decodeParams(m.slice(1));
    if (!Array.isArray(decoded)) {
      sendError(res, 400, decoded.message);
      return true;
    }
    const raw: Record<string, string> = {};
    for (let i = 0; i < names.length; i++) raw[names[i]!] = decoded[i]!;
    await run(ctx, route, { req, res, tenant: undefined, params: raw, query, body: undefined });
    return true;
  }
  return pathMatched ? 'method' : false;
}

async function run(
  ctx: RelayContext,
  route: AnyRoute,
  input: RouteInput<unknown, unknown, unknown>,
) {
  const { req, res } = input;
  if (route.auth === 'admin' && !checkAdmin(ctx, req, res)) return;
  if (route.auth === 'tenant') {
    input.tenant = await authenticate(ctx, req, res);
    if (!input.tenant || !(await allowApi(ctx.limits, input.tenant.id, res))) return;
  }
  if (!route.guard) return validated(ctx, route, input);
  await route.guard(ctx, input, () => validated(ctx, route, input));
}

async function validated(
  ctx: RelayContext,
  route: AnyRoute,
  input: RouteInput<unknown, unknown, unknown>,
) {
  const { req, res } = input;
  if (route.params) {
    const parsed = (route.params as z.ZodType).safeParse(input.params);
    if (!parsed.success) return sendError(res, 400, parsed.error.issues[0]!.message);
    input.params = parsed.data;
  }
  if (route.body) {
    const json = await readJson(req);
    if (route.body.objectOnly && (typeof json !== 'object' || json === null || Array.isArray(json)))
      return sendError(res, 400, 'The body must be a JSON object');
    const parsed = (route.body.schema as z.ZodType).safeParse(json);
    if (!parsed.success) return sendError(res, 400, issueText(parsed.error, route.body.issues));
    input.body = parsed.data;
  }
  if (route.query) {
    const parsed = (route.query as z.ZodType).safeParse(
      firstValues(input.query as URLSearchParams),
    );
    if (!parsed.success) return sendError(res, 400, parsed.error.issues[0]!.message);
    input.query = parsed.data;
  }
  await route.handle(ctx, input);
}

/** Every issue, `field: message` or the message alone, joined with `; `. */
export function issueText(error: z.ZodError, style: 'field' | 'plain'): string {
  return error.issues
    .map((i) => (style === 'plain' ? i.message : `${i.path.join('.') || 'body'}: ${i.message}`))
    .join('; ');
}

/** The query as an object, each name's first value (as `URLSearchParams.get` reads it). */
function firstValues(query: URLSearchParams): Record<string, string> {
  const out = Object.create(null) as Record<string, string>;
  for (const [name, value] of query) if (out[name] === undefined) out[name] = value;
  return out;
}
