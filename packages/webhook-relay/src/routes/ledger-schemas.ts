/** What `/v1/ledger` accepts and answers: zod schemas of its keys and bodies, and the entry's JSON. */
import type { LedgerEntry } from '@genservice/core/internal';
import { z } from 'zod';
import { MAX_LEDGER_WINDOW_MS } from '../store/ledger-schema';

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} must be a string` })
    .min(1, `${name} must not be empty`)
    .max(max, `${name} must be at most ${max} characters`)
    .refine((s) => !s.includes('\0'), `${name} must not contain NUL characters`);
const attempt = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(2 ** 31 - 1, `${name} is too large`);

/** A key: 1–256 characters, as decoded from the path. */
export const ledgerKeySchema = text('key', 256);

/** `POST …/claim`. */
export const claimBodySchema = z.object({
  fingerprint: text('fingerprint', 256),
  operation: text('operation', 128),
  window_ms: z
    .number({ error: 'window_ms must be a number of milliseconds' })
    .int('window_ms must be a whole number of milliseconds')
    .min(0, 'window_ms must not be negative')
    .max(MAX_LEDGER_WINDOW_MS, `window_ms must be at most ${MAX_LEDGER_WINDOW_MS} (365 days)`)
    .describe('An entry last changed longer ago than this is replaced (at most 365 days)'),
});

/** `POST …/retake`. */
export const retakeBodySchema = z.object({ expected_attempt: attempt('expected_attempt') });

/** `POST …/settle`: `project_id` is required with `created` and ignored with `unknown`. */
export const settleBodySchema = z
  .object({
    attempt: attempt('attempt'),
    state: z.enum(['created', 'unknown'], { error: 'state must be created or unknown' }),
    project_id: text('project_id', 256).nullish().describe('Required with created'),
  })
  .refine((b) => b.state !== 'created' || b.project_id, {
    message: 'project_id is required when state is created',
    path: ['project_id'],
  });

/** An entry as the API answers it. */
export const presentEntry = (e: LedgerEntry) => ({
  key: e.key,
  fingerprint: e.fingerprint,
  operation: e.operation,
  state: e.state,
  attempt: e.attempt,
  project_id: e.projectId,
  sent_at: e.sentAt,
  updated_at: e.updatedAt,
});
