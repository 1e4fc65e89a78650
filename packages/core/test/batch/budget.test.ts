import { BudgetExceededError, checkBudget } from '../../src';

const estimate = {
  total: 1240,
  perItem: [...Array(182).fill(6.8), ...Array(18).fill(0)],
  bounds: Array(200).fill('exact'),
  notes: Array(200).fill(null),
  unknownTools: ['Lip Sync'],
  unboundedTools: [],
  satisfied: 18,
};

describe('checkBudget', () => {
  it('refuses a run over the balance, giving estimate, items, done items and unknown tools', () => {
    const err = catchError(() => checkBudget({ estimate, balance: 900 }));
    expect(err).toBeInstanceOf(BudgetExceededError);
    expect(err.message).toBe(
      'This run needs about 1,240 credits for 200 items (18 already done cost nothing; Lip Sync has no estimate) but the account has 900 credits. Nothing was created.',
    );
    expect(err).toMatchObject({
      estimate: 1240,
      balance: 900,
      maxCredits: null,
      unknownTools: ['Lip Sync'],
    });
    expect(err.hint).toContain('Max Credits Per Run');
  });

  it('names the cap beside the balance', () => {
    expect(
      catchError(() => checkBudget({ estimate, balance: 900, maxCredits: 1000 })).message,
    ).toBe(
      'This run needs about 1,240 credits for 200 items (18 already done cost nothing; Lip Sync has no estimate) but the account has 900 credits and Max Credits Per Run is 1,000. Nothing was created.',
    );
    expect(
      catchError(() => checkBudget({ estimate: 1240, balance: 50_000, maxCredits: 1000 })).message,
    ).toBe(
      'This run needs about 1,240 credits but Max Credits Per Run is 1,000 (the account has 50,000 credits). Nothing was created.',
    );
  });

  it('passes within both limits, treats a 0 cap as none and an unknown balance as unchecked', () => {
    expect(() => checkBudget({ estimate, balance: 1240, maxCredits: 1240 })).not.toThrow();
    expect(() => checkBudget({ estimate, balance: 5000, maxCredits: 0 })).not.toThrow();
    expect(() => checkBudget({ estimate, balance: null })).not.toThrow();
    expect(() => checkBudget({ estimate, balance: null, maxCredits: 1000 })).toThrow(
      'but Max Credits Per Run is 1,000. Nothing was created.',
    );
  });
});

describe('checkBudget with a cap', () => {
  it('refuses an item that has only a lower bound, naming the tool and its reason', () => {
    const bounded = {
      ...estimate,
      total: 100,
      perItem: [100],
      bounds: ['at-least' as const],
      notes: ['Body Swap costs 50 credits at 640px and more at 2k, by an amount not published.'],
      unknownTools: [],
      unboundedTools: ['Body Swap'],
      satisfied: 0,
    };
    expect(() => checkBudget({ estimate: bounded, balance: 5000 })).not.toThrow();
    expect(
      catchError(() => checkBudget({ estimate: bounded, balance: 5000, maxCredits: 1000 })).message,
    ).toBe(
      'Max Credits Per Run is 1,000, but the cost of Body Swap cannot be capped from these inputs. Body Swap costs 50 credits at 640px and more at 2k, by an amount not published. Fix that, or clear Max Credits Per Run to accept the cost. Nothing was created.',
    );
  });
});

function catchError(fn: () => void): BudgetExceededError {
  try {
    fn();
  } catch (err) {
    return err as BudgetExceededError;
  }
  throw new Error('did not throw');
}
