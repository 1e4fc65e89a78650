import { getOperation } from '@genservice/core/internal';
import { createInputSchema } from '../../src/tools/input-schema';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Every key used anywhere in the schema. */
function keysOf(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => keysOf(n, into));
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) {
      into.add(k);
      keysOf(v, into);
    }
  return into;
}

describe('createInputSchema', () => {
  it('keeps wire names and adds dedupe_key and max_credits', () => {
    const schema = createInputSchema(getOperation('face-swap-photo'), true) as Json;
    expect(Object.keys(schema.properties.assets.properties)).toEqual(
      expect.arrayContaining(['target_file_path', 'source_file_path', 'face_swap_mode']),
    );
    expect(schema.properties.dedupe_key).toMatchObject({ type: 'string' });
    expect(schema.properties.max_credits).toMatchObject({ type: 'number', minimum: 0 });
  });

  it('uses only JSON Schema keywords, not the catalog’s presentation keys', () => {
    const keys = keysOf(createInputSchema(getOperation('lip-sync'), true));
    for (const custom of [
      'label',
      'asset',
      'primary',
      'order',
      'requiredWhen',
      'optionLabels',
      'uiDefault',
    ])
      expect(keys).not.toContain(custom);
  });

  it('says a file field takes a local path over stdio only', () => {
    const field = (local: boolean) =>
      (createInputSchema(getOperation('face-swap-photo'), local) as Json).properties.assets
        .properties.target_file_path.description as string;
    expect(field(true)).toMatch(/local path/);
    expect(field(false)).not.toMatch(/local path/);
  });

  it('states conditional requirements and option labels in words, and leaves out deprecated fields', () => {
    const schema = createInputSchema(getOperation('lip-sync'), true) as Json;
    const assets = schema.properties.assets.properties;
    expect(assets.youtube_url.description).toMatch(/Required when assets\.video_source is youtube/);
    expect(assets.video_source.description).toMatch(/youtube = YouTube link/);
    expect(schema.properties).not.toHaveProperty('width');
  });
});
