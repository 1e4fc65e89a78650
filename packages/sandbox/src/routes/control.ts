/**
 * The control API under `/_sandbox` (same Bearer key as `/v1`): scenario
 * settings, the caller's credit balance, cancelling or failing a job, firing
 * a duplicate event, webhook endpoints, and the delivery log. Documented in
 * the package README.
 */
import { randomBytes } from 'node:crypto';
import type { RequestContext, Route } from '../app';
import { HttpError, notFound, readObject, sendJson } from '../http';
import type { Scenario } from '../jobs/scenario';
import { viewProject } from '../project-view';
import { ownProject } from './projects';

const int = (v: unknown, field: string, min = 0): number => {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min)
    throw new HttpError(400, `Invalid value for ${field}: expected an integer of at least ${min}`);
  return v;
};

/** Applies the given scenario fields; others keep their values. */
function updateScenario(s: Scenario, body: Record<string, unknown>): void {
  if (body.jobDurationMs !== undefined) s.jobDurationMs = int(body.jobDurationMs, 'jobDurationMs');
  if (body.faceCount !== undefined) s.faceCount = int(body.faceCount, 'faceCount');
  if (body.duplicateEvents !== undefined) s.duplicateEvents = body.duplicateEvents === true;
  const fail = body.failNext as { code?: unknown; message?: unknown; count?: unknown } | undefined;
  if (fail !== undefined) {
    if (typeof fail?.code !== 'string' || !fail.code)
      throw new HttpError(400, 'Missing required field: failNext.code (expected string)');
    const entry = {
      code: fail.code,
      ...(typeof fail.message === 'string' ? { message: fail.message } : {}),
    };
    for (let i = int(fail.count ?? 1, 'failNext.count', 1); i > 0; i--) s.failNext.push(entry);
  }
  const rate = body.rateLimit as { count?: unknown; retryAfterSec?: unknown } | undefined;
  if (rate !== undefined)
    s.rateLimit = {
      remaining: int(rate?.count, 'rateLimit.count'),
      retryAfterSec: int(rate?.retryAfterSec ?? 1, 'rateLimit.retryAfterSec'),
    };
  const errors = body.serverErrors as { count?: unknown; status?: unknown } | undefined;
  if (errors !== undefined) {
    const status = int(errors?.status ?? 500, 'serverErrors.status', 500);
    if (status > 599)
      throw new HttpError(400, 'Invalid value for serverErrors.status: expected 500 to 599');
    s.serverErrors = { remaining: int(errors?.count, 'serverErrors.count'), status };
  }
}

async function endJob({
  app,
  req,
  res,
  account,
  params: [id, action],
}: RequestContext): Promise<void> {
  ownProject(app, account, id!);
  let outcome: { status: 'canceled' } | { status: 'error'; code: string; message?: string } = {
    status: 'canceled',
  };
  if (action === 'fail') {
    const body = await readObject(req);
    if (typeof body.code !== 'string' || !body.code)
      throw new HttpError(400, 'Missing required field: code (expected string)');
    outcome = {
      status: 'error',
      code: body.code,
      ...(typeof body.message === 'string' ? { message: body.message } : {}),
    };
  }
  if (!(await app.jobs.end(id!, outcome)))
    throw new HttpError(409, 'The project has already finished');
  sendJson(res, 200, viewProject(ownProject(app, account, id!), app.signer));
}

async function addWebhook({ app, req, res }: RequestContext): Promise<void> {
  const body = await readObject(req);
  if (typeof body.url !== 'string' || !/^https?:\/\//.test(body.url))
    throw new HttpError(400, 'Missing required field: url (expected string)');
  if (typeof body.secret !== 'string' || !body.secret)
    throw new HttpError(400, 'Missing required field: secret (expected string)');
  const events = Array.isArray(body.events)
    ? body.events.filter((e): e is string => typeof e === 'string')
    : undefined;
  const id = `wh_${randomBytes(8).toString('hex')}`;
  app.webhooks.push({ id, url: body.url, secret: body.secret, ...(events ? { events } : {}) });
  sendJson(res, 201, { id, url: body.url, events: events ?? null });
}

export const controlRoutes: Route[] = [
  {
    method: 'GET',
    pattern: /^\/_sandbox\/scenario$/,
    auth: true,
    handle: ({ app, res }) => sendJson(res, 200, app.scenario),
  },
  {
    method: 'POST',
    pattern: /^\/_sandbox\/scenario$/,
    auth: true,
    async handle({ app, req, res }) {
      updateScenario(app.scenario, await readObject(req));
      sendJson(res, 200, app.scenario);
    },
  },
  {
    method: 'GET',
    pattern: /^\/_sandbox\/credits$/,
    auth: true,
    handle: ({ app, res, account }) => sendJson(res, 200, { credits: app.store.credits(account) }),
  },
  {
    method: 'PUT',
    pattern: /^\/_sandbox\/credits$/,
    auth: true,
    async handle({ app, req, res, account }) {
      app.store.setCredits(account, int((await readObject(req)).credits, 'credits'));
      sendJson(res, 200, { credits: app.store.credits(account) });
    },
  },
  {
    method: 'POST',
    pattern: /^\/_sandbox\/projects\/([^/]+)\/(cancel|fail)$/,
    auth: true,
    handle: endJob,
  },
  {
    method: 'POST',
    pattern: /^\/_sandbox\/projects\/([^/]+)\/redeliver$/,
    auth: true,
    handle({ app, res, account, params: [id] }) {
      ownProject(app, account, id!);
      if (!app.sender.redeliver(id!)) throw new HttpError(409, 'The project has sent no event yet');
      sendJson(res, 202, { redelivered: true });
    },
  },
  {
    method: 'GET',
    pattern: /^\/_sandbox\/webhooks$/,
    auth: true,
    handle: ({ app, res }) =>
      sendJson(res, 200, { items: app.webhooks.map(({ secret: _s, ...w }) => w) }),
  },
  { method: 'POST', pattern: /^\/_sandbox\/webhooks$/, auth: true, handle: addWebhook },
  {
    method: 'DELETE',
    pattern: /^\/_sandbox\/webhooks\/([^/]+)$/,
    auth: true,
    handle({ app, res, params: [id] }) {
      const i = app.webhooks.findIndex((w) => w.id === id);
      if (i === -1) throw notFound();
      app.webhooks.splice(i, 1);
      sendJson(res, 204);
    },
  },
  {
    method: 'GET',
    pattern: /^\/_sandbox\/deliveries$/,
    auth: true,
    handle: ({ app, res }) => sendJson(res, 200, { items: app.sender.deliveries() }),
  },
];
