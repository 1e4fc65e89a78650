/** Face detection: create, read, and wait until the face list is final. */
import { JobCanceledError, JobFailedError } from '../errors';
import { endpoints, getOperation } from '../catalog';
import {
  createResponseSchema,
  faceDetectionSchema,
  type CreateResponse,
  type FaceDetection,
} from '../schemas/project';
import { MAY_EXIST, parseAnswer } from '../schemas/answer';
import { validateRequest } from '../validation';
import { pollUntilDone, type WaitOptions } from './poller';
import type { RequestOptions } from './projects';
import type { Transport } from './transport';

export interface FaceDetectionApi {
  /** Starts a detection; `assets.target_file_path` is an upload file_path or URL of an image or video. */
  create(params: Record<string, unknown>, options?: RequestOptions): Promise<CreateResponse>;
  get(id: string, options?: RequestOptions): Promise<FaceDetection>;
  /** Resolves when the status is `complete` (faces final); rejects with `JobFailedError` on `error`. */
  wait(id: string, options?: WaitOptions<FaceDetection>): Promise<FaceDetection>;
}

/** Face detection API over a transport. */
export function createFaceDetection(transport: Transport): FaceDetectionApi {
  const op = getOperation('face-detection');
  async function get(id: string, options: RequestOptions = {}): Promise<FaceDetection> {
    const path = endpoints.faceDetection(id);
    const { signal, deadline } = options;
    const body = await transport.call({ method: 'GET', path, signal, deadline });
    return parseAnswer(faceDetectionSchema, body, `GET ${path}`);
  }
  return {
    async create(params, options = {}) {
      const body = validateRequest(op, params);
      const answer = await transport.call({
        method: 'POST',
        path: op.path,
        body,
        signal: options.signal,
        deadline: options.deadline,
      });
      return parseAnswer(createResponseSchema, answer, `POST ${op.path} ${MAY_EXIST}`);
    },
    get,
    async wait(id, options = {}) {
      const result = await pollUntilDone(
        transport.runtime,
        {
          id,
          kind: 'face-detection',
          read: (signal, deadline) => get(id, { signal, deadline }),
          status: (d) => d.status,
          isTerminal: (s) => s === 'complete' || s === 'error' || s === 'canceled',
        },
        options,
      );
      return settleDetection(result);
    },
  };
}

/** The detection when complete; `JobFailedError` / `JobCanceledError` (kind `face-detection`) otherwise. */
export function settleDetection(detection: FaceDetection): FaceDetection {
  if (detection.status === 'canceled')
    throw new JobCanceledError(detection.id, detection, 'face-detection');
  if (detection.status !== 'complete') {
    const error = (detection as { error?: { code?: string; message?: string } | null }).error;
    const code = error?.code ?? 'unknown_error';
    throw new JobFailedError(detection.id, code, error?.message ?? '', detection, 'face-detection');
  }
  return detection;
}
