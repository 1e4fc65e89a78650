/** Errors of the domain: invalid input, jobs that failed or were canceled, waits and webhooks. */
import { GenServiceError } from './base';

export interface ValidationIssue {
  field: string;
  message: string;
}

/** Input rejected before any network call; one message per problem, joined by `; ` like the service. */
export class ValidationError extends GenServiceError {
  override name = 'ValidationError';
  constructor(readonly issues: readonly ValidationIssue[]) {
    super(issues.map((i) => i.message).join('; '));
  }
}

/** A job ended in `error`; `code` and `message` are the service's. */
export class JobFailedError extends GenServiceError {
  override name = 'JobFailedError';
  constructor(
    readonly projectId: string,
    readonly code: string,
    readonly serviceMessage: string,
    readonly project?: unknown,
  ) {
    super(`Project ${projectId} failed: ${code}${serviceMessage ? ` - ${serviceMessage}` : ''}`);
  }
}

/** A job was canceled (the service sends no webhook for this). */
export class JobCanceledError extends GenServiceError {
  override name = 'JobCanceledError';
  constructor(
    readonly projectId: string,
    readonly project?: unknown,
  ) {
    super(`Project ${projectId} was canceled`);
  }
}

/** Waiting gave up; the job keeps running and can be waited for again by id. */
export class WaitTimeoutError extends GenServiceError {
  override name = 'WaitTimeoutError';
  constructor(
    readonly projectId: string,
    readonly kind: string,
    readonly lastStatus: string | undefined,
    readonly waitedMs: number,
  ) {
    super(
      `Project ${projectId} is still ${lastStatus ?? 'pending'} after ${Math.round(waitedMs / 1000)} s; wait for it again by id`,
    );
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
