/** The idempotency ledger's part of the relay's OpenAPI document (`/v1/ledger`). */
import { limitedResponse } from './openapi-page';
import { parameterSchema, ref } from './openapi-schemas';
import { ledgerKeySchema } from './routes/ledger-schemas';

const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const errors = {
  400: {
    description: 'Invalid key or body; the message says what is wrong',
    ...json(ref('Error')),
  },
  401: { description: 'Missing or invalid bearer token', ...json(ref('Error')) },
  ...limitedResponse,
};
const keyParam = {
  name: 'key',
  in: 'path',
  required: true,
  description: 'The dedupe key, URL-encoded (1–256 characters)',
  schema: parameterSchema(ledgerKeySchema),
};
const attempt = { type: 'integer', minimum: 1, maximum: 2 ** 31 - 1 };

/** The ledger routes; each is the bearer token's tenant's own. */
export const ledgerPaths = {
  '/v1/ledger/{key}': {
    get: {
      summary: 'A dedupe key’s entry',
      parameters: [keyParam],
      responses: {
        200: { description: 'The entry', ...json(ref('LedgerEntry')) },
        404: { description: 'No entry for this key' },
        ...errors,
      },
    },
    delete: {
      summary: 'Forget a pending attempt whose create surely did not happen (ignored otherwise)',
      parameters: [keyParam, { name: 'attempt', in: 'query', required: true, schema: attempt }],
      responses: { 204: { description: 'Forgotten, or nothing to forget' }, ...errors },
    },
  },
  '/v1/ledger/{key}/claim': {
    post: {
      summary: 'Claim the key before a create, unless a live entry has it (atomic)',
      parameters: [keyParam],
      requestBody: json(ref('LedgerClaim')),
      responses: {
        201: { description: 'Claimed: a new pending attempt', ...json(ref('LedgerClaimResult')) },
        200: { description: 'Not claimed: the live entry', ...json(ref('LedgerClaimResult')) },
        ...errors,
      },
    },
  },
  '/v1/ledger/{key}/retake': {
    post: {
      summary: 'Start a new pending attempt if the entry is still at expected_attempt (atomic)',
      parameters: [keyParam],
      requestBody: json(ref('LedgerRetake')),
      responses: {
        200: { description: 'The new attempt', ...json(ref('LedgerEntry')) },
        409: { description: 'No entry at that attempt', ...json(ref('Error')) },
        ...errors,
      },
    },
  },
  '/v1/ledger/{key}/settle': {
    post: {
      summary: 'Record what an attempt came to (ignored when it is no longer current)',
      parameters: [keyParam],
      requestBody: json(ref('LedgerSettle')),
      responses: { 204: { description: 'Recorded, or ignored' }, ...errors },
    },
  },
};
