/**
 * The waiting, download and batch options shared by every operation that
 * creates or waits for a job, and how they are read.
 */
import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

/** How a job is finished off once created. */
export interface FinishOptions {
  wait: boolean;
  timeoutMs: number;
  download: boolean;
  binaryProperty: string;
  maxConcurrency: number;
  /** `auto`: pause the run until the relay reports the jobs ended, where possible; `poll` otherwise. */
  method: 'auto' | 'poll';
}

/** The options properties, shown for `show`; `withWaitToggle` adds "Wait for Completion". */
export function finishProperties(
  show: INodeProperties['displayOptions'],
  withWaitToggle: boolean,
): INodeProperties[] {
  const whenWaiting = withWaitToggle
    ? { show: { ...show?.show, waitForCompletion: [true] } }
    : show;
  return [
    ...(withWaitToggle
      ? [
          {
            displayName: 'Wait for Completion',
            name: 'waitForCompletion',
            type: 'boolean',
            default: true,
            displayOptions: show,
            description:
              'Whether to wait until the job is complete before continuing; otherwise the created project ID is returned at once',
          } as INodeProperties,
        ]
      : []),
    ...(withWaitToggle
      ? [
          {
            displayName: 'Waiting Method',
            name: 'waitMethod',
            type: 'options',
            default: 'auto',
            displayOptions: whenWaiting,
            description:
              'Automatic pauses the run until the relay reports the jobs ended (freeing n8n meanwhile) when the credentials name a relay, the run can be resumed (not the CLI or an AI tool), and the node continues on error (n8n cannot fail a node after resuming it); otherwise it polls',
            options: [
              { name: 'Automatic', value: 'auto' },
              {
                name: 'Poll the Service',
                value: 'poll',
                description: 'Check the job on a backoff schedule while the run stays active',
              },
            ],
          } as INodeProperties,
        ]
      : []),
    {
      displayName: 'Download Outputs',
      name: 'downloadOutputs',
      type: 'boolean',
      default: true,
      displayOptions: whenWaiting,
      description:
        'Whether to return the outputs as binary data; otherwise only their URLs (valid for 24 hours) are returned',
    },
    {
      displayName: 'Options',
      name: 'options',
      type: 'collection',
      placeholder: 'Add Option',
      default: {},
      displayOptions: show,
      options: [
        {
          displayName: 'Timeout (Minutes)',
          name: 'timeoutMinutes',
          type: 'number',
          default: 30,
          typeOptions: { minValue: 0.1 },
          description:
            'When polling: how long to wait before returning the project ID with its current status (the job keeps running; Project → Wait can pick it up). A paused run waits until its jobs end.',
        },
        {
          displayName: 'Put Output in Field',
          name: 'binaryPropertyName',
          type: 'string',
          default: 'data',
          description:
            'Binary property for the first output; further outputs get _1, _2, … appended',
        },
        {
          displayName: 'Max Concurrency',
          name: 'maxConcurrency',
          type: 'number',
          default: 10,
          typeOptions: { minValue: 1 },
          description:
            'How many items are uploaded, submitted or downloaded at once; every submitted job is waited for concurrently',
        },
      ],
    },
  ];
}

/** The finish options (read from the first item: they apply to the whole batch). */
export function readFinishOptions(
  ctx: Pick<IExecuteFunctions, 'getNodeParameter'>,
  withWaitToggle: boolean,
): FinishOptions {
  const options = ctx.getNodeParameter('options', 0, {}) as {
    timeoutMinutes?: number;
    binaryPropertyName?: string;
    maxConcurrency?: number;
  };
  const wait = withWaitToggle
    ? (ctx.getNodeParameter('waitForCompletion', 0, true) as boolean)
    : true;
  return {
    wait,
    download: wait && (ctx.getNodeParameter('downloadOutputs', 0, true) as boolean),
    timeoutMs: Math.max(0.1, options.timeoutMinutes ?? 30) * 60_000,
    binaryProperty: options.binaryPropertyName?.trim() || 'data',
    maxConcurrency: Math.max(1, Math.floor(options.maxConcurrency ?? 10)),
    method:
      wait && withWaitToggle && ctx.getNodeParameter('waitMethod', 0, 'auto') === 'auto'
        ? 'auto'
        : 'poll',
  };
}
