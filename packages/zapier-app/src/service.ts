/**
 * A core client for the connection in `bundle`, on `z.request`, and the step's
 * deadline. Zapier stops a step after 30 s: every step builds one deadline at
 * its start and hands it to each call, so requests in flight are cut to the
 * time left and no retry or poll starts past it. A long Retry-After surfaces as
 * `ThrottledError` and Zapier retries the step later.
 */
import { createClient, type Client, type ClientOptions } from '@genservice/core/internal';
import type { Bundle, ZObject } from 'zapier-platform-core';
import { settingsOf } from './auth/settings';
import { zapierRuntime } from './runtime';

/** How long after its start a step stops its work: the rest of Zapier's 30 s is for answering. */
export const RUN_BUDGET_MS = 25_000;

let budgetMs = RUN_BUDGET_MS;

/** The deadline (ms epoch) of a step started at `startedAt`. */
export function stepDeadline(startedAt: number = Date.now()): number {
  return startedAt + budgetMs;
}

/** Changes every step's budget (tests shorten it); no argument restores `RUN_BUDGET_MS`. */
export function setStepBudgetMs(ms: number = RUN_BUDGET_MS): void {
  budgetMs = ms;
}

/**
 * The client for this bundle's connection. With `deadline` (ms epoch) no request it makes
 * outlives it, even one whose API takes no deadline (the account's balance). Two retries unless
 * `maxRetries` says otherwise.
 */
export function clientFor(
  z: ZObject,
  bundle: Pick<Bundle, 'authData'>,
  deadline?: number,
  { maxRetries = 2 }: Pick<ClientOptions, 'maxRetries'> = {},
): Client {
  const { apiKey, baseUrl } = settingsOf(bundle);
  return createClient({
    apiKey,
    baseUrl,
    runtime: zapierRuntime(z, deadline),
    maxRetries,
    maxRetryAfterMs: 5_000,
    timeoutMs: 20_000,
    userAgent: 'genservice-zapier/0.1',
  });
}
