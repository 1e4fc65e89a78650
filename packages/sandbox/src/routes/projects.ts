/**
 * Reading and deleting projects: `GET|DELETE /v1/{video,image,audio}-projects/{id}`
 * and `GET /v1/face-detection/{id}`. A project is visible only to the API key
 * that created it and only in its own collection (404 `Not Found` otherwise).
 * DELETE removes the outputs, answers 204 and leaves the project readable
 * with `enabled: false` and no downloads.
 */
import type { App, RequestContext, Route } from '../app';
import { notFound, sendJson } from '../http';
import { deleteOutputs } from '../outputs';
import { viewFaceDetection, viewProject } from '../project-view';
import type { ProjectRow } from '../store';

/** The caller's project `id` of `kind`, or 404. */
export function ownProject(app: App, account: string, id: string, kind?: string): ProjectRow {
  const p = app.store.project(id);
  if (!p || p.account !== account || (kind !== undefined && p.kind !== kind)) throw notFound();
  return p;
}

const collection = /^\/v1\/(video|image|audio)-projects\/([^/]+)$/;

async function remove({ app, res, account, params }: RequestContext): Promise<void> {
  const [kind = '', id = ''] = params;
  ownProject(app, account, id, kind);
  await app.jobs.end(id, { status: 'canceled' });
  const p = ownProject(app, account, id, kind);
  await deleteOutputs(app.storage, id);
  p.enabled = false;
  app.store.saveProject(p);
  sendJson(res, 204);
}

export const projectRoutes: Route[] = [
  {
    method: 'GET',
    pattern: collection,
    auth: true,
    handle: ({ app, res, account, params: [kind, id] }) =>
      sendJson(res, 200, viewProject(ownProject(app, account, id!, kind), app.signer)),
  },
  { method: 'DELETE', pattern: collection, auth: true, handle: remove },
  {
    method: 'GET',
    pattern: /^\/v1\/face-detection\/([^/]+)$/,
    auth: true,
    handle: ({ app, res, account, params: [id] }) =>
      sendJson(
        res,
        200,
        viewFaceDetection(ownProject(app, account, id!, 'face-detection'), app.signer),
      ),
  },
];
