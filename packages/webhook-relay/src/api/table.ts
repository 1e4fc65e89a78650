/**
 * The relay's one route table: every route the server answers and the OpenAPI document lists
 * (`openapi.ts` adds `/openapi.json` itself, the one route that needs the document).
 */
import type { AnyRoute } from './route-spec';
import { ledgerRoutes } from './routes-ledger';
import { relayRoutes } from './routes-relay';
import { siteRoutes } from './routes-site';
import { tenantRoutes } from './routes-tenants';

/** Every route, in matching order (inbound first: the hot path). */
export const ROUTES: readonly AnyRoute[] = [
  ...relayRoutes,
  ...ledgerRoutes,
  ...tenantRoutes,
  ...siteRoutes,
];
