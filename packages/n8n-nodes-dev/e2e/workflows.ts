/** The workflows and credentials the real-n8n end-to-end test and the bench import. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const CREDENTIAL = { id: 'gsCredential0001', name: 'Magic Hour (sandbox)' };
const credentials = { genServiceApi: CREDENTIAL };

type Node = {
  name: string;
  type: string;
  typeVersion: number;
  parameters: Record<string, unknown>;
  webhookId?: string;
  credentials?: unknown;
  onError?: string;
  executeOnce?: boolean;
};

/** A linear workflow from its nodes (connected in order). */
export function workflow(id: string, name: string, nodes: Node[]) {
  const connections = Object.fromEntries(
    nodes
      .slice(0, -1)
      .map((n, i) => [n.name, { main: [[{ node: nodes[i + 1]!.name, type: 'main', index: 0 }]] }]),
  );
  return {
    id,
    name,
    active: false,
    settings: { executionOrder: 'v1' },
    connections,
    nodes: nodes.map((n, i) => ({ id: `${id}-node-${i}`, position: [i * 220, 0], ...n })),
  };
}

export function credentialsFile(data: {
  apiKey: string;
  baseUrl: string;
  relayUrl?: string;
  relayToken?: string;
  webhookSecret?: string;
}) {
  return [{ ...CREDENTIAL, type: 'genServiceApi', data }];
}

const start: Node = {
  name: 'Start',
  type: 'n8n-nodes-base.manualTrigger',
  typeVersion: 1,
  parameters: {},
};

const setField = (name: string, type: string, value: string): Node => ({
  name: `Set ${name}`,
  type: 'n8n-nodes-base.set',
  typeVersion: 3.4,
  parameters: { assignments: { assignments: [{ id: name, name, type, value }] }, options: {} },
});

/** A node posting `jsonBody` (an n8n expression) to `url`. */
export const collect = (url: string, jsonBody: string, extra: Partial<Node> = {}): Node => ({
  name: 'Collect',
  type: 'n8n-nodes-base.httpRequest',
  typeVersion: 4.2,
  ...extra,
  parameters: { method: 'POST', url, sendBody: true, specifyBody: 'json', jsonBody, options: {} },
});

/** A webhook node starting the workflow on a POST to `path`. */
const startHook = (webhookId: string, path: string): Node => ({
  name: 'Start Hook',
  type: 'n8n-nodes-base.webhook',
  typeVersion: 2,
  webhookId,
  parameters: { httpMethod: 'POST', path, responseMode: 'onReceived', options: {} },
});

/** Face swap photo from a binary made in the workflow, outputs downloaded as binary. */
export function faceSwapWorkflow() {
  const face = readFileSync(join(__dirname, '../../sandbox/samples/face.png')).toString('base64');
  return workflow('gsFaceSwapPhoto1', 'Face swap photo', [
    start,
    setField('b64', 'string', face),
    {
      name: 'To File',
      type: 'n8n-nodes-base.convertToFile',
      typeVersion: 1.1,
      parameters: {
        operation: 'toBinary',
        sourceProperty: 'b64',
        options: { fileName: 'face.png', mimeType: 'image/png' },
      },
    },
    {
      name: 'Face Swap',
      type: 'n8n-nodes-magic-hour.genService',
      typeVersion: 1,
      credentials,
      parameters: {
        resource: 'image',
        operation: 'face-swap-photo',
        assets_target_file_path: 'data',
        assets_source_file_path: 'data',
        additionalFields: {},
        waitForCompletion: true,
        downloadOutputs: true,
        options: {},
      },
    },
  ]);
}

/** `count` QR code jobs, one per item, waited for together. */
export function batchWorkflow(id: string, count: number, options: Record<string, unknown> = {}) {
  return workflow(id, `Batch of ${count}`, [
    start,
    setField('items', 'array', JSON.stringify(Array.from({ length: count }, (_, i) => i))),
    {
      name: 'Split',
      type: 'n8n-nodes-base.splitOut',
      typeVersion: 1,
      parameters: { fieldToSplitOut: 'items', options: {} },
    },
    {
      name: 'QR Codes',
      type: 'n8n-nodes-magic-hour.genService',
      typeVersion: 1,
      credentials,
      parameters: {
        resource: 'image',
        operation: 'ai-qr-code-generator',
        content: '={{ "item " + $json.items }}',
        style_art_style: 'Watercolor',
        additionalFields: {},
        waitForCompletion: true,
        downloadOutputs: false,
        options,
      },
    },
  ]);
}

/** The trigger posting each event to `collectorUrl`: relay mode for image.completed, or direct mode for video.completed. */
export function triggerWorkflow(collectorUrl: string, mode: 'relay' | 'direct' = 'relay') {
  const [id, webhookId, events] =
    mode === 'relay'
      ? ['gsTriggerFlow001', 'e2e-genservice-trigger', ['image.completed']]
      : ['gsDirectTrigger1', 'e2e-genservice-direct', ['video.completed']];
  return workflow(id, `Trigger (${mode}) to collector`, [
    {
      name: 'On Event',
      type: 'n8n-nodes-magic-hour.genServiceTrigger',
      typeVersion: 1,
      webhookId,
      credentials,
      parameters: { mode, events },
    },
    collect(collectorUrl, '={{ JSON.stringify($json) }}'),
  ]);
}

/** A webhook-started QR code job that pauses until the relay reports it ended, then posts the result to `collectorUrl`. */
export function relayWaitWorkflow(collectorUrl: string) {
  return workflow('gsRelayWaitFlow1', 'Pause until the relay reports', [
    startHook('e2e-genservice-relay-wait', 'gs-relay-wait'),
    {
      name: 'QR Code',
      type: 'n8n-nodes-magic-hour.genService',
      typeVersion: 1,
      credentials,
      onError: 'continueRegularOutput',
      parameters: {
        resource: 'image',
        operation: 'ai-qr-code-generator',
        content: 'paused run',
        style_art_style: 'Watercolor',
        additionalFields: {},
        waitForCompletion: true,
        downloadOutputs: true,
        options: { waitMethod: 'auto' },
      },
    },
    collect(
      collectorUrl,
      '={{ JSON.stringify({ source: "relay-wait", id: $json.id, status: $json.status, fileName: $binary.data ? $binary.data.fileName : null }) }}',
    ),
  ]);
}

/** `count` QR code jobs started by a webhook at `path`, paused until the relay reports them ended; posts `{ source, count, complete }` once. */
export function pausedBatchWorkflow(id: string, path: string, count: number, collectorUrl: string) {
  const qr = batchWorkflow(id, count).nodes.find((n) => n.name === 'QR Codes')!;
  return workflow(id, `Paused batch of ${count}`, [
    startHook(`e2e-${path}`, path),
    setField('items', 'array', JSON.stringify(Array.from({ length: count }, (_, i) => i))),
    {
      name: 'Split',
      type: 'n8n-nodes-base.splitOut',
      typeVersion: 1,
      parameters: { fieldToSplitOut: 'items', options: {} },
    },
    {
      ...qr,
      onError: 'continueRegularOutput',
      parameters: { ...qr.parameters, options: { waitMethod: 'auto' } },
    } as Node,
    collect(
      collectorUrl,
      `={{ JSON.stringify({ source: "${path}", count: $input.all().length, complete: $input.all().filter((i) => i.json.status === "complete").length }) }}`,
      { executeOnce: true },
    ),
  ]);
}

/** One webhook-started paused job posting `{ source, id, status, error }` to `collectorUrl` (for a job made to fail). */
export function pausedFailureWorkflow(collectorUrl: string) {
  const flow = relayWaitWorkflow(collectorUrl);
  const [hook, qr, collect] = flow.nodes;
  return {
    ...flow,
    id: 'gsRelayFailure1',
    name: 'Paused job that fails',
    nodes: [
      {
        ...hook!,
        id: 'failure-hook',
        webhookId: 'e2e-genservice-relay-fail',
        parameters: { ...hook!.parameters, path: 'gs-relay-fail' },
      },
      { ...qr!, id: 'failure-qr', parameters: { ...qr!.parameters, downloadOutputs: false } },
      {
        ...collect!,
        id: 'failure-collect',
        parameters: {
          ...collect!.parameters,
          jsonBody:
            '={{ JSON.stringify({ source: "relay-fail", id: $json.id, status: $json.status, error: $json.error }) }}',
        },
      },
    ],
  };
}
