import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getOperation, operations, validateForUser, validateRequest } from '@genservice/core';
import { integerPaths } from '../src/validation';
import { faceSwap, messageFor } from './catalog/message-for';

describe('validateRequest', () => {
  it('reports a wrong type in the service wording', () => {
    expect(messageFor('face-swap', { ...faceSwap, end_seconds: '5' })).toBe(
      'Invalid type for end_seconds: expected number, got string',
    );
  });

  it('reports a missing nested field with its wire path and expected type', () => {
    expect(messageFor('ai-face-editor', { assets: {}, style: {} })).toBe(
      'Missing required field: assets.image_file_path (expected string)',
    );
  });

  it('joins several problems with "; " in field order', () => {
    expect(
      messageFor('face-swap', {
        end_seconds: 'x',
        assets: { ...faceSwap.assets, video_source: 'vimeo' },
      }),
    ).toBe(
      'Missing required field: start_seconds (expected number); Invalid type for end_seconds: expected number, got string; ' +
        'Invalid value for assets.video_source: expected one of file, youtube, got "vimeo"',
    );
  });

  it('names integers, array items and bounds like the service', () => {
    expect(
      messageFor('character-replace', {
        end_seconds: 5,
        assets: { video_file_path: 'v.mp4', image_file_path: 'c.png' },
        style: {
          selection_mode: 'point',
          points: [{ position_x: 1.5, position_y: 0, time_seconds: 0 }],
        },
      }),
    ).toBe('Invalid type for style.points[0].position_x: expected integer, got number');
    expect(
      messageFor('ai-meme-generator', { style: { topic: 'x'.repeat(201), template: 'Random' } }),
    ).toBe('Invalid value for style.topic: expected at most 200 characters, got 201 characters');
    expect(
      messageFor('ai-image-upscaler', { scale_factor: 3, assets: { image_file_path: '' } }),
    ).toBe(
      'Invalid value for scale_factor: expected one of 2, 4, got 3; Invalid value for assets.image_file_path: expected at least 1 character, got 0 characters',
    );
  });

  it('reports a missing or mistyped choice as a missing field or a wrong type', () => {
    const { video_source: _, ...assets } = faceSwap.assets;
    expect(
      messageFor('face-swap', { ...faceSwap, assets: { image_file_path: assets.image_file_path } }),
    ).toBe('Missing required field: assets.video_source (expected string)');
    expect(messageFor('ai-image-upscaler', { assets: { image_file_path: 'a.png' } })).toBe(
      'Missing required field: scale_factor (expected number)',
    );
    expect(
      messageFor('ai-image-editor', {
        style: { prompt: 'x' },
        assets: { image_file_paths: ['a.png'] },
        image_count: '4',
      }),
    ).toBe('Invalid type for image_count: expected number, got string');
  });

  it('reports one problem per field', () => {
    const assets = { video_source: 'file', video_file_path: '', image_file_path: 'f.png' };
    expect(messageFor('face-swap', { start_seconds: 0, end_seconds: 1, assets })).toBe(
      'Invalid value for assets.video_file_path: expected at least 1 character, got 0 characters',
    );
    expect(
      messageFor('ai-face-editor', {
        assets: { image_file_path: 'a.png' },
        style: { mouth_smile: -103 },
      }),
    ).toBe('Invalid value for style.mouth_smile: expected at least -100, got -103');
    expect(
      messageFor('ai-face-editor', {
        assets: { image_file_path: 'a.png' },
        style: { mouth_smile: 7 },
      }),
    ).toBe('Invalid value for style.mouth_smile: expected a multiple of 5, got 7');
  });

  it('rejects a body that is not an object without an empty field name', () => {
    expect(messageFor('photo-colorizer', 'hello')).toBe(
      'Invalid type for request body: expected object, got string',
    );
  });

  it('passes unknown fields through at every level', () => {
    const body = validateRequest(getOperation('face-swap'), {
      ...faceSwap,
      brand_new: 1,
      assets: { ...faceSwap.assets, future: 'x' },
    });
    expect(body).toMatchObject({ brand_new: 1, assets: { future: 'x' } });
  });

  it('accepts any string for an open choice but rejects others for a closed one', () => {
    const voice = { style: { prompt: 'Hi', voice_name: 'A Voice Added Tomorrow' } };
    expect(messageFor('ai-voice-generator', voice)).toBe('valid');
    expect(messageFor('ai-gif-generator', { style: { prompt: 'cat' }, output_format: 'avi' })).toBe(
      'Invalid value for output_format: expected one of gif, mp4, webm, got "avi"',
    );
  });

  it('never applies defaults client side', () => {
    const body = validateRequest(getOperation('ai-gif-generator'), { style: { prompt: 'cat' } });
    expect(body).toEqual({ style: { prompt: 'cat' } });
  });
});

type OasNode = {
  type?: string;
  properties?: Record<string, OasNode>;
  required?: string[];
  items?: OasNode;
  anyOf?: OasNode[];
};

/** Every integer field of each OpenAPI create body: wire path (items as `[]`) and whether it is required down its path. */
function oasIntegers(): { key: string; path: string; required: boolean }[] {
  const oas = JSON.parse(
    readFileSync(path.join(__dirname, '../../../spec/openapi.json'), 'utf8'),
  ) as {
    paths: Record<
      string,
      { post?: { requestBody: { content: Record<string, { schema: OasNode }> } } }
    >;
  };
  const out: { key: string; path: string; required: boolean }[] = [];
  const walk = (key: string, node: OasNode, at: string, required: boolean) => {
    for (const branch of node.anyOf ?? []) walk(key, branch, at, required);
    if (node.type === 'integer') out.push({ key, path: at, required });
    for (const [name, child] of Object.entries(node.properties ?? {}))
      walk(key, child, at ? `${at}.${name}` : name, required && !!node.required?.includes(name));
    if (node.items) walk(key, node.items, `${at}[]`, required);
  };
  for (const [p, item] of Object.entries(oas.paths)) {
    if (!item.post || p === '/v1/files/upload-urls') continue;
    walk(
      p.slice('/v1/'.length),
      item.post.requestBody.content['application/json']!.schema,
      '',
      true,
    );
  }
  return out;
}

/** A body holding `value` at `wirePath`, one item per `[]`; and the field name messages use. */
function bodyWith(
  wirePath: string,
  value: unknown,
): { body: Record<string, unknown>; field: string } {
  const body: Record<string, unknown> = {};
  let holder: Record<string, unknown> = body;
  const parts = wirePath.split('.');
  parts.forEach((part, i) => {
    const name = part.replace(/\[\]$/, '');
    const last = i === parts.length - 1;
    if (part.endsWith('[]')) {
      const item: Record<string, unknown> = {};
      holder[name] = [last ? value : item];
      holder = item;
    } else if (last) holder[name] = value;
    else holder = (holder[name] = {}) as Record<string, unknown>;
  });
  return { body, field: wirePath.replace(/\[\]/g, '[0]') };
}

describe('integer fields', () => {
  const integers = oasIntegers();

  it('finds the integer fields of the OpenAPI', () => {
    expect(integers.map((i) => `${i.key} ${i.path}`)).toEqual(
      expect.arrayContaining(['ai-image-generator image_count', 'animation width']),
    );
  });

  it('types every OpenAPI integer as integer in the catalog, and besides only the legacy sizes', () => {
    const oasPaths = integers.map((i) => `${i.key} ${i.path}`);
    const catalogPaths = operations.flatMap((op) =>
      [...integerPaths(op)].map((p) => `${op.key} ${p}`),
    );
    expect(catalogPaths).toEqual(expect.arrayContaining(oasPaths));
    const extras = catalogPaths.filter((p) => !oasPaths.includes(p));
    expect(extras.sort()).toEqual(
      ['face-swap', 'image-to-video', 'lip-sync', 'video-to-video']
        .flatMap((key) => [`${key} height`, `${key} width`])
        .sort(),
    );
  });

  it.each(integers.map((i) => [`${i.key} ${i.path}`, i] as const))(
    '%s says "expected integer" for a fraction, a string and when missing',
    (_, { key, path: wire, required }) => {
      const fraction = bodyWith(wire, 2.5);
      expect(messageFor(key, fraction.body)).toContain(
        `Invalid type for ${fraction.field}: expected integer, got number`,
      );
      const text = bodyWith(wire, 'two');
      expect(messageFor(key, text.body)).toContain(
        `Invalid type for ${text.field}: expected integer, got string`,
      );
      const wrong = bodyWith(wire, true);
      expect(messageFor(key, wrong.body)).toContain(
        `Invalid type for ${wrong.field}: expected integer, got boolean`,
      );
      if (required) {
        const missing = bodyWith(wire, undefined);
        expect(messageFor(key, missing.body)).toContain(
          `Missing required field: ${missing.field} (expected integer)`,
        );
      }
    },
  );

  it('says "expected integer" through the form labels too', () => {
    const op = getOperation('ai-image-generator');
    expect(() => validateForUser(op, { style: { prompt: 'cat' } })).toThrow(
      'Missing required field: Number of Images (image_count) (expected integer)',
    );
  });
});
