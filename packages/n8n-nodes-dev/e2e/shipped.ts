/**
 * The ready-made workflows in `workflows/` as the tests, the bench and the
 * playground import them: their files folder moved to one n8n may use, and
 * node parameters changed where a test needs it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The folder the shipped workflows read and write under (n8n's Docker default). */
export const SHIPPED_FOLDER = '/home/node/.n8n-files';
export const WORKFLOWS_DIR = join(__dirname, '..', '..', 'n8n-nodes', 'workflows');

/** The shipped workflow files, by what they do. */
export const SHIPPED = {
  csvBatch: { file: 'csv-batch-to-files.json', id: 'gsWfCsvBatch0001' },
  scheduled: { file: 'scheduled-batch-with-budget.json', id: 'gsWfScheduled001' },
  saveVideos: { file: 'save-completed-videos.json', id: 'gsWfSaveVideos01' },
  estimateApprove: { file: 'csv-estimate-approve-run.json', id: 'gsWfEstApprove01' },
} as const;

type ShippedNode = {
  name: string;
  type: string;
  parameters: Record<string, unknown>;
  webhookId?: string;
};
export type ShippedWorkflow = { id: string; name: string; nodes: ShippedNode[] };

/** A shipped workflow whose files live under `folder` instead of `SHIPPED_FOLDER`. */
export function shippedWorkflow(file: string, folder: string): ShippedWorkflow {
  const text = readFileSync(join(WORKFLOWS_DIR, file), 'utf8');
  return JSON.parse(text.split(SHIPPED_FOLDER).join(folder)) as ShippedWorkflow;
}

/** A copy of `wf` with `changes` merged into the parameters of node `name` (one level deep for objects). */
export function withParameters(
  wf: ShippedWorkflow,
  name: string,
  changes: Record<string, unknown>,
  id = wf.id,
): ShippedWorkflow {
  if (!wf.nodes.some((n) => n.name === name)) throw new Error(`${wf.name} has no node ${name}`);
  const merge = (a: unknown, b: unknown) =>
    a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(b)
      ? { ...a, ...b }
      : b;
  return {
    ...wf,
    id,
    nodes: wf.nodes.map((n) =>
      n.name !== name
        ? n
        : {
            ...n,
            parameters: Object.fromEntries(
              [...new Set([...Object.keys(n.parameters), ...Object.keys(changes)])].map((k) => [
                k,
                k in changes ? merge(n.parameters[k], changes[k]) : n.parameters[k],
              ]),
            ),
          },
    ),
  };
}

/** A copy of `wf` whose Magic Hour nodes use the credential `credential`. */
export function withCredential(
  wf: ShippedWorkflow,
  credential: { id: string; name: string },
): ShippedWorkflow {
  return {
    ...wf,
    nodes: wf.nodes.map((n) =>
      n.type.startsWith('n8n-nodes-magic-hour.')
        ? { ...n, credentials: { genServiceApi: credential } }
        : n,
    ),
  };
}
