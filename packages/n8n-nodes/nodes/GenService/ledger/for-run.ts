/**
 * Where this node remembers dedupe keys for a run: the relay when the
 * credentials name one (durable, shared by every run and workflow of the
 * tenant); otherwise the node's static data, which n8n saves with the workflow
 * when a production run ends (failed runs included, canceled ones not); manual
 * runs are never saved by n8n, so they keep keys in this process's memory,
 * on top of what production runs saved. Keys shared across the workflow
 * (Dedupe Key Scope "Workflow") are kept per tool in the workflow's global
 * data instead of the node's, so every node running that tool (and Estimate
 * Credits) sees them.
 */
import { createRelayLedger, type IdempotencyLedger } from '@genservice/core/internal';
import type { IExecuteFunctions } from 'n8n-workflow';
import type { GenServiceCredentials } from '../transport/client';
import { relayOptions } from '../transport/relay';
import { createRecordLedger, forgetExpired, mergeNewer, type LedgerRecord } from './record-ledger';

/** What the help text and errors call each place. */
export const WHERE = {
  saved: 'this workflow’s saved data in n8n',
  memory: 'n8n’s memory (test runs are not saved; forgotten when n8n restarts)',
} as const;

/** The ledger of a run and the scope that keeps its keys apart from other workflows and nodes. */
export interface RunLedger {
  ledger: IdempotencyLedger;
  scope: string;
}

type Ctx = Pick<
  IExecuteFunctions,
  'getWorkflow' | 'getNode' | 'getMode' | 'getWorkflowStaticData' | 'helpers'
>;

const manualRecords = new Map<string, LedgerRecord>();

/**
 * The ledger for this run; entries older than `windowMs` are dropped from n8n-kept records. With
 * `sharedTool` (a catalog operation key) the keys are the workflow's for that tool, not the node's.
 */
export function ledgerFor(
  ctx: Ctx,
  credentials: Pick<GenServiceCredentials, 'relayUrl' | 'relayToken'> & {
    selfHostedToken?: boolean;
  },
  windowMs: number,
  now: number = Date.now(),
  sharedTool?: string,
): RunLedger {
  const workflow = ctx.getWorkflow().id ?? 'unsaved';
  const scope = sharedTool ? `${workflow}:tool:${sharedTool}` : `${workflow}:${ctx.getNode().id}`;
  if (credentials.relayUrl) {
    const ledger = createRelayLedger(relayOptions(credentials, ctx.helpers));
    return { ledger, scope };
  }
  const saved = ctx.getWorkflowStaticData(sharedTool ? 'global' : 'node') as LedgerRecord;
  if (ctx.getMode() !== 'manual') {
    forgetExpired(saved, windowMs, now);
    return { ledger: createRecordLedger(saved, WHERE.saved), scope };
  }
  let memory = manualRecords.get(scope);
  if (!memory) manualRecords.set(scope, (memory = {}));
  mergeNewer(memory, saved);
  forgetExpired(memory, windowMs, now);
  return { ledger: createRecordLedger(memory, WHERE.memory), scope };
}
