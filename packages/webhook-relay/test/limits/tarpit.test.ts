/** The tarpit holds refused requests up to its delay, and no more of them than its bound. */
import { Tarpit } from '../../src/limits/tarpit';

/** A probe telling whether `p` has settled yet. */
const probe = (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  return () => done;
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Tarpit', () => {
  it('holds a refusal for the shorter of the wait and its delay', async () => {
    const tarpit = new Tarpit(200, 10);
    const long = probe(tarpit.hold(5_000));
    const short = probe(tarpit.hold(50));
    await jest.advanceTimersByTimeAsync(49);
    expect([long(), short()]).toEqual([false, false]);
    await jest.advanceTimersByTimeAsync(1);
    expect([long(), short()]).toEqual([false, true]);
    await jest.advanceTimersByTimeAsync(149);
    expect(long()).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(long()).toBe(true);
    expect(tarpit.held).toBe(0);
  });

  it('answers at once once its bound of held requests is reached', async () => {
    const tarpit = new Tarpit(300, 2);
    const held = [probe(tarpit.hold(1_000)), probe(tarpit.hold(1_000))];
    expect(tarpit.held).toBe(2);
    const third = probe(tarpit.hold(1_000));
    await jest.advanceTimersByTimeAsync(0);
    expect(third()).toBe(true);
    expect(held.map((done) => done())).toEqual([false, false]);
    await jest.advanceTimersByTimeAsync(300);
    expect(held.map((done) => done())).toEqual([true, true]);
    expect(tarpit.held).toBe(0);
  });
});
