/**
 * The waiting, download and batch options of every operation that creates or
 * waits for a job, worded for the person filling the form, and how they are
 * read (from the first item: they apply to the whole batch).
 */
import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { LIMIT_OPTIONS, readWaitLimit, type WaitLimit } from './limit';

/** How a job is finished off once created. */
export interface FinishOptions {
  wait: boolean;
  /** When waiting stops with an error carrying the project ID; undefined: no limit. */
  limit?: WaitLimit;
  download: boolean;
  binaryProperty: string;
  maxConcurrency: number;
  /** `auto`: pause the run until the jobs end, where possible; `poll`: check on a schedule. */
  method: 'auto' | 'poll';
  /** Output only core's `SIMPLE_OUTPUT_FIELDS` (failed items keep every field). */
  simplify: boolean;
}

/** Reads one node parameter (an execute or webhook context's `getNodeParameter` for the first item). */
export type ParamReader = (name: string, fallback: unknown) => unknown;

const WAIT_METHOD: INodeProperties = {
  displayName: 'How to Wait',
  name: 'waitMethod',
  type: 'options',
  default: 'auto',
  description: 'What n8n does while the job renders',
  options: [
    {
      name: 'Check for the Result',
      value: 'poll',
      description: 'Asks the service every few seconds while the workflow keeps running',
    },
    {
      name: 'Pause the Workflow When Possible',
      value: 'auto',
      description:
        'Frees n8n while long jobs render and continues when they finish. Needs instant events set up in the credentials and On Error set to continue (Settings); otherwise it checks for the result instead.',
    },
  ],
};

const SHARED_OPTIONS: INodeProperties[] = [
  {
    displayName: 'Max Concurrency',
    name: 'maxConcurrency',
    type: 'number',
    default: 10,
    typeOptions: { minValue: 1 },
    description: 'How many items are uploaded, started or downloaded at the same time',
  },
  {
    displayName: 'Put Output in Field',
    name: 'binaryPropertyName',
    type: 'string',
    default: 'data',
    description: 'Field for the first result file; further files get _1, _2, … appended',
  },
];

/**
 * The option properties, shown for `show`; `withWaitToggle` adds "Wait for Completion" and "How to
 * Wait"; `more` joins the Options collection (kept in alphabetical order).
 */
export function finishProperties(
  show: INodeProperties['displayOptions'],
  withWaitToggle: boolean,
  more: INodeProperties[] = [],
): INodeProperties[] {
  const whenWaiting = withWaitToggle
    ? { show: { ...show?.show, waitForCompletion: [true] } }
    : show;
  const toggle: INodeProperties = {
    displayName: 'Wait for Completion',
    name: 'waitForCompletion',
    type: 'boolean',
    default: true,
    displayOptions: show,
    description:
      'Whether to wait until the result is ready before continuing; otherwise the new project ID is returned at once',
  };
  return [
    ...(withWaitToggle ? [toggle] : []),
    {
      displayName: 'Download Outputs',
      name: 'downloadOutputs',
      type: 'boolean',
      default: true,
      displayOptions: whenWaiting,
      description:
        'Whether to return the results as files; otherwise only their links (valid for 24 hours) are returned',
    },
    {
      displayName: 'Simplify',
      name: 'simplify',
      type: 'boolean',
      default: true,
      displayOptions: show,
      description:
        'Whether to return a simplified version of the response instead of the raw data: the project ID, status, download URLs, credits, dedupe key and error message',
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      displayOptions: show,
      options: [
        ...(withWaitToggle ? [WAIT_METHOD] : []),
        ...LIMIT_OPTIONS,
        ...SHARED_OPTIONS,
        ...more,
      ].sort((a, b) => a.displayName.localeCompare(b.displayName)),
    },
  ];
}

/** The finish options as the node's parameters set them; a wait limit starts at `now`. */
export function readFinishOptions(
  param: ParamReader,
  withWaitToggle: boolean,
  now: number = Date.now(),
): FinishOptions {
  const options = (param('options', {}) ?? {}) as IDataObject & {
    binaryPropertyName?: string;
    maxConcurrency?: number;
    waitMethod?: string;
  };
  const wait = withWaitToggle ? param('waitForCompletion', true) !== false : true;
  const limit = wait ? readWaitLimit(options, now) : undefined;
  return {
    wait,
    download: wait && param('downloadOutputs', true) !== false,
    ...(limit ? { limit } : {}),
    binaryProperty: options.binaryPropertyName?.trim() || 'data',
    maxConcurrency: Math.max(1, Math.floor(Number(options.maxConcurrency ?? 10) || 10)),
    method: wait && withWaitToggle && (options.waitMethod ?? 'auto') === 'auto' ? 'auto' : 'poll',
    simplify: param('simplify', true) !== false,
  };
}

/** The first item's parameters of an execute context, as a `ParamReader`. */
export const firstItem =
  (ctx: { getNodeParameter(name: string, i: number, fallback?: unknown): unknown }): ParamReader =>
  (name, fallback) =>
    ctx.getNodeParameter(name, 0, fallback);
