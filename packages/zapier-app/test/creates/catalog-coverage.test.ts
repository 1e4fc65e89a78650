import { describeFields, operations } from '@genservice/core/internal';
import { createKey } from '../../src/fields/keys';
import { App, createOf, required, shown } from '../helpers';
import pkg from '../../package.json';
import { APP_VERSION } from '../../src/version';

interface Described {
  display: { label: string; description: string; hidden?: boolean };
  operation: { sample: { id?: string }; outputFields: unknown[] };
}

const SHARED_FIELDS = [
  'additional_fields',
  'dedupe_key',
  'max_credits',
  'recreate_unconfirmed',
  'wait_for_result',
  'include_raw_record',
];

const creates = required(App.creates, 'creates');
const triggers = required(App.triggers, 'triggers');
const searches = required(App.searches, 'searches');

describe('catalog coverage', () => {
  it.each(operations.map((op) => [op.key, createKey(op)]))(
    'has a create for catalog operation %s (key %s)',
    (_key, key) => {
      expect(creates[key]).toBeDefined();
      expect(createOf(key).key).toBe(key);
    },
  );

  it('has no create without a catalog operation, besides Delete Project and Upload File', () => {
    expect(Object.keys(creates).sort()).toEqual(
      [...operations.map(createKey), 'delete_project', 'upload_file'].sort(),
    );
  });

  it('has a create for the AI video translator with Target Language required', () => {
    expect(['AI Video Translator', 'Translate Video']).toContain(
      createOf('ai_video_translator').display.label,
    );
    const language = (createOf('ai_video_translator').operation.inputFields ?? []).find(
      (f) => typeof f === 'object' && 'key' in f && f.key === 'target_language',
    );
    expect(language).toMatchObject({ required: true });
  });

  it('keeps the permanent keys chosen for the first release', () => {
    expect(Object.keys(creates)).toEqual(
      expect.arrayContaining([
        'face_swap',
        'face_swap_photo',
        'lip_sync',
        'ai_image_generator',
        'ai_voice_generator',
        'face_detection',
      ]),
    );
    expect(Object.keys(triggers)).toEqual(
      expect.arrayContaining(['project_started', 'project_completed', 'project_errored']),
    );
    expect(Object.keys(searches)).toEqual([
      'find_project',
      'find_face_detection',
      'find_account_credits',
      'find_saved_item',
      'estimate_credits',
    ]);
  });

  it('renders one input per non-deprecated catalog field (a file input followed by its saved-item picker), then Additional Fields, Dedupe Key, Max Credits Per Run, Recreate Unconfirmed and Wait for Result', () => {
    for (const op of operations) {
      const specs = describeFields(op).filter((f) => !f.deprecated);
      const entries = required(createOf(createKey(op)).operation.inputFields, 'input fields');
      // A dynamic entry is shown with an input that meets one of the fields' conditions.
      const inputs = [{}, ...specs.filter((s) => s.requiredWhen).map((s) => s.requiredWhen!)].map(
        (when) =>
          Object.fromEntries(
            Object.entries(when).map(([p, values]) => [p.replace(/\./g, '__'), values[0] ?? '']),
          ),
      );
      const fields = entries.flatMap(
        (entry) => inputs.map((input) => shown([entry], input)).find((f) => f.length) ?? [],
      );
      expect(fields.map((f) => f.key)).toEqual([
        ...specs.flatMap((s) => {
          const key = s.path.replace(/\./g, '__');
          return s.asset ? [key, `${key}_saved_item`] : [key];
        }),
        ...SHARED_FIELDS,
      ]);
      const wireKeys = describeFields(op).map((s) => s.path.replace(/\./g, '__'));
      for (const reserved of SHARED_FIELDS) expect(wireKeys).not.toContain(reserved);
    }
  });

  // Labels, nouns and description patterns: test/integration-checks.test.ts.
  it('gives every operation a one-sentence description starting with a verb, a sample and output fields', () => {
    for (const create of Object.values(creates) as Described[]) {
      expect(create.display.description).toMatch(/^[A-Z][a-z]+s [^.]+\.$/);
      expect(create.display.description).not.toMatch(/\ba (image|audio|AI|animated|artistic)\b/);
      expect(create.operation.sample.id).toBeTruthy();
      expect(create.operation.outputFields.length).toBeGreaterThan(3);
    }
    for (const op of [...Object.values(triggers), ...Object.values(searches)] as Described[]) {
      if (op.display.hidden) continue;
      expect(op.display.description).toMatch(/^(Triggers when|Finds) /);
      expect(op.operation.sample).toBeTruthy();
      expect(op.operation.outputFields.length).toBeGreaterThan(3);
    }
  });

  it('keeps the app version equal to package.json', () => {
    expect(APP_VERSION).toBe(pkg.version);
    expect(App.version).toBe(pkg.version);
  });
});
