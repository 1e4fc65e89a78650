/**
 * Holds each catalog entry's presentation to what a form needs: every
 * conditionally required input is primary with a matching `requiredWhen`,
 * required numbers never pre-fill their minimum, primary inputs have labels,
 * closed options have human labels, and media come first.
 */
import { z } from 'zod';
import {
  describeFields,
  operations,
  type FieldSpec,
  type Operation,
} from '@genservice/core/internal';
import { alongOtherIssues, asset, choice, obj, requireWhen, ui } from '../../src/catalog/fields';
import { presentationGaps } from './presentation-probe';

/** Required numbers whose minimum is the sensible default, with the reason. */
const minimumIsTheDefault: Record<string, string> = {
  start_seconds: 'a clip starts at the beginning of the input',
  image_count: 'one image is the cheapest run; more is a deliberate choice',
};

const each = operations.map((op) => [op.key, op] as const);
/** Words a no-code user should never meet in help text: wire names, upload internals, schema terms. */
const JARGON = /file_path|api-assets|binary propert|\benum\b|\b[a-z]+_[a-z_]+\b/;
/** A value that reads as a code rather than words: `all-faces`, `upper_body`, `ltx-2`, `lite`. */
const RAW_CODE = /^[a-z0-9.]+(?:[_-][a-z0-9.]+)+$|^[a-z]+$/;
/** Every field a form shows (list items included, deprecated ones left out). */
const shownLeaves = (fields: FieldSpec[]): FieldSpec[] =>
  fields.filter((f) => !f.deprecated).flatMap((f) => [f, ...shownLeaves(f.items ?? [])]);
const isMedia = (f: FieldSpec) => !!f.asset || /_source$|^youtube_url$/.test(f.name);

function fakeOperation(rule: boolean): Operation {
  const video = asset(['video'], 'The video.').optional();
  const schema = obj({
    assets: obj({
      video_source: choice(['file', 'youtube'], 'Where the video comes from.', 'file'),
      video_file_path: rule
        ? ui(video, { primary: true, requiredWhen: { 'assets.video_source': ['file'] } })
        : video,
    }),
  }).superRefine(
    requireWhen('assets.video_file_path', 'string', { 'assets.video_source': ['file'] }),
    alongOtherIssues,
  );
  return {
    key: 'fake',
    method: 'POST',
    path: '/v1/fake',
    kind: 'video',
    label: 'Fake',
    action: 'Create a fake video',
    description: 'x',
    schema,
    serviceType: 'FAKE',
    outputExtension: 'mp4',
  };
}

describe('catalog presentation', () => {
  it('catches a conditionally required input with no presentation rule, and accepts one with it', () => {
    expect(presentationGaps(fakeOperation(false))).toEqual([
      'fake assets.video_file_path: required conditionally, but no primary requiredWhen covers it',
    ]);
    expect(presentationGaps(fakeOperation(true))).toEqual([]);
  });

  it.each(each)(
    '%s: every conditionally required input is primary with a matching requiredWhen',
    (_k, op) => {
      expect(presentationGaps(op)).toEqual([]);
    },
  );

  it.each(each)('%s: requiredWhen refers only to primary fields of the operation', (_k, op) => {
    const fields = describeFields(op);
    const primary = new Set(fields.filter((f) => f.primary).map((f) => f.path));
    const bad = fields.flatMap((f) =>
      Object.keys(f.requiredWhen ?? {})
        .filter((p) => !primary.has(p))
        .map((p) => `${f.path} <- ${p}`),
    );
    expect(bad).toEqual([]);
  });

  it.each(each)('%s: no required number pre-fills its minimum or nothing', (_k, op) => {
    const bad = describeFields(op)
      .filter((f) => f.required && (f.type === 'number' || f.type === 'integer'))
      .filter((f) => !minimumIsTheDefault[f.name])
      .filter((f) => f.uiDefault === undefined || f.uiDefault === f.min)
      .map((f) => `${f.path}: pre-fills ${String(f.uiDefault)} (minimum ${String(f.min)})`);
    expect(bad).toEqual([]);
  });

  it.each(each)('%s: every primary field has a label in the user’s words', (_k, op) => {
    const bad = describeFields(op)
      .filter((f) => f.primary)
      .filter(
        (f) => !f.label || /_|file path|binary|api-assets/i.test(f.label) || f.title !== f.label,
      )
      .map((f) => `${f.path}: "${f.label}"`);
    expect(bad).toEqual([]);
  });

  it.each(each)('%s: every closed option has a human label', (_k, op) => {
    const closed = (fields: FieldSpec[]): FieldSpec[] =>
      fields.flatMap((f) => [
        ...(f.options && !f.openOptions ? [f] : []),
        ...closed(f.items ?? []),
      ]);
    const bad = closed(describeFields(op)).flatMap((f) =>
      f.options!.filter((v) => !f.optionLabels?.[String(v)]).map((v) => `${f.path}: ${String(v)}`),
    );
    expect(bad).toEqual([]);
  });

  it.each(each)(
    '%s: help text is a sentence in the user’s words, not the label again',
    (_k, op) => {
      const bad = shownLeaves(describeFields(op)).flatMap((f) => {
        const d = f.description ?? '';
        const problems = [
          !/^[A-Z0-9"“]/.test(d) && 'does not start with a capital',
          !/[.)]$/.test(d) && 'does not end a sentence',
          d.toLowerCase().startsWith(f.label.toLowerCase()) && 'repeats its label',
          JARGON.test(d) && 'uses wire names or API words',
        ].filter(Boolean);
        return problems.length ? [`${f.path}: ${problems.join(', ')} ("${d}")`] : [];
      });
      expect(bad).toEqual([]);
    },
  );

  it.each(each)(
    '%s: no option is shown as a raw code (snake, kebab or lower-case word)',
    (_k, op) => {
      const bad = shownLeaves(describeFields(op)).flatMap((f) =>
        (f.options ?? [])
          .map(String)
          .filter((v) => RAW_CODE.test(v) && !f.optionLabels?.[v])
          .map((v) => `${f.path}: ${v}`),
      );
      expect(bad).toEqual([]);
    },
  );

  it.each(each)('%s: labels are Title Case (short prepositions lower case)', (_k, op) => {
    const minor = new Set(['to', 'of', 'and', 'or', 'for', 'per', 'the', 'in', 'a']);
    const bad = shownLeaves(describeFields(op))
      .filter((f) => f.label.split(' ').some((w) => /^[a-z]/.test(w) && !minor.has(w)))
      .map((f) => `${f.path}: "${f.label}"`);
    expect(bad).toEqual([]);
  });

  it('names the empty choice where leaving a field empty means something, and only on optional fields', () => {
    const template = describeFields(
      operations.find((o) => o.key === 'auto-subtitle-generator')!,
    ).find((f) => f.path === 'style.template')!;
    expect(template.emptyLabel).toBe('Custom (design my own)');
    const named = operations.flatMap((op) => describeFields(op).filter((f) => f.emptyLabel));
    expect(named.filter((f) => f.required).map((f) => f.path)).toEqual([]);
  });

  it.each(each)('%s: an optional number with no default has an example in its bounds', (_k, op) => {
    const bad = shownLeaves(describeFields(op))
      .filter((f) => !f.required && (f.type === 'number' || f.type === 'integer'))
      .filter((f) => f.uiDefault === undefined && !f.options)
      .filter(
        (f) =>
          typeof f.example !== 'number' ||
          (f.min !== undefined && f.example < f.min) ||
          (f.max !== undefined && f.example > f.max),
      )
      .map((f) => `${f.path}: example ${String(f.example)}`);
    expect(bad).toEqual([]);
  });

  it.each(each)('%s: media come first, then everything else', (_k, op) => {
    const fields = describeFields(op).filter((f) => !f.deprecated);
    const lastMedia = Math.max(-Infinity, ...fields.filter(isMedia).map((f) => f.order));
    const firstOther = Math.min(Infinity, ...fields.filter((f) => !isMedia(f)).map((f) => f.order));
    expect(lastMedia).toBeLessThan(firstOther);
  });

  it.each(each)('%s: prompts are multi-line and long lists are searchable', (_k, op) => {
    const fields = describeFields(op);
    expect(fields.filter((f) => f.name === 'prompt' && !f.multiline).map((f) => f.path)).toEqual(
      [],
    );
    expect(
      fields.filter((f) => (f.options?.length ?? 0) > 40 && !f.searchable).map((f) => f.path),
    ).toEqual([]);
  });

  it.each(each)('%s: names the service type and the output extension', (_k, op) => {
    expect(op.serviceType).toMatch(/^[A-Z][A-Z_]+$/);
    expect(op.outputExtension).toMatch(/^(mp4|webm|gif|png|jpg|mp3|wav)$/);
  });

  it('sorts a searchable list and keeps the schema’s suggestions for validation', () => {
    const voice = describeFields(operations.find((o) => o.key === 'ai-voice-generator')!).find(
      (f) => f.path === 'style.voice_name',
    )!;
    expect(voice.options).toEqual(
      [...voice.options!].sort((a, b) => String(a).localeCompare(String(b))),
    );
    expect(voice.uiDefault).toBe('Morgan Freeman');
    expect(z.string().safeParse(voice.uiDefault).success).toBe(true);
  });
});
