/**
 * One incoming delivery: verified on the raw body (Standard Webhooks from the
 * relay, or the service's own signature in Direct mode), answered 401 when
 * verification fails, filtered by the selected events, deduplicated, and flattened.
 */
import {
  GenServiceError,
  matchesEvent,
  parseEvent,
  verifyServiceWebhook,
  verifyStandardWebhook,
} from '@genservice/core';
import {
  NodeOperationError,
  type IDataObject,
  type IWebhookFunctions,
  type IWebhookResponseData,
} from 'n8n-workflow';
import { readCredentials } from '../GenService/transport/client';
import { firstDelivery } from './dedupe';
import type { TriggerState } from './lifecycle';

/** The workflow data for a verified delivery of a selected event; 401 without a run otherwise. */
export async function receive(this: IWebhookFunctions): Promise<IWebhookResponseData> {
  const req = this.getRequestObject();
  const rawBody =
    (req as { rawBody?: Uint8Array }).rawBody ??
    new TextEncoder().encode(JSON.stringify(req.body ?? {}));
  let event: { type: string; project: IDataObject; key: string };
  try {
    event = await verify(this, rawBody, req.headers);
  } catch (err) {
    if (!(err instanceof GenServiceError))
      throw new NodeOperationError(this.getNode(), err as Error);
    this.getResponseObject().status(401).json({ message: 'Invalid webhook signature' });
    return { noWebhookResponse: true };
  }
  if (!matchesEvent(event.type, this.getNodeParameter('events') as string[]))
    return { webhookResponse: { ignored: event.type } };
  if (!firstDelivery(`${this.getWorkflow().id}:${this.getNode().id}`, event.key))
    return { webhookResponse: { duplicate: true } };
  return { workflowData: [[{ json: flatten(event.type, event.project) }]] };
}

async function verify(
  ctx: IWebhookFunctions,
  rawBody: Uint8Array,
  headers: Record<string, string | string[] | undefined>,
) {
  if (ctx.getNodeParameter('mode') === 'direct') {
    const { webhookSecret } = await readCredentials(ctx);
    const parsed = verifyServiceWebhook({ rawBody, headers, secret: webhookSecret });
    return { type: parsed.type, project: parsed.payload as IDataObject, key: parsed.dedupeKey };
  }
  const { secret = '' } = ctx.getWorkflowStaticData('node') as TriggerState;
  const body = verifyStandardWebhook({ rawBody, headers, secret }) as {
    type?: unknown;
    data?: unknown;
  };
  const parsed = parseEvent({ type: body.type, payload: body.data });
  return {
    type: parsed.type,
    project: parsed.payload as IDataObject,
    key: `relay:${String(headerValue(headers, 'webhook-id'))}`,
  };
}

function headerValue(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The project with the event's name, kind and action, and its first output and error lifted to the top. */
export function flatten(type: string, project: IDataObject): IDataObject {
  const [kind = '', action = ''] = type.split('.');
  const downloads = (project.downloads as { url?: string }[] | undefined) ?? [];
  const error = project.error as { code?: string; message?: string } | null | undefined;
  return {
    event: type,
    kind,
    action,
    ...project,
    download_url: downloads[0]?.url ?? null,
    error_code: error?.code ?? null,
    error_message: error?.message ?? null,
  };
}
