/**
 * Activation and deactivation of the trigger's webhook: in Relay mode one live
 * relay subscription per webhook URL, whose id and secret live in the node's
 * static data; in Direct mode nothing to register (the user points the
 * service's dashboard at n8n). The relay is the truth: n8n does not always
 * keep static data (a test listen, a restart), so every hook looks the URL up
 * at the relay and removes subscriptions for it that the node no longer holds.
 */
import type { IHookFunctions } from 'n8n-workflow';
import type { RelayClient, Subscription } from '@genservice/core/internal';
import { readCredentials } from '../GenService/transport/client';
import { relayFor } from '../GenService/transport/relay';
import { requireInboundSecret } from '../GenService/transport/relay-readiness';
import { filtersKey, triggerFilters } from './filters';

/** What the node keeps between activations. */
export interface TriggerState {
  subscriptionId?: string;
  secret?: string;
}

const state = (ctx: IHookFunctions) => ctx.getWorkflowStaticData('node') as TriggerState;
const isDirect = (ctx: IHookFunctions) => ctx.getNodeParameter('mode') === 'direct';
const webhookUrl = (ctx: IHookFunctions) => ctx.getNodeWebhookUrl('default') as string;
const selectedEvents = (ctx: IHookFunctions) =>
  [...(ctx.getNodeParameter('events') as string[])].sort();
const sameEvents = (sub: Subscription, events: string[]) =>
  JSON.stringify([...(sub.events ?? [])].sort()) === JSON.stringify(events);
const sameFilters = (sub: Subscription, ctx: IHookFunctions) =>
  filtersKey(sub.filters) === filtersKey(triggerFilters(ctx));

/** The tenant's trigger subscriptions (not one-job watches) delivering to `url`. */
async function subscriptionsFor(relay: RelayClient, url: string): Promise<Subscription[]> {
  return (await relay.list()).filter((s) => s.url === url && !s.once && !s.project_id);
}

/** Deletes every subscription in `subs` except the one with id `keep`. */
async function removeAll(relay: RelayClient, subs: Subscription[], keep?: string): Promise<void> {
  for (const sub of subs) if (sub.id !== keep) await relay.unsubscribe(sub.id);
}

function forget(data: TriggerState): void {
  delete data.subscriptionId;
  delete data.secret;
}

/** `checkExists`, `create` and `delete` for the node's default webhook. */
export const webhookLifecycle = {
  /**
   * True when the stored subscription is live for this URL, events and filters (other subscriptions
   * for the URL are removed); otherwise removes every subscription for the URL and returns false.
   */
  async checkExists(this: IHookFunctions): Promise<boolean> {
    if (isDirect(this)) return true;
    const data = state(this);
    const relay = await relayFor(this);
    const subs = await subscriptionsFor(relay, webhookUrl(this));
    const mine = subs.find((s) => s.id === data.subscriptionId);
    const live = mine && data.secret && mine.status !== 'disabled';
    if (live && sameEvents(mine, selectedEvents(this)) && sameFilters(mine, this)) {
      await removeAll(relay, subs, mine.id);
      return true;
    }
    await removeAll(relay, subs);
    forget(data);
    return false;
  },

  /**
   * Replaces any subscription for this webhook URL with a new one for the selected events and
   * filters; stores its id and secret.
   * Fails, saying what to set up, while the relay cannot receive the service's events.
   */
  async create(this: IHookFunctions): Promise<boolean> {
    if (isDirect(this)) return true;
    const relay = await relayFor(this);
    await requireInboundSecret(this, relay, await readCredentials(this));
    const url = webhookUrl(this);
    await removeAll(relay, await subscriptionsFor(relay, url));
    const filters = triggerFilters(this);
    const sub = await relay.subscribe({
      url,
      events: selectedEvents(this),
      ...(filters ? { filters } : {}),
    });
    Object.assign(state(this), { subscriptionId: sub.id, secret: sub.secret });
    return true;
  },

  /** Removes the stored subscription and any other for this webhook URL, and forgets the secret. */
  async delete(this: IHookFunctions): Promise<boolean> {
    const data = state(this);
    if (isDirect(this) && !data.subscriptionId) return true;
    const relay = await relayFor(this);
    if (data.subscriptionId) await relay.unsubscribe(data.subscriptionId);
    await removeAll(relay, await subscriptionsFor(relay, webhookUrl(this)), data.subscriptionId);
    forget(data);
    return true;
  },
};
