/**
 * The credential's connection test (both nodes name it with `testedBy`; a
 * declarative test could make one request only): reads the account with the
 * API key; when a relay is set, joins it (`POST /v1/tenants`, the hosted
 * relay's tenant of this key) and stores the webhook signing secret when one
 * is given. The answer says what instant events still need. Fails only for
 * what breaks the credential: a refused key, an unreachable service, a relay
 * that refuses the connection or the secret.
 */
import {
  ApiError,
  AuthenticationError,
  createClient,
  createRelayClient,
  joinRelay,
  RelayError,
  tenantState,
  type RelayTenant,
  type Runtime,
} from '@genservice/core/internal';
import type {
  ICredentialsDecrypted,
  ICredentialTestFunctions,
  INodeCredentialTestResult,
} from 'n8n-workflow';
import { credentialsFrom, type GenServiceCredentials } from '../transport/client';
import { legacyRuntime } from '../transport/legacy-runtime';
import { secretForRelay } from '../transport/relay-readiness';

/** A test answers within about a minute even when a host does not answer. */
const LIMITS = { maxRetries: 1, timeoutMs: 15_000 };

const ok = (message: string): INodeCredentialTestResult => ({ status: 'OK', message });
const failed = (message: string): INodeCredentialTestResult => ({ status: 'Error', message });
const reason = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** What instant events still need, given the relay's view of the tenant. */
export function setupMessage(tenant: RelayTenant, relayUrl: string): string {
  switch (tenantState(tenant)) {
    case 'receiving':
      return 'Connected. The relay is receiving the service’s events: instant triggers and waiting without polling are ready.';
    case 'needs-secret':
      return `Connected. Paste ${tenant.inbound_url} as the webhook URL in the service's dashboard (Developer Hub → Webhooks) and add its signing secret to this credential (Webhook Signing Secret) to finish instant events. Setup page: ${relayUrl}/`;
    case 'no-event-yet':
      return `Connected. The signing secret is stored; instant events start with the first event the service sends to ${tenant.inbound_url} (check it is the webhook URL in the service's dashboard). Setup page: ${relayUrl}/`;
  }
}

/** The connection test over any runtime. */
export async function testConnection(
  credentials: GenServiceCredentials,
  runtime: Runtime,
): Promise<INodeCredentialTestResult> {
  const { apiKey, baseUrl, relayUrl, relayToken, selfHostedToken } = credentials;
  if (!apiKey) return failed('Enter your API key (Developer Hub → API Keys)');
  try {
    await createClient({ apiKey, baseUrl, runtime, ...LIMITS }).account.get();
  } catch (err) {
    if (err instanceof AuthenticationError)
      return failed('The service refused this API key: check it in the Developer Hub → API Keys');
    return failed(
      err instanceof ApiError
        ? `The service at ${baseUrl} did not confirm the key: ${reason(err)}`
        : `Could not reach the service at ${baseUrl}: ${reason(err)}`,
    );
  }
  if (!relayUrl)
    return ok(
      'Connected. No relay: actions work, waits check for results by polling, and the trigger works in Direct mode.',
    );
  const relay = createRelayClient({ baseUrl: relayUrl, token: relayToken, runtime, ...LIMITS });
  let tenant: RelayTenant;
  try {
    tenant = await joinRelay(relay, secretForRelay(credentials));
  } catch (err) {
    if (err instanceof RelayError && err.status === 404 && selfHostedToken)
      return ok('Connected. Your relay does not report its tenant; instant events use its setup.');
    const fix = selfHostedToken ? 'the Relay URL or Relay Token' : 'the Relay URL';
    return failed(
      `The relay at ${relayUrl} did not accept this connection (${reason(err)}). Check ${fix}, or clear the Relay URL to work without instant events.`,
    );
  }
  return ok(setupMessage(tenant, relayUrl));
}

/** `methods.credentialTest.genServiceConnection` of both nodes. */
export async function genServiceConnection(
  this: ICredentialTestFunctions,
  credential: ICredentialsDecrypted,
): Promise<INodeCredentialTestResult> {
  const runtime = legacyRuntime(this.helpers);
  return await testConnection(credentialsFrom(credential.data ?? {}), runtime);
}
