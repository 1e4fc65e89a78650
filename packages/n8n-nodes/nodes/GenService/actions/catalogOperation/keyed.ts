/**
 * Dedupe keys and the credit budget on the form: the "Dedupe Key" field every
 * tool shows after its own fields, the options that go with it, and how both
 * are read. Help text says where keys are kept and when they are forgotten.
 */
import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { WHERE } from '../../ledger/for-run';

const DAY_MS = 86_400_000;

/** The "Dedupe Key" field (shown after the tool's own fields, before Wait for Completion). */
export const DEDUPE_KEY: INodeProperties = {
  displayName: 'Dedupe Key',
  name: 'dedupeKey',
  type: 'string',
  default: '',
  placeholder: '={{ $json.sku }}',
  description: `A value unique to the item, such as a SKU or row ID, so a re-run never pays twice. Within Remember Keys (Days), a key whose project is queued, rendering or complete returns that project and creates nothing; one whose project failed or was canceled is created again; the same key with other inputs is refused. Keys are kept by the relay when the credentials name one; otherwise in ${WHERE.saved}, saved when a production run ends (failed runs included), forgotten when this node is renamed or deleted, and not shared with other workflows or with runs of this one at the same time. Test runs keep them in n8n’s memory until it restarts.`,
};

/** The options of keyed runs and budgets, in the shared Options collection. */
export const KEYED_OPTIONS: INodeProperties[] = [
  {
    displayName: 'Dedupe Key Scope',
    name: 'dedupeKeyScope',
    type: 'options',
    default: 'node',
    description: 'Which nodes share the Dedupe Keys this node remembers',
    options: [
      {
        name: 'This Node',
        value: 'node',
        description: 'Keys are this node’s own',
      },
      {
        name: 'Workflow',
        value: 'workflow',
        description:
          'Keys are shared by every Magic Hour node of this workflow that runs the same tool, so Estimate Credits counts rows they already created as costing nothing',
      },
    ],
  },
  {
    displayName: 'Max Credits Per Run',
    name: 'maxCreditsPerRun',
    type: 'number',
    default: 0,
    typeOptions: { minValue: 0 },
    description:
      'Refuse the whole run, before anything is created, when its estimated credits exceed this (0: no cap). Items already done under their Dedupe Key cost nothing. The run is also refused when the estimate exceeds the account’s balance.',
  },
  {
    displayName: 'Recreate Unconfirmed',
    name: 'recreateUnconfirmed',
    type: 'boolean',
    default: false,
    description:
      'Whether to create a job again for a Dedupe Key whose earlier create got no answer (it may exist and be charged). Off: such an item fails with the time the earlier create was sent.',
  },
  {
    displayName: 'Remember Keys (Days)',
    name: 'rememberKeysDays',
    type: 'number',
    default: 30,
    typeOptions: { minValue: 0.001 },
    description: 'How long a Dedupe Key is remembered after its last use',
  },
];

/** The keyed-run options of a run (read from the first item: they apply to the whole batch). */
export interface KeyedRunOptions {
  windowMs: number;
  recreateUnconfirmed: boolean;
  /** Max Credits Per Run; undefined when there is no cap. */
  maxCredits?: number;
  /** Keys shared by the workflow's nodes running the same tool (Dedupe Key Scope "Workflow"). */
  sharedKeys?: true;
}

/** The keyed-run options the node's Options set. */
export function readKeyedOptions(options: IDataObject): KeyedRunOptions {
  const days = Number(options.rememberKeysDays ?? 30);
  const cap = Number(options.maxCreditsPerRun ?? 0);
  return {
    windowMs: (Number.isFinite(days) && days > 0 ? days : 30) * DAY_MS,
    recreateUnconfirmed: options.recreateUnconfirmed === true,
    ...(Number.isFinite(cap) && cap > 0 ? { maxCredits: cap } : {}),
    ...(options.dedupeKeyScope === 'workflow' ? { sharedKeys: true as const } : {}),
  };
}

/** Item `i`'s Dedupe Key, trimmed; null when empty. */
export function dedupeKeyAt(ctx: Pick<IExecuteFunctions, 'getNodeParameter'>, i: number) {
  const raw = ctx.getNodeParameter('dedupeKey', i, '') as unknown;
  const key = raw === undefined || raw === null ? '' : String(raw).trim();
  return key === '' ? null : key;
}
