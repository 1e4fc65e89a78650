/**
 * A core client for the connection in `bundle`, on `z.request`. Retries are
 * kept short so a run stays inside Zapier's 30 s limit: a long Retry-After
 * surfaces as `ThrottledError` and Zapier retries the step later.
 */
import { createClient, type Client } from '@genservice/core';
import type { Bundle, ZObject } from 'zapier-platform-core';
import { settingsOf } from './auth/settings';
import { zapierRuntime } from './runtime';

/** Zapier stops a run after 30 s; the app plans to finish its work within this. */
export const RUN_BUDGET_MS = 25_000;

/** The client for this bundle's connection. */
export function clientFor(z: ZObject, bundle: Pick<Bundle, 'authData'>): Client {
  const { apiKey, baseUrl } = settingsOf(bundle);
  return createClient({
    apiKey,
    baseUrl,
    runtime: zapierRuntime(z),
    maxRetries: 2,
    maxRetryAfterMs: 5_000,
    timeoutMs: 20_000,
    userAgent: 'genservice-zapier/0.1',
  });
}
