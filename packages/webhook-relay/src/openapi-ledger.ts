/** The idempotency ledger's part of the relay's OpenAPI document (`/v1/ledger`). */
import { limitedResponse } from './openapi-page';
import { MAX_LEDGER_WINDOW_MS } from './store/ledger-schema';

const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
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
  schema: { type: 'string', minLength: 1, maxLength: 256 },
};
const attempt = { type: 'integer', minimum: 1, maximum: 2 ** 31 - 1 };

/** Request and answer bodies of the ledger routes. */
export const ledgerSchemas = {
  LedgerEntry: {
    type: 'object',
    required: [
      'key',
      'fingerprint',
      'operation',
      'state',
      'attempt',
      'project_id',
      'sent_at',
      'updated_at',
    ],
    properties: {
      key: { type: 'string' },
      fingerprint: { type: 'string', description: 'Hex sha-256 of the operation and its inputs' },
      operation: { type: 'string' },
      state: {
        type: 'string',
        enum: ['pending', 'created', 'unknown'],
        description:
          'pending: a create is being sent; created: it made project_id; unknown: it may have',
      },
      attempt: { ...attempt, description: '1 on the first claim, +1 on every retake' },
      project_id: { type: ['string', 'null'] },
      sent_at: {
        type: 'integer',
        description: 'When this attempt was recorded pending (ms epoch)',
      },
      updated_at: { type: 'integer', description: 'Last change (ms epoch)' },
    },
  },
  LedgerClaim: {
    type: 'object',
    required: ['fingerprint', 'operation', 'window_ms'],
    properties: {
      fingerprint: { type: 'string', minLength: 1, maxLength: 256 },
      operation: { type: 'string', minLength: 1, maxLength: 128 },
      window_ms: {
        type: 'integer',
        minimum: 0,
        maximum: MAX_LEDGER_WINDOW_MS,
        description: 'An entry last changed longer ago than this is replaced (at most 365 days)',
      },
    },
  },
  LedgerClaimResult: {
    type: 'object',
    properties: { claimed: { type: 'boolean' }, entry: ref('LedgerEntry') },
  },
  LedgerRetake: {
    type: 'object',
    required: ['expected_attempt'],
    properties: { expected_attempt: attempt },
  },
  LedgerSettle: {
    type: 'object',
    required: ['attempt', 'state'],
    properties: {
      attempt,
      state: { type: 'string', enum: ['created', 'unknown'] },
      project_id: { type: ['string', 'null'], description: 'Required with created' },
    },
  },
};

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
