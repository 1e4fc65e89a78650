/**
 * The trigger's filters on deliveries: in Direct mode the service delivers every job of the
 * account, so the trigger itself starts nothing for a job that fails them.
 */
import { signServiceWebhook, tagProjectName } from '@genservice/core/internal';
import type { IWebhookFunctions } from 'n8n-workflow';
import { GenServiceTrigger } from '../../../../n8n-nodes/nodes/GenServiceTrigger/GenServiceTrigger.node';
import { CREDENTIALS } from '../../helpers/context';

const trigger = new GenServiceTrigger();
const WORKFLOW = 'WfDirect00000001';
let jobs = 0;

/** A Direct-mode delivery of `image.completed` for a new job of `type` named `name`. */
function deliver(params: Record<string, unknown>, type: string, name: string) {
  const raw = JSON.stringify({
    type: 'image.completed',
    payload: { id: `img-${++jobs}`, status: 'complete', type, name, downloads: [] },
  });
  const headers = signServiceWebhook({ rawBody: raw, secret: CREDENTIALS.webhookSecret });
  const ctx = {
    getNodeParameter: (key: string, fallback?: unknown) => params[key] ?? fallback,
    getCredentials: async () => CREDENTIALS,
    getRequestObject: () => ({ rawBody: Buffer.from(raw), headers }),
    getWorkflow: () => ({ id: WORKFLOW, active: true }),
    getNode: () => ({ id: 'direct-filters', name: 'Trigger' }),
    getResponseObject: () => ({}),
  } as unknown as IWebhookFunctions;
  return trigger.webhook.call(ctx);
}

const direct = (extra: Record<string, unknown>) => ({
  mode: 'direct',
  events: ['image.completed'],
  ...extra,
});

describe('Magic Hour Trigger filters in Direct mode', () => {
  it("emits nothing for another workflow's job with Only Jobs This Workflow Created, and runs for its own", async () => {
    const params = direct({ onlyThisWorkflow: true });
    const other = await deliver(params, 'AI_IMAGE', tagProjectName('n8n-WfOther0000002', 'Ad'));
    expect(other.workflowData).toBeUndefined();
    expect(other.webhookResponse).toEqual({ ignored: 'image.completed', filtered: true });
    const untagged = await deliver(params, 'AI_IMAGE', 'Made in the dashboard');
    expect(untagged.workflowData).toBeUndefined();
    const own = await deliver(params, 'AI_IMAGE', tagProjectName(`n8n-${WORKFLOW}`, 'Ad'));
    expect(own.workflowData?.[0]?.[0]?.json).toMatchObject({ event_type: 'image.completed' });
  });

  it('emits nothing for a job of another tool or whose name does not match', async () => {
    const params = direct({ filters: { tools: ['AI_HEADSHOT'], nameContains: 'promo' } });
    expect((await deliver(params, 'AI_IMAGE', 'Summer promo')).workflowData).toBeUndefined();
    expect((await deliver(params, 'AI_HEADSHOT', 'Team page')).workflowData).toBeUndefined();
    expect((await deliver(params, 'AI_HEADSHOT', 'Summer PROMO')).workflowData).toHaveLength(1);
    const startsWith = direct({ filters: { nameStartsWith: 'clip' } });
    expect((await deliver(startsWith, 'AI_IMAGE', 'A clip')).workflowData).toBeUndefined();
    expect((await deliver(startsWith, 'AI_IMAGE', 'Clip 1')).workflowData).toHaveLength(1);
  });

  it('starts a run for every job with the default (empty) filters', async () => {
    const params = direct({ onlyThisWorkflow: false, filters: {} });
    expect((await deliver(params, 'QR_CODE', '')).workflowData).toHaveLength(1);
  });

  it('names the field when a filter is out of bounds', async () => {
    const params = direct({ filters: { nameContains: 'x'.repeat(257) } });
    await expect(deliver(params, 'AI_IMAGE', 'x')).rejects.toThrow(
      'Project Name Contains must be at most 256 characters',
    );
  });
});
