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
});
