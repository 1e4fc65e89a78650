/** The setup page's paths and the limits' answer in the relay's OpenAPI document. */

/** A 429 from a per-tenant limit, for a route's `responses`. */
export const limitedResponse = {
  429: {
    description:
      "Over one of the tenant's limits on this instance (requests or inbound events per minute, subscriptions); `Retry-After` gives the seconds to wait",
    headers: { 'Retry-After': { schema: { type: 'integer', minimum: 1 } } },
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Limited' } } },
  },
};

const file = (summary: string, type: string) => ({
  get: {
    security: [],
    summary,
    responses: {
      200: { description: summary, content: { [type]: { schema: { type: 'string' } } } },
      304: { description: 'Not modified (ETag)' },
    },
  },
});

/** `GET /`, its scripts and `/setup.css`. */
export const pagePaths = {
  '/': file('The setup and deliveries page', 'text/html'),
  '/setup.js': file("The page's script (an ES module)", 'text/javascript'),
  '/api.js': file("The page's calls to the relay's API (an ES module)", 'text/javascript'),
  '/lists.js': file("The page's events and deliveries tables (an ES module)", 'text/javascript'),
  '/setup.css': file("The page's styles", 'text/css'),
};
