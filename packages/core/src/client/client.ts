/**
 * The client: validated creates, uploads of local inputs, waiting, and the
 * projects and face detection APIs, all over the injected runtime.
 */
import { getOperation } from '../catalog';
import type { OperationKind, ProjectKind } from '../catalog/types';
import {
  createResponseSchema,
  type CreateResponse,
  type FaceDetection,
  type Project,
} from '../schemas/project';
import { createFiles, type FilesApi, type SourceResolver } from '../uploads/files';
import { validateRequest } from '../validation';
import { createAccount, withCreditFacts, type AccountApi } from './account';
import { createFaceDetection, type FaceDetectionApi } from './face-detection';
import { createJobs, type JobsApi } from './jobs';
import type { WaitOptions } from './poller';
import { createProjects, type ProjectsApi } from './projects';
import { prepareBody, type PrepareOptions } from './resolve-assets';
import { createTransport, type Transport, type TransportOptions } from './transport';

export interface ClientOptions extends TransportOptions {
  /** Host hook for sources the core cannot read itself (the Node entry reads `{ path }`). */
  resolveSource?: SourceResolver;
}

/** A create's response with the collection its id belongs to. */
export type CreateResult = CreateResponse & { kind: OperationKind };

export interface RunOptions extends PrepareOptions {
  /** Wait for the job to finish (default false); an object sets the wait's options. */
  wait?: boolean | WaitOptions<Project>;
}

export interface Client {
  readonly transport: Transport;
  readonly files: FilesApi;
  readonly projects: ProjectsApi;
  readonly faceDetection: FaceDetectionApi;
  /** Get, wait for and delete any created job by its kind and id. */
  readonly jobs: JobsApi;
  /** Credit balance and plan. */
  readonly account: AccountApi;
  /**
   * The validated wire body of a create with every local input uploaded: validates with
   * placeholders first (bad input uploads nothing), lets `hostSource` claim strings, then ONE
   * upload-urls call and streamed PUTs. Creates nothing.
   */
  prepare(
    operationKey: string,
    params: Record<string, unknown>,
    options?: PrepareOptions,
  ): Promise<Record<string, unknown>>;
  /** Validates `params` (service wording), then creates. Never retried once the service may have created the job. */
  create(
    operationKey: string,
    params: Record<string, unknown>,
    options?: { signal?: AbortSignal },
  ): Promise<CreateResult>;
  /**
   * Uploads local inputs (one upload-urls call), creates, and optionally waits.
   * Resolves with the create result, or when waiting the finished project with its `kind` (which
   * `downloads.save` uses to refresh URLs), or the face detection record.
   */
  run(
    operationKey: string,
    params: Record<string, unknown>,
    options?: RunOptions,
  ): Promise<CreateResult | (Project & { kind: ProjectKind }) | FaceDetection>;
}

/** A client for one API key and base URL. */
export function createClient(options: ClientOptions): Client {
  const transport = createTransport(options);
  const files = createFiles(transport, { resolveSource: options.resolveSource });
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
    const response = createResponseSchema.parse(answer);
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

  return { transport, files, projects, faceDetection, jobs, account, prepare, create, run };
}
