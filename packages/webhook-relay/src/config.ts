/**
 * The relay's configuration: `startRelay` options and their environment form
 * (`RELAY_*`), validated with zod; errors name the variable and the problem.
 */
import { WEBHOOK_TOLERANCE_SEC } from '@genservice/core/internal';
import { z } from 'zod';
import { STANDARD_SCHEDULE_MS } from './fanout/schedule';
import { LIMIT_ENV_NAMES, limitOptions, limitsFromEnv } from './limits/config';
import {
  HOSTED_ENV_NAMES,
  checkHosted,
  hostedFromEnv,
  hostedOptions,
  noConfiguredTenant,
} from './tenants/hosted-config';

export const tenantSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, _ or -'),
  inboundSecret: z
    .string()
    .min(8, 'must be the webhook secret the service shows (at least 8 characters)'),
  apiToken: z.string().min(16, 'must be at least 16 characters'),
  serviceApiKey: z.string().min(1).optional(),
  serviceBaseUrl: z.url().optional(),
});
export type TenantConfig = z.infer<typeof tenantSchema>;

export const relayOptionsSchema = z.object({
  port: z.number().int().min(0).max(65535).default(8080),
  host: z.string().default('0.0.0.0'),
  store: z
    .string()
    .regex(/^(sqlite:|postgres(ql)?:\/\/)/, 'must be sqlite:<file> or a postgres:// URL')
    .default('sqlite:relay.db'),
  tenants: z.array(tenantSchema).default([]),
  allowPrivateSubscribers: z.union([z.boolean(), z.array(z.string())]).default(false),
  allowHttp: z.boolean().default(false),
  maxBodyBytes: z
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  toleranceSec: z.number().int().positive().default(WEBHOOK_TOLERANCE_SEC),
  retryScheduleMs: z
    .array(z.number().int().nonnegative())
    .min(1)
    .default([...STANDARD_SCHEDULE_MS]),
  retryJitter: z.number().min(0).max(1).default(0.1),
  deliveryTimeoutMs: z.number().int().positive().default(15_000),
  requestTimeoutMs: z.number().int().positive().default(30_000),
  perSubscriberConcurrency: z.number().int().positive().default(8),
  leaseMs: z.number().int().min(1_000, 'must be at least 1000 ms').default(5_000),
  watchdogQuietMs: z
    .number()
    .int()
    .positive()
    .default(10 * 60_000),
  watchdogIntervalMs: z.number().int().positive().default(60_000),
  retentionDays: z.number().positive().default(30),
  dispatch: z.boolean().default(true),
  quiet: z.boolean().default(false),
  logLevel: z.string().default('info'),
  ...limitOptions,
  ...hostedOptions,
});
export type RelayOptions = z.input<typeof relayOptionsSchema>;
export type RelayConfig = z.output<typeof relayOptionsSchema>;

/**
 * Validated options; throws one `Error` listing every problem as `<name>: <message>`, where
 * `names` maps an option path (`port`, `tenants.0.apiToken`) to the name the user wrote.
 */
export function parseOptions(input: unknown, names: Record<string, string> = {}): RelayConfig {
  const parsed = relayOptionsSchema.superRefine(checkHosted).safeParse(input);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => {
    const path = i.path.map(String);
    const full = path.join('.');
    const top = path[0] ?? '';
    const name =
      names[full] ??
      (names[top] ? `${names[top]}${path.length > 1 ? `[${path.slice(1).join('.')}]` : ''}` : full);
    const missing = i.code === 'invalid_type' && i.message.endsWith('received undefined');
    return `${name}: ${missing ? 'is required' : i.message}`;
  });
  throw new Error(`Invalid relay configuration:\n  ${lines.join('\n  ')}`);
}

const ENV_NAMES: Record<string, string> = {
  port: 'PORT',
  host: 'RELAY_HOST',
  store: 'RELAY_STORE',
  tenants: 'RELAY_TENANTS',
  allowPrivateSubscribers: 'RELAY_ALLOW_PRIVATE',
  allowHttp: 'RELAY_ALLOW_HTTP',
  maxBodyBytes: 'RELAY_MAX_BODY_BYTES',
  retryScheduleMs: 'RELAY_RETRY_SCHEDULE',
  deliveryTimeoutMs: 'RELAY_DELIVERY_TIMEOUT_MS',
  requestTimeoutMs: 'RELAY_REQUEST_TIMEOUT_MS',
  perSubscriberConcurrency: 'RELAY_PER_SUBSCRIBER_CONCURRENCY',
  leaseMs: 'RELAY_LEASE_MS',
  watchdogQuietMs: 'RELAY_WATCHDOG_QUIET_MS',
  watchdogIntervalMs: 'RELAY_WATCHDOG_INTERVAL_MS',
  logLevel: 'LOG_LEVEL',
  retentionDays: 'RELAY_RETENTION_DAYS',
  ...LIMIT_ENV_NAMES,
  ...HOSTED_ENV_NAMES,
};

const SINGLE_TENANT_NAMES: Record<string, string> = {
  'tenants.0.id': 'RELAY_TENANT_ID',
  'tenants.0.inboundSecret': 'RELAY_INBOUND_SECRET',
  'tenants.0.apiToken': 'RELAY_API_TOKEN',
  'tenants.0.serviceApiKey': 'GENSERVICE_API_KEY',
  'tenants.0.serviceBaseUrl': 'GENSERVICE_BASE_URL',
};

/**
 * Reads the configuration from the environment. Tenants come from `RELAY_TENANTS` (a JSON array
 * of `{id, inboundSecret, apiToken, serviceApiKey?, serviceBaseUrl?}`) or, for one tenant, from
 * `RELAY_TENANT_ID`, `RELAY_INBOUND_SECRET`, `RELAY_API_TOKEN`, `GENSERVICE_API_KEY`, `GENSERVICE_BASE_URL`.
 */
export function configFromEnv(env: NodeJS.ProcessEnv): RelayConfig {
  const int = (name: string) =>
    env[name] === undefined || env[name] === '' ? undefined : Number(env[name]);
  const bool = (name: string) =>
    env[name] === undefined ? undefined : /^(1|true|yes)$/i.test(env[name] ?? '');
  const list = (name: string) =>
    env[name]
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  let tenants: unknown;
  try {
    tenants = env.RELAY_TENANTS
      ? JSON.parse(env.RELAY_TENANTS)
      : hostedFromEnv(env).hosted && noConfiguredTenant(env)
        ? []
        : [
            {
              id: env.RELAY_TENANT_ID ?? 'default',
              inboundSecret: env.RELAY_INBOUND_SECRET,
              apiToken: env.RELAY_API_TOKEN,
              serviceApiKey: env.GENSERVICE_API_KEY || undefined,
              serviceBaseUrl: env.GENSERVICE_BASE_URL || undefined,
            },
          ];
  } catch {
    throw new Error('Invalid relay configuration:\n  RELAY_TENANTS: is not valid JSON');
  }
  const allowPrivate = env.RELAY_ALLOW_PRIVATE;
  return parseOptions(
    {
      port: int('PORT'),
      host: env.RELAY_HOST || undefined,
      store: env.RELAY_STORE || undefined,
      tenants,
      allowPrivateSubscribers:
        allowPrivate === undefined
          ? undefined
          : /^(1|true)$/i.test(allowPrivate)
            ? true
            : list('RELAY_ALLOW_PRIVATE'),
      allowHttp: bool('RELAY_ALLOW_HTTP'),
      maxBodyBytes: int('RELAY_MAX_BODY_BYTES'),
      retryScheduleMs: list('RELAY_RETRY_SCHEDULE')?.map((s) => Number(s) * 1000),
      deliveryTimeoutMs: int('RELAY_DELIVERY_TIMEOUT_MS'),
      requestTimeoutMs: int('RELAY_REQUEST_TIMEOUT_MS'),
      perSubscriberConcurrency: int('RELAY_PER_SUBSCRIBER_CONCURRENCY'),
      leaseMs: int('RELAY_LEASE_MS'),
      watchdogQuietMs: int('RELAY_WATCHDOG_QUIET_MS'),
      watchdogIntervalMs: int('RELAY_WATCHDOG_INTERVAL_MS'),
      retentionDays: int('RELAY_RETENTION_DAYS'),
      logLevel: env.LOG_LEVEL || undefined,
      ...limitsFromEnv(env),
      ...hostedFromEnv(env),
    },
    env.RELAY_TENANTS ? ENV_NAMES : { ...ENV_NAMES, ...SINGLE_TENANT_NAMES },
  );
}
