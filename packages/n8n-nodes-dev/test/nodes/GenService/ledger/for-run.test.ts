import nock from 'nock';
import type { IDataObject } from 'n8n-workflow';
import { ledgerFor, WHERE } from '../../../../../n8n-nodes/nodes/GenService/ledger/for-run';
import { CREDENTIALS, executeContext } from '../../../helpers/context';

const RELAY = 'http://relay.test';
const DAY = 86_400_000;
const noRelay = { relayUrl: '', relayToken: '' };
const claim = { fingerprint: 'f'.repeat(64), operation: 'ai-meme-generator', windowMs: DAY };

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

const ctx = (mode: string, staticData: IDataObject, workflowId = 'wf-1') =>
  executeContext({ params: {}, mode, staticData, workflowId });

describe('where a run keeps its dedupe keys', () => {
  it('scopes keys by workflow id and node id', () => {
    expect(ledgerFor(ctx('trigger', {}, 'wf-9'), noRelay, DAY).scope).toBe('wf-9:node-1');
  });

  it('with Dedupe Key Scope Workflow, keeps keys per tool in the workflow’s global data, not the node’s', async () => {
    const global: IDataObject = {};
    const own: IDataObject = {};
    const run = ctx('trigger', own);
    run.getWorkflowStaticData = (type: string) => (type === 'global' ? global : own);
    const { ledger, scope } = ledgerFor(run, noRelay, DAY, Date.now(), 'ai-meme-generator');
    expect(scope).toBe('wf-1:tool:ai-meme-generator');
    await ledger.claim({ key: `${scope}:a`, ...claim });
    expect(Object.keys(global)).toEqual(['key:wf-1:tool:ai-meme-generator:a']);
    expect(own).toEqual({});
  });

  it('uses the relay when the credentials name one, with the relay token', async () => {
    const seen = nock(RELAY, { reqheaders: { authorization: 'Bearer relay-token' } })
      .get(`/v1/ledger/${encodeURIComponent('wf-1:node-1:sku-1')}`)
      .reply(404, { error: 'not_found' });
    const { ledger, scope } = ledgerFor(ctx('trigger', {}), CREDENTIALS, DAY);
    expect(ledger.where).toBe('the relay (relay.test)');
    expect(await ledger.get(`${scope}:sku-1`)).toBeUndefined();
    expect(seen.isDone()).toBe(true);
  });

  it('keeps keys of production runs in the node’s static data, which n8n saves with the workflow', async () => {
    const saved: IDataObject = {};
    const { ledger } = ledgerFor(ctx('trigger', saved), noRelay, DAY);
    expect(ledger.where).toBe(WHERE.saved);
    await ledger.claim({ key: 'wf-1:node-1:a', ...claim });
    expect(Object.keys(saved)).toEqual(['key:wf-1:node-1:a']);
  });

  it('drops keys older than Remember Keys from static data at the start of a run', () => {
    const entry = (age: number) => ({
      ...claim,
      state: 'created',
      attempt: 1,
      projectId: 'p',
      sentAt: Date.now() - age,
      updatedAt: Date.now() - age,
    });
    const saved: IDataObject = { 'key:old': entry(3 * DAY), 'key:young': entry(DAY) };
    ledgerFor(ctx('trigger', saved), noRelay, 2 * DAY);
    expect(Object.keys(saved)).toEqual(['key:young']);
  });

  it('keeps keys of test runs in memory between test runs, on top of what production runs saved', async () => {
    const saved: IDataObject = {};
    const production = ledgerFor(ctx('trigger', saved, 'wf-m'), noRelay, DAY).ledger;
    await production.claim({ key: 'wf-m:node-1:from-production', ...claim });

    const test1 = ledgerFor(ctx('manual', { ...saved }, 'wf-m'), noRelay, DAY).ledger;
    expect(test1.where).toBe(WHERE.memory);
    await test1.claim({ key: 'wf-m:node-1:from-test', ...claim });

    const test2 = ledgerFor(ctx('manual', { ...saved }, 'wf-m'), noRelay, DAY).ledger;
    expect(await test2.get('wf-m:node-1:from-test')).toMatchObject({ state: 'pending' });
    expect(await test2.get('wf-m:node-1:from-production')).toMatchObject({ state: 'pending' });
    expect(Object.keys(saved)).toEqual(['key:wf-m:node-1:from-production']);
  });
});
