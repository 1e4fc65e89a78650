/**
 * The client's parts that need the catalog, validation and schemas (zod):
 * creates, the upload path of a create, and the job APIs. `createClient`
 * loads this module the first time one of them is used, so a process that
 * only uploads files never loads zod or the catalog.
 */
import { getOperation } from '../catalog';
import { createResponseSchema, type FaceDetection } from '../schemas/project';
import type { FilesApi } from '../uploads/files';
import { MAY_EXIST, parseAnswer } from '../schemas/answer';
import { validateRequest } from '../validation';
import { createAccount, withCreditFacts } from './account';
import type { Client, CreateResult, RunOptions } from './client';
import { createFaceDetection } from './face-detection';
import { createJobs } from './jobs';
import type { WaitOptions } from './poller';
import { createProjects } from './projects';
import { prepareBody, type PrepareOptions } from './resolve-assets';
import type { Transport } from './transport';

/** Everything of a `Client` but its transport and files API. */
export type Services = Omit<Client, 'transport' | 'files'>;

/** The catalog-backed parts of a client over `transport` and `files`. */
export function createServices(transport: Transport, files: FilesApi): Services {
  const projects = createProjects(transport);
  const faceDetection = createFaceDetection(transport);
  const jobs = createJobs(projects, faceDetection);
  const account = createAccount(transport);

  async function create(
    key: string,
    params: Record<string, unknown>,
    opts: { signal?: AbortSignal } = {},
  ): Promise<CreateResult> {
    const op = getOperation(key);
    const body = validateRequest(op, params);
    const answer = await transport
      .call({ method: 'POST', path: op.path, body, signal: opts.signal })
      .catch(async (err: unknown) => {
        throw await withCreditFacts(err, op.estimateCredits?.(body), account, opts.signal);
      });
    const response = parseAnswer(createResponseSchema, answer, `POST ${op.path} ${MAY_EXIST}`);
    return { ...response, kind: op.kind };
  }

  function prepare(key: string, params: Record<string, unknown>, opts: PrepareOptions = {}) {
    return prepareBody(getOperation(key), params, files, opts);
  }

  async function run(key: string, params: Record<string, unknown>, opts: RunOptions = {}) {
    const op = getOperation(key);
    const body = await prepare(key, params, opts);
    const created = await create(key, body, { signal: opts.signal });
    if (!opts.wait) return created;
    const waitOptions = {
      signal: opts.signal,
      typicalSeconds: op.typicalSeconds,
      ...(typeof opts.wait === 'object' ? opts.wait : {}),
    };
    if (created.kind === 'face-detection')
      return jobs.wait('face-detection', created.id, waitOptions as WaitOptions<FaceDetection>);
    return { ...(await jobs.wait(created.kind, created.id, waitOptions)), kind: created.kind };
  }

  return { projects, faceDetection, jobs, account, prepare, create, run };
}
