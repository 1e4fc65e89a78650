/**
 * The setup page in Debian's Chromium against a hosted relay and the sandbox: a refused key is
 * said in words; the sandbox key provisions a tenant, the signing secret is pasted, a sandbox
 * job's signed webhook turns "receiving events" on and is listed, and a delivery that failed at
 * a subscriber answering 500 is replayed from the page and delivered. Saves the README's
 * screenshots to docs/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@genservice/core/node';
import { startSandbox, type Sandbox } from '@genservice/sandbox';
import { launchChromium, type Chromium } from '../../n8n-nodes-dev/e2e/browser/chromium';
import { startSink, type Sink } from './helpers/sink';
import { call, hostedStores, startHosted, WEBHOOK_SECRET } from './tenants/hosted';
import type { RunningRelay } from '../src';

jest.setTimeout(3 * 60_000);

const API_KEY = 'sk_sandbox_setup_page_0123';
const SHOTS = join(__dirname, '..', 'docs', 'screenshots');
const stores = hostedStores('sqlite');
let sandbox: Sandbox;
let relay: RunningRelay;
let browser: Chromium;
let sink: Sink;
let sinkStatus = 500;
const problems: string[] = [];

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  sandbox = await startSandbox({ apiKey: API_KEY, quiet: true, jobDurationMs: 300 });
  relay = await startHosted(await stores.fresh(), sandbox.baseUrl, {
    retryScheduleMs: [0, 300],
    retryJitter: 0,
    allowPrivateSubscribers: ['127.0.0.1/32'],
    resolve: undefined,
  });
  sink = await startSink(() => ({ status: sinkStatus }));
  browser = await launchChromium();
}, 5 * 60_000);

afterAll(async () => {
  await browser?.close();
  await relay?.close();
  await sandbox?.close();
  await sink?.close();
});

async function openPage(url = relay.url) {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1100, height: 900 });
  problems.length = 0;
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(String(e)));
  await page.goto(url);
  return page;
}

it('says in words that the service refused a wrong key, and keeps nothing', async () => {
  const page = await openPage();
  await page.getByLabel('Service API key').fill('sk_not_a_real_key');
  await page.getByLabel('Service API key').press('Enter');
  await page.getByRole('alert').filter({ hasText: 'refused' }).waitFor();
  expect(await page.getByRole('alert').textContent()).toBe('The service refused this API key.');
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  expect(await page.locator('#inbound').isHidden()).toBe(true);
  await page.close();
});

it('provisions, receives a signed sandbox event and replays a failed delivery', async () => {
  const page = await openPage();
  const keyField = page.getByLabel('Service API key');
  await keyField.focus();
  await page.keyboard.type(API_KEY);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Connect');
  await page.keyboard.press('Enter');

  const inbound = page.getByLabel('Your inbound URL');
  await inbound.waitFor();
  const inboundUrl = await inbound.inputValue();
  expect(inboundUrl).toMatch(new RegExp(`^${relay.url}/v1/inbound/t_[A-Za-z0-9_-]{22}$`));
  expect(page.url()).toBe(`${relay.url}/`);
  expect(await page.evaluate(() => Object.values({ ...sessionStorage }))).toEqual([API_KEY]);
  expect(await page.locator('#receiving').textContent()).toBe('no');
  await page.screenshot({ path: join(SHOTS, 'setup-connected.png'), fullPage: true });

  // what the user does at the service's dashboard: register the URL, read its signing secret
  const hook = await fetch(`${sandbox.baseUrl}/_sandbox/webhooks`, {
    method: 'POST',
    headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ url: inboundUrl, secret: WEBHOOK_SECRET }),
  });
  expect(hook.status).toBe(201);
  await page.getByLabel('Signing secret', { exact: true }).fill(WEBHOOK_SECRET);
  await page.getByRole('button', { name: 'Save the secret' }).click();
  await page.locator('#secret-state', { hasText: 'saved' }).waitFor();
  expect(await page.getByRole('status').textContent()).toContain('Signing secret saved');

  const sub = await call(relay.url, 'POST', '/v1/subscriptions', API_KEY, {
    url: `${sink.url}/hook`,
    events: ['image.completed'],
  });
  expect(sub.status).toBe(201);
  const client = createClient({ apiKey: API_KEY, baseUrl: sandbox.baseUrl });
  const job = await client.create('ai-image-generator', {
    name: 'setup page check',
    image_count: 1,
    style: { prompt: 'a lighthouse' },
  });

  await page.locator('#receiving', { hasText: 'yes' }).waitFor({ timeout: 20_000 });
  const eventRow = page.locator('#events tbody tr', { hasText: 'image.completed' });
  await eventRow.waitFor({ timeout: 10_000 });
  expect(await eventRow.textContent()).toContain(job.id);
  const replay = page.getByRole('button', { name: 'Replay the image.completed delivery' });
  await replay.waitFor({ timeout: 20_000 });
  const row = page.locator('#deliveries tbody tr', { hasText: 'image.completed' });
  expect(await row.locator('td').allTextContents()).toEqual([
    'image.completed',
    'failed',
    '2',
    'HTTP 500',
    expect.any(String),
    'Replay',
  ]);
  expect(sink.received).toHaveLength(2);
  await page.screenshot({ path: join(SHOTS, 'setup-receiving-failed.png'), fullPage: true });

  sinkStatus = 204;
  await replay.focus();
  await page.keyboard.press('Enter');
  await row.locator('td.status-delivered').waitFor({ timeout: 10_000 });
  expect(await page.getByRole('status').textContent()).toBe(
    'The image.completed delivery is being sent again.',
  );
  expect(sink.received).toHaveLength(3);
  expect(JSON.parse(sink.received[2]!.body)).toMatchObject({
    type: 'image.completed',
    data: { id: job.id },
  });
  await page.screenshot({ path: join(SHOTS, 'setup-replayed.png'), fullPage: true });

  await page.setViewportSize({ width: 360, height: 900 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: join(SHOTS, 'setup-narrow.png'), fullPage: true });
  await page.close();
  expect(problems).toEqual([]);
});

it('says when to try again once the relay limits this account', async () => {
  const limited = stores.track(
    await startHosted(await stores.fresh(), sandbox.baseUrl, { limitApiPerMin: 2 }),
  );
  const page = await openPage(limited.url);
  await page.getByLabel('Service API key').fill(API_KEY);
  await page.getByRole('button', { name: 'Connect' }).click();
  const alert = page.getByRole('alert');
  await alert.filter({ hasText: 'Too many requests' }).waitFor({ timeout: 10_000 });
  expect(await alert.textContent()).toMatch(/^Too many requests. Try again in (2[0-9]|30) s.$/);
  expect(await page.getByLabel('Your inbound URL').inputValue()).toMatch(/\/v1\/inbound\/t_/);
  await page.close();
});
