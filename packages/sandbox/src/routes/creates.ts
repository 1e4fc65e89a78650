/**
 * `POST /v1/<tool>` for every catalog operation. The body is validated by the
 * operation's schema exactly as sent (no client-side aliases), answering 400
 * in the service's wording; core's price table is charged (402 beyond the balance),
 * the job is planned and queued, and the answer carries `id`,
 * `credits_charged` and the deprecated cost field of the kind.
 */
import {
  operations,
  toServiceIssues,
  ValidationError,
  type Operation,
} from '@genservice/core/internal';
import type { App, Route } from '../app';
import { charge, priceOf } from '../credits';
import { HttpError, readObject, sendJson } from '../http';
import { parseDirectives, planJob } from '../jobs/scenario';
import { newId, type ProjectRow } from '../store';

/** The request body as the service would accept it; throws 400 with the service's message otherwise. */
export function validateBody(op: Operation, body: unknown): Record<string, unknown> {
  const result = op.schema.safeParse(body, { reportInput: true });
  if (!result.success)
    throw new HttpError(400, new ValidationError(toServiceIssues(result.error.issues, op)).message);
  return result.data as Record<string, unknown>;
}

/** Charges and queues a job of `op` for `account`; returns the saved project. */
export function createJob(
  app: App,
  account: string,
  op: Operation,
  body: Record<string, unknown>,
): ProjectRow {
  const price = priceOf(op, body, app.profiles.get(account)?.tier);
  const now = Date.now();
  const name =
    typeof body.name === 'string'
      ? body.name
      : op.kind === 'face-detection'
        ? null
        : `${op.label} - ${new Date(now).toISOString()}`;
  const project: ProjectRow = {
    id: newId(),
    account,
    kind: op.kind,
    opKey: op.key,
    name,
    status: 'queued',
    createdAt: new Date(now).toISOString(),
    request: body,
    credits: price.credits,
    ...(price.final !== price.credits ? { finalCredits: price.final } : {}),
    error: null,
    outputs: [],
    plan: planJob(app.scenario, parseDirectives(body.name), now),
    enabled: true,
  };
  charge(app.store, account, price.credits, () => app.store.saveProject(project));
  app.jobs.schedule(project, now);
  const basis = price.flat ? ', flat: no published price' : '';
  app.log(`${op.key}: created ${op.kind} ${project.id} (${price.credits} credits${basis})`);
  return project;
}

/** The create answer: video creates add `estimated_frame_cost`, image creates `frame_cost`. */
function createResponse(p: ProjectRow): Record<string, unknown> {
  const out: Record<string, unknown> = { id: p.id, credits_charged: p.credits };
  if (p.kind === 'video') out.estimated_frame_cost = p.credits;
  if (p.kind === 'image') out.frame_cost = p.credits;
  return out;
}

export const createRoutes: Route[] = operations.map((op) => ({
  method: 'POST',
  pattern: new RegExp(`^${op.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  auth: true,
  async handle({ app, req, res, account }) {
    const body = validateBody(op, await readObject(req));
    sendJson(res, 200, createResponse(createJob(app, account, op, body)));
  },
}));
