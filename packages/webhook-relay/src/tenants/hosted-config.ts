/**
 * Options of the hosted relay (tenants created on demand from service API keys) and the checks
 * across options: hosted mode needs `RELAY_SECRET_KEYS`;
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
