import { zapIdOf, zapTag } from '../src/zap-tag';

const meta = (id: unknown) => ({ meta: { zap: { id } } }) as never;

describe("a Zap's creator tag", () => {
  it('is zap-<id> for the same Zap in every run, numeric or text', () => {
    expect(zapTag(meta(123456))).toBe('zap-123456');
    expect(zapTag(meta('123456'))).toBe('zap-123456');
    expect(zapTag(meta('zap_e2e-1'))).toBe('zap-zap_e2e-1');
  });

  it('hashes an id a tag cannot hold, stably and apart from other ids', () => {
    const a = zapTag(meta('a b/c'));
    expect(a).toMatch(/^zap-h[0-9a-f]{24}$/);
    expect(zapTag(meta('a b/c'))).toBe(a);
    expect(zapTag(meta('a b/d'))).not.toBe(a);
    expect(zapTag(meta('x'.repeat(61)))).toMatch(/^zap-h/);
  });

  it('is undefined without a Zap id (no tag is made up)', () => {
    expect(zapTag({ meta: {} } as never)).toBeUndefined();
    expect(zapTag({} as never)).toBeUndefined();
    expect(zapTag(meta(''))).toBeUndefined();
    expect(zapIdOf(meta(null))).toBeUndefined();
  });
});
