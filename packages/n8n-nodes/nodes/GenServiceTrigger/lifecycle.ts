/**
 * Activation and deactivation of the trigger's webhook: in Relay mode a relay
 * subscription whose id and secret live in the node's static data; in Direct
 * mode nothing to register (the user points the service's dashboard at n8n).
 */
import type { IHookFunctions } from 'n8n-workflow';
import { relayFor } from '../GenService/transport/relay';

/** What the node keeps between activations. */
export interface TriggerState {
  subscriptionId?: string;
  secret?: string;
}

const state = (ctx: IHookFunctions) => ctx.getWorkflowStaticData('node') as TriggerState;
const isDirect = (ctx: IHookFunctions) => ctx.getNodeParameter('mode') === 'direct';
const selectedEvents = (ctx: IHookFunctions) =>
  [...(ctx.getNodeParameter('events') as string[])].sort();

/** `checkExists`, `create` and `delete` for the node's default webhook. */
export const webhookLifecycle = {
  /** True when the stored subscription still exists for this URL and these events; forgets a stale one. */
  async checkExists(this: IHookFunctions): Promise<boolean> {
    if (isDirect(this)) return true;
    const data = state(this);
    if (!data.subscriptionId) return false;
    const relay = await relayFor(this);
    const sub = await relay.get(data.subscriptionId);
    const same =
      sub &&
      sub.url === this.getNodeWebhookUrl('default') &&
      JSON.stringify([...(sub.events ?? [])].sort()) === JSON.stringify(selectedEvents(this));
    if (same) return true;
    if (sub) await relay.unsubscribe(data.subscriptionId);
    delete data.subscriptionId;
    delete data.secret;
    return false;
  },

  /** Subscribes this workflow's webhook URL at the relay and stores the id and secret. */
  async create(this: IHookFunctions): Promise<boolean> {
    if (isDirect(this)) return true;
    const sub = await (
      await relayFor(this)
    ).subscribe({
      url: this.getNodeWebhookUrl('default') as string,
      events: selectedEvents(this),
    });
    Object.assign(state(this), { subscriptionId: sub.id, secret: sub.secret });
    return true;
  },

  /** Removes the relay subscription and forgets its secret. */
  async delete(this: IHookFunctions): Promise<boolean> {
    const data = state(this);
    if (data.subscriptionId) await (await relayFor(this)).unsubscribe(data.subscriptionId);
    delete data.subscriptionId;
    delete data.secret;
    return true;
  },
};
