/**
 * Running Estimate Credits: every item read from the tool's form and checked
 * as a run checks it (core's `resolveSources` with binary fields standing in
 * as empty files: nothing read, uploaded or created), then core's
 * `estimateBatch` per item against the workflow's shared Dedupe Keys. One
 * output per input item with its own estimate and the batch's figures
 * (estimate-output.ts).
 */
import {
  describeFields,
  estimateBatch,
  getOperation,
  resolveSources,
  type IdempotencyLedger,
} from '@genservice/core/internal';
import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { toNodeError } from '../../helpers/errors';
import { ledgerFor } from '../../ledger/for-run';
import { binaryStandIns } from '../../transport/binary';
import { clientFor } from '../../transport/client';
import { readBody } from './body';
import { batchFields, itemFields, type ItemEstimate } from './estimate-output';
import { dedupeKeyAt, readKeyedOptions } from './keyed';

type Checked = { params: Record<string, unknown>; key: string | null } | { error: IDataObject };

/** The estimate of catalog tool `key` for every input item; outputs keep input order and pairing. */
export async function estimateItems(
  this: IExecuteFunctions,
  key: string,
): Promise<INodeExecutionData[]> {
  const op = getOperation(key);
  const fields = describeFields(op);
  const node = this.getNode();
  const checked: Checked[] = [];
  for (let i = 0; i < this.getInputData().length; i++) {
    try {
      const params = readBody(this, fields, i);
      await resolveSources(op, params, { hostSource: binaryStandIns(this, i) });
      checked.push({ params, key: dedupeKeyAt(this, i) });
    } catch (err) {
      const error = toNodeError(node, err, i);
      if (!this.continueOnFail()) throw error;
      checked.push({ error: { error: error.message, description: error.description ?? null } });
    }
  }
  const valid = checked.flatMap((c) => ('params' in c ? [c] : []));
  const { client, credentials } = await clientFor(this);
  const window = readKeyedOptions((this.getNodeParameter('options', 0, {}) ?? {}) as IDataObject);
  const shared = valid.some((c) => c.key)
    ? ledgerFor(this, credentials, Number.POSITIVE_INFINITY, Date.now(), op.key)
    : undefined;
  const keys = shared && {
    ledger: within(shared.ledger, window.windowMs),
    scope: shared.scope,
    jobs: client.jobs,
  };
  const account = await client.account.get().catch(() => null);
  const tier = account?.tier ?? null;
  const parts: ItemEstimate[] = [];
  for (const c of valid)
    parts.push(
      await estimateBatch([{ operation: op.key, params: c.params, key: c.key }], {
        ...(c.key && keys),
        tier,
      }),
    );
  const balance = account?.credits ?? null;
  const batch = batchFields(parts, balance);
  let j = 0;
  return checked.map((c, i) => ({
    json:
      'params' in c
        ? { tool: op.label, ...itemFields(parts[j++]!, c.key), batch }
        : { tool: op.label, ...c.error, batch },
    pairedItem: { item: i },
  }));
}

/** `ledger` read-only, forgetting what was last used more than `windowMs` ago (as a run would). */
function within(ledger: IdempotencyLedger, windowMs: number): IdempotencyLedger {
  return {
    ...ledger,
    async get(key) {
      const entry = await ledger.get(key);
      return entry && Date.now() - entry.updatedAt <= windowMs ? entry : undefined;
    },
  };
}
