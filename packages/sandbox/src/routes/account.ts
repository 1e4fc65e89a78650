/**
 * `GET /v1/account`: the caller's credit balance and plan. Undocumented at the
 * service but used by its official integrations as the cheap "is this key
 * valid" call, so connectors' credential tests work against the sandbox too.
 */
import type { Route } from '../app';
import { sendJson } from '../http';

export const accountRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/v1\/account$/,
    auth: true,
    handle: ({ app, res, account }) =>
      sendJson(res, 200, { credits: app.store.credits(account), tier: 'sandbox' }),
  },
];
