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
import { createFaceDetection, type FaceDetectionApi } from './face-detection';
import type { WaitOptions } from './poller';
import { createProjects, type ProjectsApi } from './projects';
import { resolveAssets } from './resolve-assets';
import { createTransport, type Transport, type TransportOptions } from './transport';

export interface ClientOptions extends TransportOptions {
  /** Host hook for sources the core cannot read itself (the Node entry reads `{ path }`). */
  resolveSource?: SourceResolver;
}

/** A create's response with the collection its id belongs to. */
export type CreateResult = CreateResponse & { kind: OperationKind };

export interface RunOptions {
  /** Wait for the job to finish (default false); an object sets the wait's options. */
  wait?: boolean | WaitOptions<Project>;
  signal?: AbortSignal;
  /** Upload progress of local inputs. */
  onUploadProgress?: (p: { index: number; sentBytes: number; totalBytes: number }) => void;
}

export interface Client {
  readonly transport: Transport;
  readonly files: FilesApi;
  readonly projects: ProjectsApi;
  readonly faceDetection: FaceDetectionApi;
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

  async function create(
    key: string,
    params: Record<string, unknown>,
    opts: { signal?: AbortSignal } = {},
  ): Promise<CreateResult> {
    const op = getOperation(key);
    const body = validateRequest(op, params);
    const response = createResponseSchema.parse(
      await transport.call({ method: 'POST', path: op.path, body, signal: opts.signal }),
    );
    return { ...response, kind: op.kind };
  }

  async function run(key: string, params: Record<string, unknown>, opts: RunOptions = {}) {
    const op = getOperation(key);
    const body = await resolveAssets(op, params, files, {
      signal: opts.signal,
      onProgress: opts.onUploadProgress,
    });
    const created = await create(key, body, { signal: opts.signal });
    if (!opts.wait) return created;
    const waitOptions = {
      signal: opts.signal,
      ...(typeof opts.wait === 'object' ? opts.wait : {}),
    };
    if (created.kind === 'face-detection')
      return faceDetection.wait(created.id, waitOptions as WaitOptions<FaceDetection>);
    return { ...(await projects.wait(created.kind, created.id, waitOptions)), kind: created.kind };
  }

  return { transport, files, projects, faceDetection, create, run };
}
