import { attemptTimeoutMs, remainingMs } from '@genservice/core/internal';
import { deadlineError, fitsBefore } from '../src/deadline';

describe('deadlines', () => {
  it('has Infinity left without a deadline and never less than 0 with one', () => {
    expect(remainingMs(undefined, 1_000)).toBe(Infinity);
    expect(remainingMs(5_000, 1_000)).toBe(4_000);
    expect(remainingMs(500, 1_000)).toBe(0);
  });

  it("cuts an attempt's timeout to the time left", () => {
    expect(attemptTimeoutMs(60_000, undefined, 0)).toBe(60_000);
    expect(attemptTimeoutMs(60_000, 2_500, 1_000)).toBe(1_500);
    expect(attemptTimeoutMs(1_000, 2_500, 1_000)).toBe(1_000);
  });

  it('lets a wait start only when it ends before the deadline', () => {
    expect(fitsBefore(500, undefined, 0)).toBe(true);
    expect(fitsBefore(499, 1_500, 1_000)).toBe(true);
    expect(fitsBefore(500, 1_500, 1_000)).toBe(false);
  });

  it('says whether a request the deadline stopped was sent, and that a sent create may exist', () => {
    const unsent = deadlineError('POST /v1/x', false, '(may exist)');
    expect(unsent).toMatchObject({
      name: 'TimeoutError',
      requestSent: false,
      deadlineReached: true,
    });
    expect(unsent.message).toBe('POST /v1/x: not sent: no time was left before the deadline');
    expect(deadlineError('POST /v1/x', true, '(may exist)').message).toBe(
      'POST /v1/x: no answer before the deadline (may exist)',
    );
  });
});
