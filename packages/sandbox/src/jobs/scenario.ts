/**
 * Scenario controls: what the next jobs and calls do. Set for the whole
 * sandbox through the control API (`POST /_sandbox/scenario`) or for one job
 * by a directive in its `name`, e.g. `Test [sandbox:fail=no_source_face,duration=2000]`.
 */
import type { JobPlan } from '../store';

export interface Scenario {
  /** Time from create to the terminal status. */
  jobDurationMs: number;
  /** Failures the next jobs end with, first in first out. */
  failNext: { code: string; message?: string }[];
  /** The next `remaining` API calls get 429 with `Retry-After: retryAfterSec`. */
  rateLimit: { remaining: number; retryAfterSec: number };
  /** The next `remaining` API calls get `status` (500, 502 or 503); nothing is created. */
  serverErrors: { remaining: number; status: number };
  /** Deliver every webhook event twice. */
  duplicateEvents: boolean;
  /** Faces each face detection finds. */
  faceCount: number;
}

/** What a `[sandbox:…]` directive in a project name asks for. */
export interface Directives {
  durationMs?: number;
  fail?: string;
  cancel?: boolean;
  duplicate?: boolean;
}

/** Parses `[sandbox:duration=2000,fail=no_source_face,cancel,duplicate]` anywhere in `name`. */
export function parseDirectives(name: unknown): Directives {
  const m = typeof name === 'string' ? /\[sandbox:([^\]]*)\]/i.exec(name) : null;
  const out: Directives = {};
  for (const part of (m?.[1] ?? '').split(',')) {
    const [key = '', value] = part.split('=').map((s) => s.trim());
    if (key === 'duration' && Number.isFinite(Number(value)))
      out.durationMs = Math.max(0, Number(value));
    else if (key === 'fail' && value) out.fail = value;
    else if (key === 'cancel') out.cancel = true;
    else if (key === 'duplicate') out.duplicate = true;
  }
  return out;
}

/**
 * The plan of a new job: queued for a fifth of its duration, rendering for the
 * rest, then the outcome a directive or the scenario's fail queue chose.
 */
export function planJob(scenario: Scenario, directives: Directives, now = Date.now()): JobPlan {
  const duration = directives.durationMs ?? scenario.jobDurationMs;
  const forced = directives.fail ? { code: directives.fail } : scenario.failNext.shift();
  const outcome: JobPlan['outcome'] = directives.cancel
    ? { status: 'canceled' }
    : forced
      ? {
          status: 'error',
          code: forced.code,
          ...(forced.message ? { message: forced.message } : {}),
        }
      : { status: 'complete' };
  return {
    startsAt: now + Math.round(duration / 5),
    endsAt: now + duration,
    outcome,
    duplicateEvents: directives.duplicate,
  };
}

/** Consumes one injected failure for an API call, if any is armed. */
export function takeFault(
  scenario: Scenario,
): { status: number; retryAfterSec?: number } | undefined {
  if (scenario.rateLimit.remaining > 0) {
    scenario.rateLimit.remaining -= 1;
    return { status: 429, retryAfterSec: scenario.rateLimit.retryAfterSec };
  }
  if (scenario.serverErrors.remaining > 0) {
    scenario.serverErrors.remaining -= 1;
    return { status: scenario.serverErrors.status };
  }
  return undefined;
}
