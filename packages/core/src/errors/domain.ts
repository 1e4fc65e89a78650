/** Errors of the domain: invalid input, jobs that failed or were canceled, waits and webhooks. */
import { GenServiceError } from './base';
import { redactText } from '../redact';

export interface ValidationIssue {
  field: string;
  message: string;
  /**
   * The service's error code for the problem, when the client knows which it would answer:
   * `invalid_request` for a model rule, `subscription_required` for a paid-plan rule.
   */
  code?: string;
}

/** Input rejected before any network call; one message per problem, joined by `; ` like the service. */
export class ValidationError extends GenServiceError {
  override name = 'ValidationError';
  constructor(readonly issues: readonly ValidationIssue[]) {
    super(issues.map((i) => i.message).join('; '));
  }
  /** The service's code for the first issue that has one (`invalid_request`, `subscription_required`). */
  get code(): string | undefined {
    return this.issues.find((i) => i.code)?.code;
  }
}

/** `video`, `image`, `audio` or `face-detection`; undefined when the caller did not say. */
type JobKind = string | undefined;

/** How a message names a job: `Face detection <id>` or `Project <id>`. */
export function jobNoun(kind: JobKind, id: string): string {
  return `${kind === 'face-detection' ? 'Face detection' : 'Project'} ${id}`;
}

/** A job that ended without output: its id, kind and last record (`projectId`/`project` are the old names). */
export abstract class EndedJobError extends GenServiceError {
  /** The job record as last read; not enumerable, so printing the error never shows its signed URLs. */
  declare readonly job?: unknown;
  constructor(
    message: string,
    readonly jobId: string,
    job?: unknown,
    readonly kind?: string,
  ) {
    super(message);
    Object.defineProperty(this, 'job', { value: job, enumerable: false });
  }
  /** @deprecated Use `jobId` (also set for face detections). */
  get projectId(): string {
    return this.jobId;
  }
  /** @deprecated Use `job`. */
  get project(): unknown {
    return this.job;
  }
}

/** A job ended in `error`; `code` and `message` are the service's, the message redacted (it can quote a signed input URL). */
export class JobFailedError extends EndedJobError {
  override name = 'JobFailedError';
  readonly serviceMessage: string;
  constructor(
    jobId: string,
    readonly code: string,
    serviceMessage: string,
    job?: unknown,
    kind?: string,
  ) {
    const redacted = redactText(serviceMessage);
    const detail = redacted ? ` - ${redacted}` : '';
    super(`${jobNoun(kind, jobId)} failed: ${code}${detail}`, jobId, job, kind);
    this.serviceMessage = redacted;
  }
}

/** A job was canceled (the service sends no webhook for this). */
export class JobCanceledError extends EndedJobError {
  override name = 'JobCanceledError';
  constructor(jobId: string, job?: unknown, kind?: string) {
    super(`${jobNoun(kind, jobId)} was canceled`, jobId, job, kind);
  }
}

/** Waiting gave up; the job keeps running and can be waited for again by id. */
export class WaitTimeoutError extends GenServiceError {
  override name = 'WaitTimeoutError';
  constructor(
    readonly jobId: string,
    readonly kind: string,
    readonly lastStatus: string | undefined,
    readonly waitedMs: number,
  ) {
    super(
      `${jobNoun(kind, jobId)} is still ${lastStatus ?? 'pending'} after ${Math.round(waitedMs / 1000)} s; wait for it again by id`,
    );
  }
  /** @deprecated Use `jobId`. */
  get projectId(): string {
    return this.jobId;
  }
}

/** A webhook failed signature or timestamp checks. */
export class WebhookVerificationError extends GenServiceError {
  override name = 'WebhookVerificationError';
}

/** A verified webhook body that is not an event (not JSON, no type, no payload id or status). */
export class WebhookPayloadError extends GenServiceError {
  override name = 'WebhookPayloadError';
}
