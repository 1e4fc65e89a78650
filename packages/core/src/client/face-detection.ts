/** Face detection: create, read, and wait until the face list is final. */
import { JobFailedError } from '../errors';
import { endpoints, getOperation } from '../catalog';
import {
  createResponseSchema,
  faceDetectionSchema,
  type CreateResponse,
  type FaceDetection,
} from '../schemas/project';
import { validateRequest } from '../validation';
import { pollUntilDone, type WaitOptions } from './poller';
import type { Transport } from './transport';

export interface FaceDetectionApi {
  /** Starts a detection; `assets.target_file_path` is an upload file_path or URL of an image or video. */
  create(
    params: Record<string, unknown>,
    options?: { signal?: AbortSignal },
  ): Promise<CreateResponse>;
  get(id: string, options?: { signal?: AbortSignal }): Promise<FaceDetection>;
  /** Resolves when the status is `complete` (faces final); rejects with `JobFailedError` on `error`. */
  wait(id: string, options?: WaitOptions<FaceDetection>): Promise<FaceDetection>;
}

/** Face detection API over a transport. */
export function createFaceDetection(transport: Transport): FaceDetectionApi {
  const op = getOperation('face-detection');
  async function get(id: string, options: { signal?: AbortSignal } = {}): Promise<FaceDetection> {
    return faceDetectionSchema.parse(
      await transport.call({
        method: 'GET',
        path: endpoints.faceDetection(id),
        signal: options.signal,
      }),
    );
  }
  return {
    async create(params, options = {}) {
      const body = validateRequest(op, params);
      return createResponseSchema.parse(
        await transport.call({ method: 'POST', path: op.path, body, signal: options.signal }),
      );
    },
    get,
    async wait(id, options = {}) {
      const result = await pollUntilDone(
        transport.runtime,
        {
          id,
          kind: 'face-detection',
          read: (signal) => get(id, { signal }),
          status: (d) => d.status,
          isTerminal: (s) => s === 'complete' || s === 'error' || s === 'canceled',
        },
        options,
      );
      if (result.status !== 'complete') {
        const error = (result as { error?: { code?: string; message?: string } }).error;
        throw new JobFailedError(id, error?.code ?? result.status, error?.message ?? '', result);
      }
      return result;
    },
  };
}
