/** The tarpit holds refused requests up to its delay, and no more of them than its bound. */
import { Tarpit } from '../../src/limits/tarpit';

const timed = async (p: Promise<void>) => {
  const started = performance.now();
  await p;
  return performance.now() - started;
};

describe('Tarpit', () => {
  it('holds a refusal for the shorter of the wait and its delay', async () => {
    const tarpit = new Tarpit(200, 10);
    expect(await timed(tarpit.hold(5_000))).toBeGreaterThanOrEqual(190);
    expect(await timed(tarpit.hold(50))).toBeLessThan(150);
    expect(tarpit.held).toBe(0);
  });

  it('answers at once once its bound of held requests is reached', async () => {
    const tarpit = new Tarpit(300, 2);
    const held = [tarpit.hold(1_000), tarpit.hold(1_000)];
    expect(tarpit.held).toBe(2);
    expect(await timed(tarpit.hold(1_000))).toBeLessThan(50);
    await Promise.all(held);
    expect(tarpit.held).toBe(0);
  });
});
