import nock from 'nock';
import {
  generateWebhookSecret,
  signServiceWebhook,
  signStandardWebhook,
} from '@genservice/core/internal';
import type { IDataObject, IHookFunctions, IWebhookFunctions } from 'n8n-workflow';
import { GenServiceTrigger } from '../../../../n8n-nodes/nodes/GenServiceTrigger/GenServiceTrigger.node';
import { CREDENTIALS, fakeHttpRequest } from '../../helpers/context';

const RELAY = 'http://relay.test';
const WEBHOOK_URL = 'http://n8n.test/webhook/abc/webhook';
const trigger = new GenServiceTrigger();
const hooks = trigger.webhookMethods.default;

function hookContext(params: Record<string, unknown>, staticData: IDataObject): IHookFunctions {
  return {
    getNodeParameter: (name: string) => params[name],
    getWorkflowStaticData: () => staticData,
    getNodeWebhookUrl: () => WEBHOOK_URL,
    getCredentials: async () => CREDENTIALS,
    getNode: () => ({
      name: 'Trigger',
      type: 'n8n-nodes-magic-hour.genServiceTrigger',
      typeVersion: 1,
      position: [0, 0],
      parameters: {},
      id: 't',
    }),
    helpers: { httpRequest: fakeHttpRequest() },
  } as unknown as IHookFunctions;
}

function webhookContext(
  params: Record<string, unknown>,
  staticData: IDataObject,
  rawBody: string,
  headers: Record<string, string>,
) {
  const response = {
    statusCode: 200,
    body: undefined as unknown,
    status(code: number) {
      this.statusCode = code;
      return this;
    },
    json(body: unknown) {
      this.body = body;
      return this;
    },
  };
  const ctx = {
    getNodeParameter: (name: string) => params[name],
    getWorkflowStaticData: () => staticData,
    getCredentials: async () => CREDENTIALS,
    getRequestObject: () => ({ rawBody: Buffer.from(rawBody), body: JSON.parse(rawBody), headers }),
    getWorkflow: () => ({ id: 'wf-1', name: 'Workflow', active: true }),
    getNode: () => ({ id: params.nodeId ?? 'trigger-1', name: 'Trigger' }),
    getResponseObject: () => response,
  } as unknown as IWebhookFunctions;
  return { ctx, response };
}

const project = {
  id: 'img-1',
  status: 'complete',
  type: 'FACE_SWAP',
  credits_charged: 10,
  downloads: [{ url: 'https://cdn.example/o.png', expires_at: 'x' }],
  error: null,
};

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

describe('Magic Hour Trigger: relay subscription lifecycle', () => {
  const params = { mode: 'relay', events: ['image.completed', 'video.completed'] };

  it('subscribes the webhook URL to the selected events with the relay token and stores id and secret', async () => {
    const data: IDataObject = {};
    const request: { body?: unknown; auth?: string } = {};
    nock(RELAY).get('/v1/subscriptions').times(2).reply(200, { data: [] });
    nock(RELAY)
      .post('/v1/subscriptions', (b) => ((request.body = b), true))
      .reply(function () {
        request.auth = this.req.headers.authorization as string;
        return [
          201,
          {
            id: 'sub-1',
            secret: 'whsec_abc',
            url: WEBHOOK_URL,
            events: ['image.completed', 'video.completed'],
          },
        ];
      });
    expect(await hooks.checkExists.call(hookContext(params, data))).toBe(false);
    expect(await hooks.create.call(hookContext(params, data))).toBe(true);
    expect(request).toEqual({
      body: { url: WEBHOOK_URL, events: ['image.completed', 'video.completed'] },
      auth: 'Bearer relay-token',
    });
    expect(data).toEqual({ subscriptionId: 'sub-1', secret: 'whsec_abc' });
  });

  it('fails activation with the relay status when subscribing is refused', async () => {
    nock(RELAY).get('/v1/subscriptions').reply(200, { data: [] });
    nock(RELAY).post('/v1/subscriptions').reply(401, { message: 'bad token' });
    await expect(hooks.create.call(hookContext(params, {}))).rejects.toMatchObject({
      httpCode: '401',
    });
  });

  it('registers nothing in Direct mode', async () => {
    expect(
      await hooks.checkExists.call(
        hookContext({ mode: 'direct', events: ['video.completed'] }, {}),
      ),
    ).toBe(true);
  });
});

describe('Magic Hour Trigger: deliveries', () => {
  const secret = generateWebhookSecret();
  const relayParams = { mode: 'relay', events: ['image.completed'] };
  const delivery = (type: string) =>
    JSON.stringify({ type, timestamp: new Date().toISOString(), data: project });
  let messages = 0;
  const signed = (raw: string, key = secret, id = `msg_${++messages}`) =>
    signStandardWebhook({ id, timestamp: Date.now() / 1000, rawBody: raw, secret: key });

  it('emits the verified project, flattened for mapping', async () => {
    const raw = delivery('image.completed');
    const { ctx } = webhookContext(relayParams, { secret }, raw, signed(raw));
    const result = await trigger.webhook.call(ctx);
    expect(result.workflowData).toEqual([
      [
        {
          json: expect.objectContaining({
            event_type: 'image.completed',
            event_timestamp: expect.any(String),
            kind: 'image',
            id: 'img-1',
            project_id: 'img-1',
            is_finished: true,
            download_url: 'https://cdn.example/o.png',
            error_code: null,
            raw: expect.objectContaining({ type: 'FACE_SWAP' }),
          }),
        },
      ],
    ]);
  });

  it('answers 401 and starts nothing when the signature is wrong or the body was altered', async () => {
    const raw = delivery('image.completed');
    for (const [body, headers] of [
      [raw, signed(raw, generateWebhookSecret())],
      [raw.replace('img-1', 'img-2'), signed(raw)],
      [raw, {}],
    ] as const) {
      const { ctx, response } = webhookContext(relayParams, { secret }, body, headers);
      const result = await trigger.webhook.call(ctx);
      expect(result).toEqual({ noWebhookResponse: true });
      expect(response.statusCode).toBe(401);
    }
  });

  it('fails closed: 401 without a raw body (never re-serialized) or without a stored secret', async () => {
    const raw = delivery('image.completed');
    const noRaw = webhookContext(relayParams, { secret }, raw, signed(raw));
    const req = noRaw.ctx.getRequestObject() as unknown as { rawBody?: Buffer };
    noRaw.ctx.getRequestObject = (() => ({ ...req, rawBody: undefined })) as never;
    expect(await trigger.webhook.call(noRaw.ctx)).toEqual({ noWebhookResponse: true });
    expect(noRaw.response.statusCode).toBe(401);
    const noSecret = webhookContext(relayParams, {}, raw, signed(raw));
    expect(await trigger.webhook.call(noSecret.ctx)).toEqual({ noWebhookResponse: true });
    expect(noSecret.response.statusCode).toBe(401);
  });

  it('rejects a delivery signed more than 300 s ago', async () => {
    const raw = delivery('image.completed');
    const stale = signStandardWebhook({
      id: 'msg_stale',
      timestamp: Date.now() / 1000 - 301,
      rawBody: raw,
      secret,
    });
    const { ctx, response } = webhookContext(relayParams, { secret }, raw, stale);
    expect(await trigger.webhook.call(ctx)).toEqual({ noWebhookResponse: true });
    expect(response.statusCode).toBe(401);
  });

  it('starts one run for a message the relay delivers twice (same webhook-id)', async () => {
    const raw = delivery('image.completed');
    const headers = signed(raw);
    const first = await trigger.webhook.call(
      webhookContext(relayParams, { secret }, raw, headers).ctx,
    );
    const again = await trigger.webhook.call(
      webhookContext(relayParams, { secret }, raw, signed(raw, secret, headers['webhook-id'])).ctx,
    );
    expect(first.workflowData).toHaveLength(1);
    expect(again).toEqual({ webhookResponse: { duplicate: true } });
  });

  it('acknowledges but ignores events that were not selected', async () => {
    const raw = delivery('video.started');
    const { ctx } = webhookContext(relayParams, { secret }, raw, signed(raw));
    expect((await trigger.webhook.call(ctx)).workflowData).toBeUndefined();
  });

  it("verifies the service's own signature in Direct mode with the credentials' secret", async () => {
    const raw = JSON.stringify({ type: 'image.completed', payload: project });
    const good = signServiceWebhook({ rawBody: raw, secret: CREDENTIALS.webhookSecret });
    const direct = { mode: 'direct', events: ['image.completed'], nodeId: 'direct-node' };
    const ok = await trigger.webhook.call(webhookContext(direct, {}, raw, good).ctx);
    expect(ok.workflowData?.[0]?.[0]?.json).toMatchObject({
      event_type: 'image.completed',
      id: 'img-1',
    });
    const duplicate = await trigger.webhook.call(
      webhookContext(
        direct,
        {},
        raw,
        signServiceWebhook({ rawBody: raw, secret: CREDENTIALS.webhookSecret }),
      ).ctx,
    );
    expect(duplicate).toEqual({ webhookResponse: { duplicate: true } });

    const bad = signServiceWebhook({ rawBody: raw, secret: 'other' });
    const { ctx, response } = webhookContext(
      { mode: 'direct', events: ['image.completed'] },
      {},
      raw,
      bad,
    );
    await trigger.webhook.call(ctx);
    expect(response.statusCode).toBe(401);
  });
});

describe('Magic Hour Trigger: parameters', () => {
  const props = trigger.description.properties;

  it('starts in Direct mode, which needs no relay', () => {
    expect(props.find((p) => p.name === 'mode')?.default).toBe('direct');
  });

  it('says in Direct mode where to register the Production URL and where the signing secret goes', () => {
    const setup = props.find((p) => p.name === 'directSetup');
    expect(setup?.type).toBe('notice');
    expect(setup?.displayOptions).toEqual({ show: { mode: ['direct'] } });
    expect(setup?.displayName).toContain('Developer Hub → Webhooks');
    expect(setup?.displayName).toContain('Production URL');
    expect(setup?.displayName).toContain('Webhook Signing Secret');
  });
});
