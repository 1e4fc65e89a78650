/**
 * The relay's environment, read in one place: every variable, its form and the option it sets.
 * Forms are checked here (a flag is true or false, a number is a whole number); the values are
 * then checked as options by `parseOptions`, with errors naming the variable.
 */
import { z } from 'zod';

const unsetWhenEmpty = (v: unknown) => (v === '' ? undefined : v);
const text = z.preprocess(unsetWhenEmpty, z.string().optional());
const whole = z.preprocess(
  unsetWhenEmpty,
  z.string().trim().regex(/^\d+$/, 'must be a whole number').transform(Number).optional(),
);
const decimal = z.preprocess(
  unsetWhenEmpty,
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, 'must be a number')
    .transform(Number)
    .optional(),
);
const TRUE = /^(1|true|yes|on)$/i;
const FALSE = /^(0|false|no|off)$/i;
const flag = z.preprocess(
  unsetWhenEmpty,
  z
    .string()
    .trim()
    .refine((v) => TRUE.test(v) || FALSE.test(v), 'must be true or false')
    .transform((v) => TRUE.test(v))
    .optional(),
);
const list = text.transform((v) =>
  v
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);
const json = text.transform((v, ctx) => {
  if (v === undefined) return undefined;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'is not valid JSON' });
    return z.NEVER;
  }
});
/** `true`/`false` (and 1/0, yes/no, on/off), or a comma list of private hosts and ranges. */
const flagOrList = text.transform((v) =>
  v === undefined
    ? undefined
    : TRUE.test(v.trim())
      ? true
      : FALSE.test(v.trim())
        ? false
        : list.parse(v),
);

/** Each variable the relay reads, with the option it sets (`tenant.*`: the one configured tenant). */
export const RELAY_ENV = {
  PORT: ['port', whole],
  RELAY_HOST: ['host', text],
  RELAY_STORE: ['store', text],
  RELAY_TENANTS: ['tenants', json],
  RELAY_TENANT_ID: ['tenant.id', text],
  RELAY_INBOUND_SECRET: ['tenant.inboundSecret', text],
  RELAY_API_TOKEN: ['tenant.apiToken', text],
  GENSERVICE_API_KEY: ['tenant.serviceApiKey', text],
  GENSERVICE_BASE_URL: ['tenant.serviceBaseUrl', text],
  RELAY_ALLOW_PRIVATE: ['allowPrivateSubscribers', flagOrList],
  RELAY_ALLOW_HTTP: ['allowHttp', flag],
  RELAY_MAX_BODY_BYTES: ['maxBodyBytes', whole],
  RELAY_RETRY_SCHEDULE: ['retryScheduleMs', list],
  RELAY_DELIVERY_TIMEOUT_MS: ['deliveryTimeoutMs', whole],
  RELAY_REQUEST_TIMEOUT_MS: ['requestTimeoutMs', whole],
  RELAY_PER_SUBSCRIBER_CONCURRENCY: ['perSubscriberConcurrency', whole],
  RELAY_LEASE_MS: ['leaseMs', whole],
  RELAY_WATCHDOG_QUIET_MS: ['watchdogQuietMs', whole],
  RELAY_WATCHDOG_INTERVAL_MS: ['watchdogIntervalMs', whole],
  RELAY_WATCHDOG_GIVE_UP_MS: ['watchdogGiveUpMs', whole],
  RELAY_RETENTION_DAYS: ['retentionDays', decimal],
  LOG_LEVEL: ['logLevel', text],
  RELAY_LIMIT_SUBSCRIPTIONS: ['limitSubscriptions', whole],
  RELAY_LIMIT_INBOUND_PER_MIN: ['limitInboundPerMin', whole],
  RELAY_LIMIT_IN_FLIGHT: ['limitInFlight', whole],
  RELAY_LIMIT_API_PER_MIN: ['limitApiPerMin', whole],
  RELAY_LIMIT_TENANT_CREATES_PER_MIN: ['limitTenantCreatesPerMin', whole],
  RELAY_LIMIT_TABLE: ['limitTable', text],
  RELAY_HOSTED: ['hosted', flag],
  RELAY_SECRET_KEYS: ['secretKeys', text],
  RELAY_KEY_PEPPER: ['keyPepper', text],
  RELAY_ADMIN_TOKEN: ['adminToken', text],
  RELAY_PUBLIC_URL: ['publicUrl', text],
  RELAY_SERVICE_BASE_URL: ['serviceBaseUrl', text],
  RELAY_SERVICE_TIMEOUT_MS: ['serviceTimeoutMs', whole],
} as const satisfies Record<string, readonly [string, z.ZodType]>;

export type RelayEnvName = keyof typeof RELAY_ENV;

/** The variables read by their form: values by option name, and one `<NAME>: <problem>` per bad one. */
export function readRelayEnv(env: NodeJS.ProcessEnv): {
  values: Record<string, unknown>;
  problems: string[];
} {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, [option, form]] of Object.entries(RELAY_ENV)) {
    const read = form.safeParse(env[name]);
    if (read.success) values[option] = read.data;
    else problems.push(`${name}: ${read.error.issues[0]?.message ?? 'is not valid'}`);
  }
  return { values, problems };
}
