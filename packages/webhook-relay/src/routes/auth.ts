/** Bearer-token authentication of the relay's API: each token belongs to one tenant. */
import { timingSafeEqual, createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TenantConfig } from '../config';
import type { RelayContext } from '../context';
import { sendError } from './http';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** The tenant whose `apiToken` the request bears (compared in constant time), or a 401 answer and undefined. */
export function authenticate(
  ctx: RelayContext,
  req: IncomingMessage,
  res: ServerResponse,
): TenantConfig | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  const given = match?.[1] ? digest(match[1]) : undefined;
  const tenant =
    given && [...ctx.tenants.values()].find((t) => timingSafeEqual(digest(t.apiToken), given));
  if (tenant) return tenant;
  sendError(res, 401, 'Missing or invalid bearer token', {
    'www-authenticate': 'Bearer realm="genservice-relay"',
  });
  return undefined;
}
