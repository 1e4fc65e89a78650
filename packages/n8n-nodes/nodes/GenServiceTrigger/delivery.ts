/**
 * One incoming delivery: verified on the raw body by the core's
 * `verifyDelivery` (Standard Webhooks from the relay, or the service's own
 * signature in Direct mode), answered 401 when verification fails (no secret,
 * no raw body, bad signature or stale timestamp: it fails closed), filtered by
 * the selected events and the trigger's filters (the relay applies them too; in Direct mode
 * only this does), deduplicated, and output as the core's `eventOutput`.
 */
import {
  eventOutput,
  matchesEvent,
  matchesFilters,
  verifyDelivery,
  WebhookVerificationError,
  type VerifiedDelivery,
} from '@genservice/core/internal';
import {
  NodeOperationError,
  type IDataObject,
  type IWebhookFunctions,
  type IWebhookResponseData,
} from 'n8n-workflow';
import { readCredentials } from '../GenService/transport/client';
import { firstDelivery } from './dedupe';
import { triggerFilters } from './filters';
import type { TriggerState } from './lifecycle';

/**
 * The workflow data for a verified delivery of a selected event whose job passes the filters; an
 * acknowledgement without a run for any other event; 401 without a run when verification fails.
 */
export async function receive(this: IWebhookFunctions): Promise<IWebhookResponseData> {
  const req = this.getRequestObject() as { rawBody?: Uint8Array; headers: IDataObject };
  const direct = this.getNodeParameter('mode') === 'direct';
  const secret = direct
    ? (await readCredentials(this)).webhookSecret
    : (this.getWorkflowStaticData('node') as TriggerState).secret;
  let event: VerifiedDelivery;
  try {
    event = verifyDelivery({
      rawBody: req.rawBody,
      headers: req.headers as Record<string, string | string[] | undefined>,
      secret,
      scheme: direct ? 'service' : 'relay',
    });
  } catch (err) {
    if (!(err instanceof WebhookVerificationError))
      throw new NodeOperationError(this.getNode(), err as Error);
    this.getResponseObject().status(401).json({ message: 'Invalid webhook signature' });
    return { noWebhookResponse: true };
  }
  if (!matchesEvent(event.type, this.getNodeParameter('events') as string[]))
    return { webhookResponse: { ignored: event.type } };
  if (!matchesFilters(triggerFilters(this), event.job))
    return { webhookResponse: { ignored: event.type, filtered: true } };
  if (!firstDelivery(`${this.getWorkflow().id}:${this.getNode().id}`, event.id))
    return { webhookResponse: { duplicate: true } };
  return { workflowData: [[{ json: eventOutput(event) as unknown as IDataObject }]] };
}
