/**
 * The relay's configuration: `startRelay` options and their environment form
 * (`RELAY_*`), validated with zod; errors name the variable and the problem.
 */
import { WEBHOOK_TOLERANCE_SEC } from '@genservice/core/internal';
import { z } from 'zod';
import { STANDARD_SCHEDULE_MS } from './fanout/schedule';
import { RELAY_ENV, readRelayEnv } from './env';
import { limitOptions } from './limits/config';
import { checkHosted, hostedOptions } from './tenants/hosted-config';

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
  /** How long after its started event a quiet job is still read (then 2, 4, 8… quiet periods apart). */
  watchdogGiveUpMs: z
    .number()
    .int()
    .positive()
    .default(24 * 3_600_000),
  retentionDays: z.number().positive().default(30),
  dispatch: z.boolean().default(true),
  quiet: z.boolean().default(false),
  logLevel: z.string().default('info'),
  ...limitOptions,
  ...hostedOptions,
});
export type RelayOptions = z.input<typeof relayOptionsSchema>;
export type RelayConfig = z.output<typeof relayOptionsSchema>;

/** Every problem with `input` as options, as `<name>: <message>` (see `parseOptions`). */
function checkOptions(
  input: unknown,
  names: Record<string, string>,
): { config: RelayConfig; problems?: undefined } | { problems: string[] } {
  const parsed = relayOptionsSchema.superRefine(checkHosted).safeParse(input);
  if (parsed.success) return { config: parsed.data };
  return {
    problems: parsed.error.issues.map((i) => {
      const path = i.path.map(String);
      const full = path.join('.');
      const top = path[0] ?? '';
      const name =
        names[full] ??
        (names[top]
          ? `${names[top]}${path.length > 1 ? `[${path.slice(1).join('.')}]` : ''}`
          : full);
      const missing = i.code === 'invalid_type' && i.message.endsWith('received undefined');
      return `${name}: ${missing ? 'is required' : i.message}`;
    }),
  };
}

const invalid = (problems: string[]) =>
  new Error(`Invalid relay configuration:\n  ${problems.join('\n  ')}`);

/**
 * Validated options; throws one `Error` listing every problem as `<name>: <message>`, where
 * `names` maps an option path (`port`, `tenants.0.apiToken`) to the name the user wrote.
 */
export function parseOptions(input: unknown, names: Record<string, string> = {}): RelayConfig {
  const checked = checkOptions(input, names);
  if (checked.problems) throw invalid(checked.problems);
  return checked.config;
}

/** Option path → the variable that sets it, for messages. */
const ENV_NAMES: Record<string, string> = Object.fromEntries(
  Object.entries(RELAY_ENV).map(([name, [option]]) => [
    option.replace(/^tenant\./, 'tenants.0.'),
    name,
  ]),
);

/** The names when tenants come as JSON: `RELAY_TENANTS[0.apiToken]`. */
const JSON_TENANT_NAMES = Object.fromEntries(
  Object.entries(ENV_NAMES).filter(([option]) => !option.startsWith('tenants.0.')),
);

/**
 * Reads the configuration from the environment (every variable is listed in `RELAY_ENV`).
 * Tenants come from `RELAY_TENANTS` (a JSON array of `{id, inboundSecret, apiToken,
 * serviceApiKey?, serviceBaseUrl?}`) or, for one tenant, from `RELAY_TENANT_ID`,
 * `RELAY_INBOUND_SECRET`, `RELAY_API_TOKEN`, `GENSERVICE_API_KEY`, `GENSERVICE_BASE_URL`.
 * Throws one error naming every bad variable.
 */
export function configFromEnv(env: NodeJS.ProcessEnv): RelayConfig {
  const { values, problems } = readRelayEnv(env);
  // A variable with a bad form is reported once, by its form.
  const bad = new Set(problems.map((p) => p.split(':')[0]));
  const v = values as Record<string, unknown> & { tenants?: unknown; hosted?: boolean };
  const one = (field: string) => v[`tenant.${field}`];
  const noConfiguredTenant = !v.tenants && !one('apiToken') && !one('inboundSecret');
  const options = Object.fromEntries(
    Object.entries(values).filter(([option]) => !option.startsWith('tenant.')),
  );
  const checked = checkOptions(
    {
      ...options,
      retryScheduleMs: (v.retryScheduleMs as string[] | undefined)?.map((s) => Number(s) * 1000),
      serviceBaseUrl: v.serviceBaseUrl ?? one('serviceBaseUrl'),
      tenants:
        v.tenants ??
        (bad.has('RELAY_TENANTS') || (v.hosted && noConfiguredTenant)
          ? []
          : [
              {
                id: one('id') ?? 'default',
                inboundSecret: one('inboundSecret'),
                apiToken: one('apiToken'),
                serviceApiKey: one('serviceApiKey'),
                serviceBaseUrl: one('serviceBaseUrl'),
              },
            ]),
    },
    v.tenants ? JSON_TENANT_NAMES : ENV_NAMES,
  );
  const all = [
    ...problems,
    ...(checked.problems ?? []).filter((p) => !bad.has(p.split(/[:[]/)[0])),
  ];
  if (all.length) throw invalid(all);
  return (checked as { config: RelayConfig }).config;
}
