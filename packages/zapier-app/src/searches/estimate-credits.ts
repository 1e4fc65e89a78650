/**
 * "Estimate Credits": what one run of a tool would cost, from the same form
 * as the tool's create (picked in Tool), without running it. The input is
 * validated as the create validates it (form labels in messages); files are
 * neither fetched nor uploaded and nothing is created. The estimate is the
 * core's `estimateBatch` (the one the n8n node and budgets use): null and
 * `unknown` when the catalog cannot price it, `credits_bound` when it is only
 * a bound, 0 and `covered_by_dedupe_key` when the Dedupe Key's project exists.
 */
import {
  EXTENSIONS,
  estimateBatch,
  getOperation,
  resolveSources,
  ValidationError,
  type HostSource,
  type Operation,
} from '@genservice/core/internal';
import type { Bundle, ZObject } from 'zapier-platform-core';
import { withZapierErrors } from '../errors';
import { ledgerFor, zapScope } from '../dedupe';
import { bodyFromInput } from '../fields/body';
import {
  additionalField,
  pickedTool,
  TOOL_FIELD,
  toolField,
  toolFields,
} from '../fields/estimate-fields';
import { dedupeKeyField, dedupeKeyOf } from '../fields/run-fields';
import { needsUpload } from '../creates/files';
import { clientFor, stepDeadline } from '../service';

/** The search's output. */
export interface EstimateOutput {
  id: string;
  tool: string;
  credits_estimated: number | null;
  unknown: boolean;
  credits_bound: string;
  covered_by_dedupe_key: boolean;
  balance: number | null;
}

/** A file the service would need uploaded, held as an empty stand-in: nothing is fetched. */
const standIn: HostSource = async (value, field) =>
  needsUpload(value)
    ? { data: new Uint8Array(0), filename: `file.${EXTENSIONS[field.types[0] ?? 'image'][0]}` }
    : undefined;

function toolOf(input: Record<string, unknown>): Operation {
  const key = String(input[TOOL_FIELD] ?? '').trim();
  const op = pickedTool(input);
  if (op) return getOperation(op.key);
  throw new ValidationError([
    { field: TOOL_FIELD, message: `Pick a tool in Tool (got ${JSON.stringify(key)}).` },
  ]);
}

async function perform(z: ZObject, bundle: Bundle): Promise<EstimateOutput[]> {
  const deadline = stepDeadline();
  const input = bundle.inputData ?? {};
  const op = toolOf(input);
  const params = bodyFromInput(op, input);
  await resolveSources(op, params, { hostSource: standIn });
  const key = dedupeKeyOf(input);
  const client = clientFor(z, bundle, deadline, { maxRetries: 0 });
  // The account's tier decides what `default` models and resolutions cost.
  const account = await client.account.get().catch(() => null);
  const estimate = await estimateBatch([{ operation: op.key, params, key: key ?? null }], {
    tier: account?.tier ?? null,
    ...(key === undefined
      ? {}
      : { ledger: ledgerFor(z, bundle, deadline), scope: zapScope(bundle), jobs: client.jobs }),
  });
  const balance = account?.credits ?? null;
  const credits = estimate.perItem[0] ?? null;
  const bounds = estimate.bounds;
  return [
    {
      id: `${op.key}:${key ?? ''}`,
      tool: op.label,
      credits_estimated: credits,
      unknown: credits === null,
      credits_bound: bounds?.[0] ?? 'exact',
      covered_by_dedupe_key: estimate.satisfied > 0,
      balance,
    },
  ];
}

/** The "Estimate Credits" search. */
export const estimateCredits = {
  key: 'estimate_credits',
  noun: 'Estimate',
  display: {
    label: 'Estimate Credits',
    description:
      'Finds what one run of a tool would cost in credits, checking its input, without uploading or creating anything.',
  },
  operation: {
    inputFields: [toolField, toolFields, additionalField, dedupeKeyField],
    perform: withZapierErrors(perform),
    sample: {
      id: 'face-swap-photo:row-42',
      tool: 'Face Swap Photo',
      credits_estimated: 5,
      unknown: false,
      credits_bound: 'exact',
      covered_by_dedupe_key: false,
      balance: 1200,
    },
    outputFields: [
      { key: 'tool', label: 'Tool', type: 'string' as const },
      { key: 'credits_estimated', label: 'Credits Estimated', type: 'number' as const },
      { key: 'unknown', label: 'Estimate Unknown', type: 'boolean' as const },
      { key: 'credits_bound', label: 'Credits Bound', type: 'string' as const },
      { key: 'covered_by_dedupe_key', label: 'Covered by Dedupe Key', type: 'boolean' as const },
      { key: 'balance', label: 'Credit Balance', type: 'number' as const },
    ],
  },
};
