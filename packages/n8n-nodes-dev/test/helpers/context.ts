/**
 * Mocked n8n execution contexts for unit tests: parameters per item, input
 * items with binary data, credentials, and `helpers.httpRequest` built on
 * axios the way n8n converts its options, so nock sees real HTTP.
 */
import axios from 'axios';
import { buffer } from 'node:stream/consumers';
import type {
  IBinaryData,
  IDataObject,
  IExecuteFunctions,
  IHttpRequestOptions,
  INodeExecutionData,
} from 'n8n-workflow';

export const CREDENTIALS = {
  apiKey: 'sk-test-key',
  baseUrl: 'http://api.test',
  relayUrl: 'http://relay.test',
  relayToken: 'relay-token',
  webhookSecret: 'whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQ=',
};

/** What a fake httpRequest saw, for assertions. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: Record<string, unknown>;
}

/** n8n's helpers.httpRequest reduced to its option mapping onto axios. */
export function fakeHttpRequest(
  seen: SeenRequest[] = [],
  onStart?: (req: SeenRequest) => () => void,
) {
  return async (options: IHttpRequestOptions) => {
    const req = {
      method: options.method ?? 'GET',
      url: options.url,
      headers: { ...(options.headers ?? {}) },
    };
    seen.push(req);
    const done = onStart?.(req);
    try {
      const res = await axios({
        method: options.method,
        url: options.url,
        headers: options.headers as Record<string, string>,
        data: options.body,
        responseType: options.encoding as 'arraybuffer',
        timeout: options.timeout,
        signal: options.abortSignal as AbortSignal,
        maxRedirects: options.disableFollowRedirect ? 0 : 5,
        validateStatus: options.ignoreHttpStatusErrors ? () => true : undefined,
      });
      return options.returnFullResponse
        ? { body: res.data, headers: res.headers, statusCode: res.status }
        : res.data;
    } finally {
      done?.();
    }
  };
}

export interface ContextOptions {
  /** Node parameters; a function gives a per-item value. */
  params: Record<string, unknown | ((i: number) => unknown)>;
  items?: INodeExecutionData[];
  continueOnFail?: boolean;
  seen?: SeenRequest[];
  onStart?: (req: SeenRequest) => () => void;
  /** Stored (out-of-band) binary files by id. */
  stored?: Record<string, { bytes: Uint8Array; fileName: string }>;
  /** The execution mode (default `manual`). */
  mode?: string;
  /** Set when the node pauses the run. */
  paused?: { waitTill?: Date };
  /** The node's static data (`getWorkflowStaticData('node')`); default a fresh object. */
  staticData?: IDataObject;
  /** The workflow id (default `wf-1`). */
  workflowId?: string;
  /** Credential values over `CREDENTIALS` (e.g. `relayUrl: ''` for no relay). */
  credentials?: Partial<typeof CREDENTIALS>;
}

/** An `IExecuteFunctions` good enough for the node's execute path. */
export function executeContext(options: ContextOptions): IExecuteFunctions {
  const items: INodeExecutionData[] = options.items ?? [{ json: {} }];
  const stored = options.stored ?? {};
  const executeData = { data: { main: [items] }, node: {}, source: null };
  const staticData = options.staticData ?? {};
  const ctx = {
    getInputData: () => items,
    getExecuteData: () => executeData,
    getWorkflow: () => ({ id: options.workflowId ?? 'wf-1', active: true }),
    getWorkflowStaticData: () => staticData,
    getNode: () => ({
      id: 'node-1',
      name: 'Magic Hour',
      type: 'n8n-nodes-magic-hour.genService',
      typeVersion: 1,
      position: [0, 0],
      parameters: {},
    }),
    getNodeParameter: (name: string, i: number, fallback?: unknown) => {
      // Suites assert the full output unless they turn Simplify on (its default is tested on its own).
      const value = name === 'simplify' ? (options.params[name] ?? false) : options.params[name];
      const resolved = typeof value === 'function' ? (value as (i: number) => unknown)(i) : value;
      return resolved === undefined ? fallback : resolved;
    },
    continueOnFail: () => options.continueOnFail ?? false,
    getCredentials: async () => ({ ...CREDENTIALS, ...options.credentials }),
    getExecutionCancelSignal: () => undefined,
    getMode: () => options.mode ?? 'manual',
    getExecutionId: () => 'exec-1',
    evaluateExpression: (expression: string) =>
      expression.includes('$execution.resumeUrl')
        ? 'http://n8n.test/webhook-waiting/exec-1?signature=tok'
        : expression,
    putExecutionToWait: async (waitTill: Date) =>
      void ((options.paused ??= {}).waitTill = waitTill),
    helpers: {
      httpRequest: fakeHttpRequest(options.seen, options.onStart),
      getBinaryMetadata: async (id: string) => ({
        fileName: stored[id]!.fileName,
        fileSize: stored[id]!.bytes.byteLength,
      }),
      getBinaryStream: async (id: string) =>
        (async function* () {
          yield stored[id]!.bytes;
        })(),
      getBinaryDataBuffer: async (i: number, name: string) =>
        Buffer.from(items[i]!.binary![name]!.data, 'base64'),
      prepareBinaryData: async (
        data: NodeJS.ReadableStream | Buffer,
        fileName?: string,
        mimeType?: string,
      ): Promise<IBinaryData> => {
        const bytes = Buffer.isBuffer(data) ? data : await buffer(data);
        return {
          data: bytes.toString('base64'),
          fileName,
          mimeType: mimeType ?? 'application/octet-stream',
          fileSize: String(bytes.byteLength),
        };
      },
    },
  };
  return ctx as unknown as IExecuteFunctions;
}

/** An input item with one in-memory binary property. */
export function binaryItem(
  name: string,
  bytes: Uint8Array,
  fileName: string,
  mimeType: string,
  json: IDataObject = {},
): INodeExecutionData {
  return {
    json,
    binary: { [name]: { data: Buffer.from(bytes).toString('base64'), fileName, mimeType } },
  };
}
