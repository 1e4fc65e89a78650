import { canonicalJson, fingerprintOf } from '../../src/ledger/fingerprint';

describe('fingerprintOf', () => {
  const inputs = {
    name: 'Row 1',
    style: { prompt: 'sunset', tags: ['a', 'b'] },
    assets: { image_file_path: { file: 'face.png', size: 1200 } },
  };

  it('is a hex sha-256 that ignores key order at every depth', () => {
    const reordered = {
      assets: { image_file_path: { size: 1200, file: 'face.png' } },
      style: { tags: ['a', 'b'], prompt: 'sunset' },
      name: 'Row 1',
    };
    expect(fingerprintOf('face-swap', inputs)).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprintOf('face-swap', reordered)).toBe(fingerprintOf('face-swap', inputs));
  });

  it('differs for another operation, another value, array order, or another file of one name', () => {
    const base = fingerprintOf('face-swap', inputs);
    const other = (patch: object) => fingerprintOf('face-swap', { ...inputs, ...patch }) as string;
    expect(fingerprintOf('image-upscaler', inputs)).not.toBe(base);
    expect(other({ name: 'Row 2' })).not.toBe(base);
    expect(other({ style: { prompt: 'sunset', tags: ['b', 'a'] } })).not.toBe(base);
    expect(other({ assets: { image_file_path: { file: 'face.png', size: 1201 } } })).not.toBe(base);
    expect(other({ assets: { image_file_path: { file: 'other.png', size: 1200 } } })).not.toBe(
      base,
    );
  });

  it('leaves out undefined members like JSON does', () => {
    expect(canonicalJson({ b: 1, a: undefined, c: [undefined] })).toBe('{"b":1,"c":[null]}');
  });
});
