/** Health, metrics and the setup page's files (`/openapi.json` is `openapi.ts`'s own route). */
import { healthz, metrics, readyz } from '../routes/health';
import { healthAnswer } from '../routes/more-answers';
import { servePage } from '../routes/page';
import { route } from './route-spec';

const file = (path: string, summary: string, type: string) =>
  route({
    method: 'GET',
    path,
    operationId: `page${path === '/' ? 'Html' : path.replace(/\W+(\w)/g, (_m, c: string) => c.toUpperCase())}`,
    tag: 'Setup page',
    summary,
    description: 'Revalidated by ETag (Cache-Control: no-cache); served with the page’s CSP.',
    auth: 'public',
    responses: {
      200: { description: summary, contentType: type },
      304: { description: 'Not modified (ETag)' },
    },
    handle: (_c, { req, res }) => servePage(req, res),
  });

/** The routes, in matching order. */
export const siteRoutes = [
  route({
    method: 'GET',
    path: '/healthz',
    operationId: 'healthz',
    tag: 'Operations',
    summary: 'Alive',
    auth: 'public',
    responses: { 200: { description: 'Alive', body: healthAnswer } },
    handle: (_c, { res }) => healthz(res),
  }),
  route({
    method: 'GET',
    path: '/readyz',
    operationId: 'readyz',
    tag: 'Operations',
    summary: 'Ready: the store answers and shutdown has not begun',
    auth: 'public',
    responses: {
      200: { description: 'Ready', body: healthAnswer },
      503: {
        description: 'Not ready (shutting down, or the store does not answer)',
        body: healthAnswer,
      },
    },
    handle: (c, { res }) => readyz(c, res),
  }),
  route({
    method: 'GET',
    path: '/metrics',
    operationId: 'metrics',
    tag: 'Operations',
    summary: 'Prometheus metrics',
    auth: 'public',
    responses: { 200: { description: 'Prometheus text format', contentType: 'text/plain' } },
    handle: (c, { res }) => metrics(c, res),
  }),
  file('/', 'The setup and deliveries page', 'text/html'),
  file('/setup.js', "The page's script (an ES module)", 'text/javascript'),
  file('/api.js', "The page's calls to the relay's API (an ES module)", 'text/javascript'),
  file('/lists.js', "The page's events and deliveries tables (an ES module)", 'text/javascript'),
  file('/setup.css', "The page's styles", 'text/css'),
];
