import { IdempotencyConflictError, MaybeCreatedError, hintFor } from '../../src';

describe('keyed-run errors', () => {
  it('MaybeCreatedError gives the key, the ISO time the create was sent and the option', () => {
    const err = new MaybeCreatedError('sku-1', Date.UTC(2026, 10, 23, 6, 40));
    expect(err.message).toBe(
      'A job for dedupe key "sku-1" may already exist: its create was sent at 2026-11-23T06:40:00.000Z and no answer confirmed it. Nothing was created now; to create it anyway, turn on Recreate Unconfirmed',
    );
    expect(err).toMatchObject({ key: 'sku-1', sentAt: Date.UTC(2026, 10, 23, 6, 40) });
    expect(hintFor(err)).toContain('Magic Hour library');
  });

  it('IdempotencyConflictError says whether the tool or the inputs differ', () => {
    const at = Date.UTC(2026, 0, 2);
    expect(new IdempotencyConflictError('k', at, 'face-swap', 'lip-sync').message).toBe(
      'Dedupe key "k" was first used at 2026-01-02T00:00:00.000Z with another tool (face-swap); nothing was created. Use a new dedupe key for new inputs',
    );
    const same = new IdempotencyConflictError('k', at, 'face-swap', 'face-swap');
    expect(same.message).toContain('with other inputs;');
    expect(same.hint).toContain('its own dedupe key');
  });
});
