/** The idempotency ledger's routes (`/v1/ledger/{key}`); each is the bearer token's tenant's own. */
import { z } from 'zod';
import { claimAnswer, ledgerEntryAnswer } from '../routes/answer-schemas';
import { claim, getEntry, release, retake, settle } from '../routes/ledger';
import {
  claimBodySchema,
  ledgerKeySchema,
  retakeBodySchema,
  settleBodySchema,
} from '../routes/ledger-schemas';
import { releaseQuery } from './queries';
import { error, route, tenantErrors } from './route-spec';

const key = z.object({
  key: ledgerKeySchema.describe('The dedupe key, URL-encoded (1–256 characters)'),
});
const errors = {
  400: error('Invalid key, body or query; the message says what is wrong'),
  ...tenantErrors,
};
const plain = { objectOnly: true, issues: 'plain' } as const;

/** The routes, in matching order. */
export const ledgerRoutes = [
  route({
    method: 'GET',
    path: '/v1/ledger/{key}',
    operationId: 'getLedgerEntry',
    tag: 'Ledger',
    summary: 'A dedupe key’s entry',
    auth: 'tenant',
    params: key,
    responses: {
      200: { description: 'The entry', body: ledgerEntryAnswer },
      404: error('No entry for this key'),
      ...errors,
    },
    handle: (c, { tenant, res, params }) => getEntry(c, tenant!, res, params.key),
  }),
  route({
    method: 'POST',
    path: '/v1/ledger/{key}/claim',
    operationId: 'claimLedgerKey',
    tag: 'Ledger',
    summary: 'Claim the key before a create, unless a live entry has it (atomic)',
    auth: 'tenant',
    params: key,
    body: { schema: claimBodySchema, ...plain },
    responses: {
      201: { description: 'Claimed: a new pending attempt', body: claimAnswer },
      200: { description: 'Not claimed: the live entry', body: claimAnswer },
      ...errors,
    },
    handle: (c, { tenant, res, params, body }) => claim(c, tenant!, res, params.key, body),
  }),
  route({
    method: 'POST',
    path: '/v1/ledger/{key}/retake',
    operationId: 'retakeLedgerKey',
    tag: 'Ledger',
    summary: 'Start a new pending attempt if the entry is still at expected_attempt (atomic)',
    auth: 'tenant',
    params: key,
    body: { schema: retakeBodySchema, ...plain },
    responses: {
      200: { description: 'The new attempt', body: ledgerEntryAnswer },
      409: error('No entry at that attempt'),
      ...errors,
    },
    handle: (c, { tenant, res, params, body }) => retake(c, tenant!, res, params.key, body),
  }),
  route({
    method: 'POST',
    path: '/v1/ledger/{key}/settle',
    operationId: 'settleLedgerKey',
    tag: 'Ledger',
    summary: 'Record what an attempt came to (ignored when it is no longer current)',
    auth: 'tenant',
    params: key,
    body: { schema: settleBodySchema, ...plain },
    responses: { 204: { description: 'Recorded, or ignored' }, ...errors },
    handle: (c, { tenant, res, params, body }) => settle(c, tenant!, res, params.key, body),
  }),
  route({
    method: 'DELETE',
    path: '/v1/ledger/{key}',
    operationId: 'releaseLedgerKey',
    tag: 'Ledger',
    summary: 'Forget a pending attempt whose create surely did not happen (ignored otherwise)',
    auth: 'tenant',
    params: key,
    query: releaseQuery,
    responses: { 204: { description: 'Forgotten, or nothing to forget' }, ...errors },
    handle: (c, { tenant, res, params, query }) =>
      release(c, tenant!, res, params.key, query.attempt),
  }),
];
