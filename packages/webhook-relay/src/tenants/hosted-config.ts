/**
 * Options of the hosted relay (tenants created on demand from service API keys), their
 * environment names, and the checks across options: hosted mode needs `RELAY_SECRET_KEYS`;
 * a self-hosted relay needs at least one configured tenant.
 */
import { z } from 'zod';
import { parseSecretKeys } from '../secrets/box';

/** Fields merged into the relay's option schema. */
export const hostedOptions = {
  /** Create tenants on demand (`POST /v1/tenants`); configured tenants keep working beside them. */
  hosted: z.boolean().default(false),
  secretKeys: z
    .string()
    .optional()
    .superRefine((text, ctx) => {
      if (text === undefined) return;
      try {
        parseSecretKeys(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
  keyPepper: z.string().min(16, 'must be at least 16 characters').optional(),
  adminToken: z.string().min(16, 'must be at least 16 characters').optional(),
  publicUrl: z.url('must be the public https URL of the relay').optional(),
  serviceBaseUrl: z.url().optional(),
  serviceTimeoutMs: z.number().int().positive().default(10_000),
};

/** Environment names of the hosted options (for messages). */
export const HOSTED_ENV_NAMES: Record<string, string> = {
  hosted: 'RELAY_HOSTED',
  secretKeys: 'RELAY_SECRET_KEYS',
  keyPepper: 'RELAY_KEY_PEPPER',
  adminToken: 'RELAY_ADMIN_TOKEN',
  publicUrl: 'RELAY_PUBLIC_URL',
  serviceBaseUrl: 'RELAY_SERVICE_BASE_URL',
  serviceTimeoutMs: 'RELAY_SERVICE_TIMEOUT_MS',
};

/** The hosted options as read from the environment. */
export function hostedFromEnv(env: NodeJS.ProcessEnv) {
  const timeout = env.RELAY_SERVICE_TIMEOUT_MS;
  return {
    hosted: env.RELAY_HOSTED === undefined ? undefined : /^(1|true|yes)$/i.test(env.RELAY_HOSTED),
    secretKeys: env.RELAY_SECRET_KEYS || undefined,
    keyPepper: env.RELAY_KEY_PEPPER || undefined,
    adminToken: env.RELAY_ADMIN_TOKEN || undefined,
    publicUrl: env.RELAY_PUBLIC_URL || undefined,
    serviceBaseUrl: env.RELAY_SERVICE_BASE_URL || env.GENSERVICE_BASE_URL || undefined,
    serviceTimeoutMs: timeout ? Number(timeout) : undefined,
  };
}

/** Whether the environment configures no tenant of its own (a hosted relay may have none). */
export function noConfiguredTenant(env: NodeJS.ProcessEnv): boolean {
  return !env.RELAY_TENANTS && !env.RELAY_API_TOKEN && !env.RELAY_INBOUND_SECRET;
}

/** The checks across options, added to the schema with `superRefine`. */
export function checkHosted(
  c: { hosted: boolean; secretKeys?: string; tenants: unknown[] },
  ctx: z.RefinementCtx,
): void {
  if (c.hosted && !c.secretKeys)
    ctx.addIssue({
      code: 'custom',
      path: ['secretKeys'],
      message:
        'is required in hosted mode: service API keys and webhook secrets are stored encrypted with it ' +
        '(a comma list of <keyId>:<base64 32-byte key>, e.g. k1:$(openssl rand -base64 32))',
    });
  if (!c.hosted && c.tenants.length === 0)
    ctx.addIssue({
      code: 'custom',
      path: ['tenants'],
      message: 'needs at least one tenant (or RELAY_HOSTED=true to create tenants on demand)',
    });
}
