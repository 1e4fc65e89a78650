import { BudgetExceededError, checkRunBudget, type RunBudgetItem } from '../../src/internal';

const headshot: RunBudgetItem = {
  params: { assets: { image_file_path: { data: new Uint8Array(4), filename: 'me.png' } } },
};
const items = (n: number) => Array.from({ length: n }, () => headshot);
const run = (n: number, extra: { maxCredits?: number; balance?: number } = {}) =>
  checkRunBudget({
    operation: 'ai-headshot-generator',
    items: items(n),
    readBalance: async () => extra.balance ?? 10_000,
    maxCredits: extra.maxCredits,
    concurrency: 2,
  });

describe('checkRunBudget', () => {
  it("returns each item's estimate when the run fits the balance and Max Credits Per Run", async () => {
    await expect(run(3, { maxCredits: 150, balance: 150 })).resolves.toMatchObject({
      total: 150,
      perItem: [50, 50, 50],
    });
  });

  it('refuses a run of several items over Max Credits Per Run, naming the option and the items', async () => {
    const err = (await run(3, { maxCredits: 100 }).catch((e: unknown) => e)) as Error;
    expect(err).toBeInstanceOf(BudgetExceededError);
    expect(err.message).toBe(
      'This run needs about 150 credits for 3 items but Max Credits Per Run is 100 (the account has 10,000 credits). Nothing was created.',
    );
  });

  it('speaks of the run, not of items, for a single item over the balance', async () => {
    await expect(run(1, { balance: 20 })).rejects.toThrow(
      'This run needs about 50 credits but the account has 20 credits. Nothing was created.',
    );
  });

  it('checks only the cap when the balance cannot be read, and reads no balance for a free run', async () => {
    const readBalance = jest.fn(async (): Promise<number | null> => {
      throw new Error('offline');
    });
    const operation = 'ai-headshot-generator';
    await expect(
      checkRunBudget({ operation, items: items(1), readBalance }),
    ).resolves.toMatchObject({ total: 50 });
    readBalance.mockClear();
    await checkRunBudget({ operation, items: [], readBalance });
    expect(readBalance).not.toHaveBeenCalled();
  });

  it('refuses, under Max Credits Per Run, an item whose cost has no upper bound, saying what to do', async () => {
    const lipSync: RunBudgetItem = {
      params: {
        assets: {
          video_file_path: 'https://c.example/v.mp4',
          audio_file_path: 'https://c.example/a.mp3',
        },
        start_seconds: 0,
        end_seconds: 10,
      },
    };
    const readBalance = jest.fn(async () => 10_000);
    const check = (maxCredits?: number, extra: Record<string, unknown> = {}) =>
      checkRunBudget({
        operation: 'lip-sync',
        items: [{ params: { ...lipSync.params, ...extra } }],
        readBalance,
        maxCredits,
      });
    const err = (await check(500).catch((e: unknown) => e)) as BudgetExceededError;
    expect(err).toBeInstanceOf(BudgetExceededError);
    expect(err.unboundedTools).toEqual(['Lip Sync']);
    expect(err.message).toBe(
      'Max Credits Per Run is 500, but the cost of Lip Sync cannot be capped from these inputs. Lip Sync charges per frame of the video, whose frame rate is not known before it runs; set Max Frame Rate to bound the cost. Fix that, or clear Max Credits Per Run to accept the cost. Nothing was created.',
    );
    await expect(check(500, { max_fps_limit: 25 })).resolves.toMatchObject({
      perItem: [250],
      bounds: ['at-most'],
    });
    await expect(check(undefined)).resolves.toMatchObject({ perItem: [null] });
  });

  it('reads the balance and tier in one account read and prices Recommended for the tier', async () => {
    const readAccount = jest.fn(async () => ({ credits: 200, tier: 'free' }));
    const video = { params: { end_seconds: 5, style: { prompt: 'a cat' } } };
    await expect(
      checkRunBudget({ operation: 'text-to-video', items: [video], readAccount }),
    ).resolves.toMatchObject({ perItem: [120], bounds: ['exact'] });
    readAccount.mockResolvedValue({ credits: 200, tier: 'business' });
    await expect(
      checkRunBudget({ operation: 'text-to-video', items: [video], readAccount }),
    ).rejects.toThrow('This run needs about 240 credits but the account has 200 credits.');
    expect(readAccount).toHaveBeenCalledTimes(2);
  });
});
