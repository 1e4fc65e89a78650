/** Shared setup for the app's unit tests: the app tester, a connection, and nock limited to fake hosts. */
import nock from 'nock';
import { createAppTester, type Bundle } from 'zapier-platform-core';
import App from '../src';
import { RELAY_URL_ENV } from '../src/auth/settings';
import { callable, createOf, type AppFunction } from './app-members';

export const SERVICE = 'https://api.magichour.ai';
export const RELAY = 'https://relay.example.test';
export const STORAGE = 'https://videos.magichour.ai';
export const API_KEY = 'mhk_live_secret_key_123456';

export const appTester = createAppTester(App);
export { App };
export {
  authenticationOf,
  callable,
  createOf,
  hookOf,
  required,
  searchOf,
  shown,
  triggerOf,
  triggerPerformOf,
  type HookBundle,
} from './app-members';

/**
 * Auth data for a connection. The relay is the publisher's setting, not the connection's: with
 * `relay` this also sets `GENSERVICE_RELAY_URL` to `RELAY` for the test, without it unsets it.
 */
export function authData(options: { relay?: boolean; webhookSecret?: string } = {}) {
  if (options.relay) process.env[RELAY_URL_ENV] = RELAY;
  else delete process.env[RELAY_URL_ENV];
  return {
    api_key: API_KEY,
    ...(options.webhookSecret ? { webhook_secret: options.webhookSecret } : {}),
  };
}

/** The `perform` (or, with `member`, `performResume`) of the create keyed `key`. */
export function createPerformOf(key: string, member: 'perform' | 'performResume' = 'perform') {
  return callable(createOf(key).operation[member], `create ${key} ${member}`);
}

/** The bundle the app tester takes (any part may be left out). */
type TesterBundle = NonNullable<Parameters<typeof appTester<unknown, Bundle>>[1]>;

/** What `run` takes: the bundle's other parts, on a connection with a relay when `relay` is set. */
export type RunBundle = Omit<TesterBundle, 'authData'> & { relay?: boolean };

/** Runs `fn` through the app tester on a fresh connection (see `authData`). */
export function run(fn: AppFunction, bundle: RunBundle = {}) {
  const { relay, ...rest } = bundle;
  return appTester(fn, { ...rest, authData: authData({ relay }) });
}

/** The `{ message, code, status }` that `fn` fails with under `run` (fails the test when it succeeds). */
export async function runError(fn: AppFunction, bundle: RunBundle = {}) {
  return appError(await rejection(run(fn, bundle)));
}

/**
 * Installs nock for the suite: no real network, every interceptor used. nock is
 * restored afterwards so the next test file's own nock instance can intercept.
 */
export function useNock(): void {
  beforeAll(() => {
    if (!nock.isActive()) nock.activate();
    nock.disableNetConnect();
  });
  afterEach(() => {
    const pending = nock.pendingMocks();
    nock.cleanAll();
    expect(pending).toEqual([]);
  });
  afterAll(() => {
    nock.enableNetConnect();
    nock.restore();
  });
}

/** The `{ message, code, status }` of a `z.errors.Error` thrown through the app tester. */
export function appError(err: unknown): { message: string; code?: string; status?: number } {
  return JSON.parse((err as Error).message);
}

/** The rejection of `promise` (fails the test when it resolves). */
export async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected a rejection');
}
