import { ObservableObject, type IDataObject } from 'n8n-workflow';
import { describeLedgerConformance } from '../../../../../core/test/support/ledger-conformance';
import {
  createRecordLedger,
  forgetExpired,
  mergeNewer,
} from '../../../../../n8n-nodes/nodes/GenService/ledger/record-ledger';

type ObservableRoot = Parameters<typeof ObservableObject.create>[1];

/** A workflow's static data as n8n holds it, and the node's part (what getWorkflowStaticData('node') returns). */
function staticData(saved: IDataObject = {}) {
  const root = ObservableObject.create(saved, undefined, { ignoreEmptyOnFirstChild: true });
  root['node:Magic Hour'] ??= ObservableObject.create({}, root as ObservableRoot);
  return { root, node: root['node:Magic Hour'] as IDataObject };
}

/** What n8n stores in the database and loads for the next run. */
const saveAndReload = (root: IDataObject) => staticData(JSON.parse(JSON.stringify(root)));

describeLedgerConformance('the ledger on n8n node static data', async () => ({
  ledger: createRecordLedger(staticData().node, 'static data'),
}));

describe('the static-data ledger', () => {
  const claim = { key: 'wf:node:sku-1', fingerprint: 'f'.repeat(64), operation: 'face-swap' };

  it('marks the workflow’s static data changed on every write, so n8n saves it', async () => {
    const { root, node } = staticData();
    const ledger = createRecordLedger(node, 'static data');
    expect(root.__dataChanged).toBe(false);
    const { entry } = await ledger.claim({ ...claim, windowMs: 1_000 });
    expect(root.__dataChanged).toBe(true);

    const next = saveAndReload(root);
    const again = createRecordLedger(next.node, 'static data');
    await again.settle(claim.key, entry.attempt, { state: 'created', projectId: 'p-1' });
    expect(next.root.__dataChanged).toBe(true);
  });

  it('gives the next run the keys a run saved, and a claim there returns the project', async () => {
    const first = staticData();
    const ledger = createRecordLedger(first.node, 'static data');
    const { entry } = await ledger.claim({ ...claim, windowMs: 60_000 });
    await ledger.settle(claim.key, entry.attempt, { state: 'created', projectId: 'p-1' });

    const next = createRecordLedger(saveAndReload(first.root).node, 'static data');
    const again = await next.claim({ ...claim, windowMs: 60_000 });
    expect(again).toMatchObject({ claimed: false, entry: { state: 'created', projectId: 'p-1' } });
  });

  it('treats a malformed entry as absent and claims over it', async () => {
    const { node } = staticData({ 'node:Magic Hour': { 'key:k': { state: 'done' } } });
    const ledger = createRecordLedger(node, 'static data');
    expect(await ledger.get('k')).toBeUndefined();
    expect((await ledger.claim({ ...claim, key: 'k', windowMs: 10 })).claimed).toBe(true);
  });

  it('forgets entries older than the window and keeps younger ones and other members', async () => {
    let now = 1_000_000;
    const { node } = staticData();
    node.other = 'kept';
    const ledger = createRecordLedger(node, 'static data', () => now);
    await ledger.claim({ ...claim, key: 'old', windowMs: 10 });
    now += 5_000;
    await ledger.claim({ ...claim, key: 'young', windowMs: 10 });
    expect(forgetExpired(node, 1_000, now + 500)).toBe(1);
    expect(await ledger.get('old')).toBeUndefined();
    expect(await ledger.get('young')).toMatchObject({ state: 'pending' });
    expect(node.other).toBe('kept');
  });

  it('merges only entries that are missing or newer', async () => {
    let now = 10;
    const a: IDataObject = {};
    const b: IDataObject = {};
    const inA = createRecordLedger(a, 'a', () => now);
    const inB = createRecordLedger(b, 'b', () => now);
    await inA.claim({ ...claim, key: 'shared', windowMs: 1 });
    now = 20;
    await inB.claim({ ...claim, key: 'shared', fingerprint: 'b'.repeat(64), windowMs: 1 });
    await inB.claim({ ...claim, key: 'only-b', windowMs: 1 });
    mergeNewer(b, a);
    expect((await inB.get('shared'))!.fingerprint).toBe('b'.repeat(64));
    mergeNewer(a, b);
    expect((await inA.get('shared'))!.fingerprint).toBe('b'.repeat(64));
    expect(await inA.get('only-b')).toMatchObject({ state: 'pending' });
  });
});
