/**
 * The connection test: one authenticated read of the account at the service
 * (a refused key fails with `ExpiredAuthError`), then, when the publisher
 * configured a relay, the key's tenant is created (or found) there and the
 * webhook signing secret, when given, is stored with it. A relay that is down
 * or busy does not fail the test (the connection works by polling, and the
 * tenant is created on the first relay call); a refused key or secret does.
 * Answers what the label needs and the relay's state; never the key or the secret.
 */
import { createHash } from 'node:crypto';
import {
  ConnectionError,
  DEFAULT_BASE_URL,
  joinRelay as joinTenant,
  RelayError,
  hintFor,
  type RelayTenant,
} from '@genservice/core/internal';
import type { Bundle, ZObject } from 'zapier-platform-core';
import { toZapierError } from '../errors';
import { relayFor } from '../relay';
import { setupSteps } from '../relay-tenant';
import { settingsOf } from './settings';

/** What the test answers (Zapier hands it to `connectionLabel` as `inputData`). */
export interface ConnectionTestResult {
  /** The account's email or name, when the service's account answer has one. */
  account: string | null;
  /** 8 hex characters of the key's SHA-256: tells keys apart, reveals nothing of the key. */
  key_fingerprint: string;
  /** The service's host when it is not the real service (a sandbox). */
  service: string | null;
  relay: {
    inbound_url: string;
    receiving: boolean;
    inbound_secret_set: boolean | null;
    setup: string | null;
  } | null;
  /** Why the relay could not be joined now (it was down or busy); the first relay call joins later. */
  relay_error: string | null;
}

/** A short fingerprint of `apiKey`: the first 8 hex characters of its SHA-256. */
export function keyFingerprint(apiKey: string): string {
  return createHash('sha256').update(apiKey).digest('hex').slice(0, 8);
}

/** The account's email, else its name, else its username, from the service's account answer. */
function accountName(body: unknown): string | null {
  const account = (body ?? {}) as Record<string, unknown>;
  const found = ['email', 'name', 'username'].map((k) => account[k]);
  const name = found.find((v): v is string => typeof v === 'string' && v.trim() !== '');
  return name ? name.trim().slice(0, 80) : null;
}

async function checkKey(z: ZObject, baseUrl: string): Promise<string | null> {
  const response = await z.request({
    url: `${baseUrl}/v1/account`,
    method: 'GET',
    skipThrowForStatus: true,
  });
  if (response.status === 404) return null;
  if (response.status >= 400) {
    const hint = hintFor({ status: response.status });
    throw new z.errors.Error(
      [`Magic Hour refused the connection test (HTTP ${response.status}).`, hint]
        .filter(Boolean)
        .join(' '),
      'ConnectionTestFailed',
      response.status,
    );
  }
  return accountName(response.data);
}

/** A relay that is down or busy: the connection still works (polling), and joins on first use. */
const isOutage = (err: unknown) =>
  err instanceof ConnectionError ||
  (err instanceof RelayError && (err.status >= 500 || err.status === 429));

async function joinRelay(
  z: ZObject,
  bundle: Bundle,
): Promise<Pick<ConnectionTestResult, 'relay' | 'relay_error'>> {
  const { relayUrl, signingSecret } = settingsOf(bundle);
  const relay = relayFor(z, bundle);
  if (!relay || !relayUrl) return { relay: null, relay_error: null };
  let tenant: RelayTenant;
  try {
    tenant = await joinTenant(relay, signingSecret);
  } catch (err) {
    if (!isOutage(err)) throw toZapierError(z, err);
    z.console.log(`The relay could not be joined now: ${(err as Error).message}`);
    return { relay: null, relay_error: (err as Error).message };
  }
  const relayState = {
    inbound_url: tenant.inbound_url,
    receiving: tenant.receiving,
    inbound_secret_set: tenant.inbound_secret_set ?? null,
    setup: setupSteps(tenant, relayUrl) ?? null,
  };
  return { relay: relayState, relay_error: null };
}

/** The test Zapier runs on a new connection and whenever it checks one. */
export async function connectionTest(z: ZObject, bundle: Bundle): Promise<ConnectionTestResult> {
  const { apiKey, baseUrl } = settingsOf(bundle);
  const account = await checkKey(z, baseUrl);
  return {
    account,
    key_fingerprint: keyFingerprint(apiKey),
    service: baseUrl === DEFAULT_BASE_URL ? null : new URL(baseUrl).host,
    ...(await joinRelay(z, bundle)),
  };
}
