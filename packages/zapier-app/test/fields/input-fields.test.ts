import { describeFields, getOperation, operations } from '@genservice/core/internal';
import { bodyFromInput } from '../../src/fields/body';
import { allDropdowns } from '../../src/fields/dropdowns';
import { inputFieldsFor } from '../../src/fields/input-fields';
import { appTester, required, shown, triggerOf, triggerPerformOf } from '../helpers';

/** The input fields of catalog operation `key` as the editor shows them for `input`, by field key. */
const byKey = (key: string, input: Record<string, unknown> = {}) =>
  Object.fromEntries(shown(inputFieldsFor(getOperation(key)), input).map((f) => [f.key, f]));

/** The catalog's field spec `path` of operation `key`. */
const specOf = (key: string, path: string) =>
  required(
    describeFields(getOperation(key)).find((s) => s.path === path),
    `catalog field ${path} of ${key}`,
  );

/** The label the catalog gives option `value` of field `path` (the value itself when none). */
const optionLabel = (key: string, path: string, value: string) =>
  specOf(key, path).optionLabels?.[value] ?? value;

/** The rendered input field `field` of catalog operation `key` (fails the test when absent). */
const fieldOf = (key: string, field: string, input: Record<string, unknown> = {}) =>
  required(byKey(key, input)[field], `input field ${field} of ${key}`);

describe('input fields from the catalog', () => {
  it('shows an optional number without a default its example as a placeholder, sending nothing', () => {
    const fps = fieldOf('lip-sync', 'max_fps_limit');
    expect(fps).toMatchObject({ placeholder: '25', required: false });
    expect(fps.default).toBeUndefined();
  });

  it('writes help text without repeated sentences or limits nobody needs', () => {
    const bad = operations.flatMap((op) =>
      shown(inputFieldsFor(op), {}).flatMap((f) => {
        const sentences = (f.helpText ?? '').split(/(?<=\.) /);
        const repeated = sentences.length !== new Set(sentences).size;
        return repeated || /At least 0\.(\s|$)/.test(f.helpText ?? '')
          ? [`${op.key} ${f.key}`]
          : [];
      }),
    );
    expect(bad).toEqual([]);
    expect(fieldOf('lip-sync', 'start_seconds').helpText).toBe(
      'Where the clip starts in the input.',
    );
  });

  it('renders asset fields as file inputs that accept a URL', () => {
    const target = fieldOf('face-swap-photo', 'assets__target_file_path');
    expect(target).toMatchObject({
      type: 'file',
      required: true,
      label: 'Photo',
    });
    expect(target.helpText).toMatch(/public URL/);
  });

  it('renders short enumerations as static dropdowns and arrays of objects as line items', () => {
    const mode = fieldOf('face-swap-photo', 'assets__face_swap_mode');
    const mappings = fieldOf('face-swap-photo', 'assets__face_mappings', {
      assets__face_swap_mode: 'individual-faces',
    });
    const choices = Array.isArray(mode.choices) ? mode.choices : [];
    expect(choices.map((c) => (typeof c === 'object' ? c.value : c))).toEqual([
      'all-faces',
      'individual-faces',
    ]);
    expect(choices.map((c) => (typeof c === 'object' ? c.label : c))).toEqual(
      ['all-faces', 'individual-faces'].map((v) =>
        optionLabel('face-swap-photo', 'assets.face_swap_mode', v),
      ),
    );
    expect(mappings.children?.map((c) => [c.key, c.type])).toEqual([
      ['assets__face_mappings__original_face', 'string'],
      ['assets__face_mappings__new_face', 'file'],
      ['assets__face_mappings__new_face_saved_item', undefined],
    ]);
  });

  it('renders lists of files as list file inputs and leaves deprecated fields out', () => {
    const f = byKey('ai-image-editor');
    expect(f.assets__image_file_paths).toMatchObject({ type: 'file', list: true });
    expect(f.assets__image_file_path).toBeUndefined();
    expect(f.style__model).toBeUndefined();
    expect(fieldOf('ai-image-editor', 'style__prompt').type).toBe('text');
  });

  it('renders long enumerations (voices, styles) as dynamic dropdowns fed by hidden triggers', async () => {
    const voice = fieldOf('ai-voice-generator', 'style__voice_name');
    expect(voice.dynamic).toBe('choices_voice_name.id.name');
    expect(voice.choices).toBeUndefined();
    const voices = triggerOf('choices_voice_name');
    const list = (await appTester(triggerPerformOf('choices_voice_name'), {})) as {
      id: string;
      name: string;
    }[];
    expect(list.length).toBeGreaterThan(100);
    expect(voices.display.hidden).toBe(true);
    const artStyles = [
      fieldOf('video-to-video', 'style__art_style').dynamic,
      fieldOf('animation', 'style__art_style').dynamic,
    ];
    expect(new Set(artStyles).size).toBe(2);
    for (const d of allDropdowns()) expect(triggerOf(d.key)).toBeDefined();
  });

  it("lists searchable dropdowns sorted by their labels, named by the catalog's option labels", async () => {
    const searchable = allDropdowns().filter((d) => d.sorted);
    expect(searchable.length).toBeGreaterThan(0);
    for (const d of searchable) {
      const list = (await appTester(triggerPerformOf(d.key), {})) as { id: string; name: string }[];
      const names = list.map((c) => c.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      for (const c of list) expect(c.name).toBe(d.labels?.[c.id] ?? c.id);
    }
  });

  it("prefills the catalog's form default, else the service default of a required field only", () => {
    expect(fieldOf('video-to-video', 'assets__video_source').default).toBe('file');
    expect(fieldOf('face-swap-photo', 'assets__face_swap_mode').default).toBe(
      String(specOf('face-swap-photo', 'assets.face_swap_mode').uiDefault),
    );
    const optional = describeFields(getOperation('face-swap')).filter(
      (s) => !s.required && s.default !== undefined && s.uiDefault === undefined,
    );
    for (const spec of optional)
      expect(byKey('face-swap')[spec.path.replace(/\./g, '__')]?.default).toBeUndefined();
  });

  it('leaves an optional field with only the service default empty, its help naming the default', () => {
    const version = fieldOf('face-swap', 'style__version');
    expect(version.default).toBeUndefined();
    expect(version.helpText).toMatch(/ Defaults to Recommended\.$/);
    const resolution = fieldOf('ai-image-generator', 'resolution');
    expect(resolution.default).toBeUndefined();
    expect(fieldOf('image-to-video', 'audio').helpText).toMatch(/ Defaults to no\.$/);
  });
});

describe('body from input data', () => {
  it('maps field keys back to nested wire paths, coercing numbers and dropping empty inputs', () => {
    const body = bodyFromInput(getOperation('ai-image-upscaler'), {
      scale_factor: '4',
      assets__image_file_path: 'https://cdn.example.test/a.png',
      style__mode: '',
      name: null,
      wait_for_result: true,
    });
    expect(body).toEqual({
      scale_factor: 4,
      assets: { image_file_path: 'https://cdn.example.test/a.png' },
    });
  });

  it('turns line items into arrays of objects and skips empty rows', () => {
    const body = bodyFromInput(getOperation('face-swap-photo'), {
      assets__target_file_path: 'api-assets/a/t.png',
      assets__face_swap_mode: 'individual-faces',
      assets__face_mappings: [
        {
          assets__face_mappings__original_face: '0-0.png',
          assets__face_mappings__new_face: 'api-assets/a/n.png',
        },
        { assets__face_mappings__original_face: '', assets__face_mappings__new_face: '' },
      ],
    });
    expect(body).toEqual({
      assets: {
        target_file_path: 'api-assets/a/t.png',
        face_swap_mode: 'individual-faces',
        face_mappings: [{ original_face: '0-0.png', new_face: 'api-assets/a/n.png' }],
      },
    });
  });

  it('merges Additional Fields (JSON) over the form values: the JSON wins on the same path', () => {
    const body = bodyFromInput(getOperation('ai-image-upscaler'), {
      scale_factor: '2',
      style__mode: 'creative',
      additional_fields: '{"style": {"mode": "preserve", "new_option": true}, "brand_new": 1}',
    });
    expect(body).toEqual({
      scale_factor: 2,
      style: { mode: 'preserve', new_option: true },
      brand_new: 1,
    });
  });

  it('rejects Additional Fields that are not a JSON object, in the service wording', () => {
    expect(() =>
      bodyFromInput(getOperation('ai-image-upscaler'), { additional_fields: '[1, 2]' }),
    ).toThrow('Invalid type for additional_fields: expected a JSON object, got array');
  });

  it('keeps list inputs as arrays', () => {
    const body = bodyFromInput(getOperation('ai-image-editor'), {
      style__prompt: 'make it blue',
      assets__image_file_paths: ['https://x.test/a.png', 'https://x.test/b.jpg'],
    });
    expect(body).toEqual({
      style: { prompt: 'make it blue' },
      assets: { image_file_paths: ['https://x.test/a.png', 'https://x.test/b.jpg'] },
    });
  });
});

describe('the chosen model’s price rule', () => {
  it('shows under Model once a model is chosen, and refreshes when it changes', () => {
    expect(byKey('text-to-video', {}).model__note).toBeUndefined();
    expect(fieldOf('text-to-video', 'model')).toMatchObject({ altersDynamicFields: true });
    expect(fieldOf('text-to-video', 'model__note', { model: 'kling-3.0' })).toEqual({
      key: 'model__note',
      type: 'copy',
      helpText:
        '48 credits per second at 720p, 72 at 1080p, 240 at 4K; audio adds 24 per second at 720p and 1080p, 48 at 4K. Makes 3–15 s videos at 720p, 1080p or 4K.',
    });
    expect(fieldOf('ai-image-generator', 'model__note', { model: 'krea-2' }).helpText).toMatch(
      /^From 10 credits per image at 640px/,
    );
    expect(byKey('text-to-video', { model: 'kling-1.6' }).model__note).toBeUndefined();
  });
});
