import { createMemoryLedger } from '../../src/ledger/memory';
import { describeLedgerConformance } from '../support/ledger-conformance';

describeLedgerConformance('the memory ledger', async () => ({ ledger: createMemoryLedger() }));

test('entries handed out cannot change what the memory ledger holds', async () => {
  const ledger = createMemoryLedger();
  const { entry } = await ledger.claim({ key: 'k', fingerprint: 'f', operation: 'o', windowMs: 1 });
  entry.state = 'created';
  expect((await ledger.get('k'))!.state).toBe('pending');
});

test('the memory ledger windows by its own clock', async () => {
  let now = 1_000;
  const ledger = createMemoryLedger({ now: () => now });
  const claim = () => ledger.claim({ key: 'k', fingerprint: 'f', operation: 'o', windowMs: 10 });
  await claim();
  now += 10;
  expect((await claim()).claimed).toBe(false);
  now += 1;
  expect((await claim()).entry).toMatchObject({ attempt: 2, sentAt: 1_011 });
});
