/** The shapes of the relay's route handlers, shared by the server's route table and route modules. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RelayContext } from '../context';
import type { Tenant } from '../tenants/types';

/** A route that does its own authentication, or none (inbound, health, page, admin, tenant creation). */
export type OpenHandler = (
  ctx: RelayContext,
  req: IncomingMessage,
  res: ServerResponse,
  params: string[],
  query: URLSearchParams,
) => unknown;

/** A route the server calls only after authenticating the request's tenant. */
export type TenantHandler = (
  ctx: RelayContext,
  tenant: Tenant,
  req: IncomingMessage,
  res: ServerResponse,
  params: string[],
  query: URLSearchParams,
) => unknown;
