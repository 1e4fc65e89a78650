import { getOperation } from '../../../src/catalog';
import { modelRuleIssues } from '../../../src/catalog/model-rules';
import { validateRequest } from '../../../src/validation';
import { validateForUser } from '../../../src/validation-for-user';
import { ValidationError } from '../../../src/errors';

const t2v = getOperation('text-to-video');
const i2v = getOperation('image-to-video');
const byPath = { name: (path: string) => path };

/** The messages of the rules for a text-to-video body (prompt added), optionally for a tier. */
function messages(body: Record<string, unknown>, tier?: string): string[] {
  return modelRuleIssues(t2v, { style: { prompt: 'a fox' }, ...body }, { ...byPath, tier }).map(
    (i) => i.message,
  );
}

describe('video model rules (model-facts.ts, pricing.md §2)', () => {
  it.each([
    // model, end_seconds, resolution, audio, the message (none when allowed)
    ['kling-2.6', 7, '720p', false, 'Kling 2.6 makes 5 or 10 s videos; end_seconds is 7'],
    ['kling-2.6', 10, '1080p', false, undefined],
    ['wan-2.2', 12, '480p', false, 'Wan 2.2 makes 3–10 or 15 s videos; end_seconds is 12'],
    ['wan-2.2', 15, '480p', false, undefined],
    ['kling-3.0', 3.5, '720p', false, 'Kling 3.0 makes 3–15 s videos; end_seconds is 3.5'],
    ['kling-3.0', 15, '4k', true, undefined],
    ['sora-2', 8, '1080p', false, 'Sora 2 makes 720p videos only; resolution is 1080p'],
    [
      'veo3.1',
      10,
      '720p',
      false,
      'Veo 3.1 makes 4, 6, 8, 16, 24, 32, 40, 48 or 56 s videos; end_seconds is 10',
    ],
    [
      'seedance-2.0-mini',
      5,
      '1080p',
      false,
      'Seedance 2.0 Mini makes 480p or 720p videos; resolution is 1080p',
    ],
    ['gemini-omni-1.1', 5, '360p', false, undefined],
    [
      'gemini-omni-1.1',
      5,
      '480p',
      false,
      'Gemini Omni 1.1 makes 360p, 720p, 1080p or 4K videos; resolution is 480p',
    ],
    ['minimax-h3', 30, '1080p', true, undefined],
    ['ltx-2.5', 60, '720p', true, undefined],
    [
      'wan-2.2',
      5,
      '720p',
      true,
      'Wan 2.2 cannot add audio; turn audio off, or pick LTX-2.5, LTX-2.3 or MiniMax Hailuo H3',
    ],
    [
      'kling-2.6',
      10,
      '1080p',
      true,
      'Kling 2.6 cannot add audio; turn audio off, or pick LTX-2.5, LTX-2.3 or MiniMax Hailuo H3',
    ],
    [
      'gemini-omni-1.1',
      4,
      '4k',
      true,
      'Gemini Omni 1.1 cannot add audio; turn audio off, or pick Seedance 2.0 or Kling 3.0',
    ],
  ] as const)('%s for %s s at %s, audio %s: %s', (model, seconds, resolution, audio, message) => {
    expect(messages({ model, end_seconds: seconds, resolution, audio })).toEqual(
      message ? [message] : [],
    );
  });

  it('reports each broken rule once, duration first', () => {
    expect(messages({ model: 'kling-2.6', end_seconds: 7, resolution: '480p' })).toEqual([
      'Kling 2.6 makes 5 or 10 s videos; end_seconds is 7',
      'Kling 2.6 makes 720p or 1080p videos; resolution is 480p',
    ]);
  });

  it('lets default, an absent model, legacy and unpublished models through (the service decides)', () => {
    for (const model of ['default', undefined, 'kling-2.5', 'ltx-2', 'kling-2.5-audio', 'veo4'])
      expect(messages({ model, end_seconds: 7, resolution: '4k', audio: true })).toEqual([]);
  });

  it('reads veo3.1-audio as Veo 3.1 with audio on, under Veo 3.1’s durations', () => {
    expect(messages({ model: 'veo3.1-audio', end_seconds: 8, resolution: '720p' })).toEqual([]);
    expect(messages({ model: 'veo3.1-audio', end_seconds: 5 })).toEqual([
      'Veo 3.1 makes 4, 6, 8, 16, 24, 32, 40, 48 or 56 s videos; end_seconds is 5',
    ]);
  });

  it('refuses resolutions above 480p on the free plan only when the tier is given', () => {
    const body = { model: 'ltx-2.3', end_seconds: 5, resolution: '720p' };
    expect(messages(body)).toEqual([]);
    expect(messages(body, 'creator')).toEqual([]);
    expect(messages({ ...body, resolution: '480p' }, 'free')).toEqual([]);
    expect(messages(body, 'free')).toEqual([
      '720p videos need a paid plan (Creator, Pro or Business) and this account is on Free; set resolution to 480p, or upgrade',
    ]);
    expect(messages({ ...body, model: 'default' }, 'free')).toHaveLength(1);
  });

  it('holds image-to-video to the same rules', () => {
    const body = { model: 'kling-2.6', end_seconds: 7, assets: { image_file_path: 'a.png' } };
    expect(() => validateRequest(i2v, body)).toThrow(
      'Kling 2.6 makes 5 or 10 s videos; end_seconds is 7',
    );
  });
});

describe('video model rules in validation', () => {
  const body = { model: 'kling-2.6', end_seconds: 7, style: { prompt: 'a fox' } };

  it('throws the service’s error shape, each issue with its field and code', () => {
    const err = (() => {
      try {
        validateRequest(t2v, body);
      } catch (e) {
        return e as ValidationError;
      }
    })();
    expect(err).toBeInstanceOf(ValidationError);
    expect(err?.issues).toEqual([
      {
        field: 'end_seconds',
        code: 'invalid_request',
        message: 'Kling 2.6 makes 5 or 10 s videos; end_seconds is 7',
      },
    ]);
    expect(err?.hint).toMatch(/pick another model/);
    expect(err?.code).toBe('invalid_request');
  });

  it('names the field by its form label for form users', () => {
    expect(() => validateForUser(t2v, body)).toThrow(
      'Kling 2.6 makes 5 or 10 s videos; Duration (Seconds) (end_seconds) is 7',
    );
    expect(() =>
      validateForUser(t2v, { ...body, model: 'wan-2.2', end_seconds: 5, audio: true }),
    ).toThrow('Wan 2.2 cannot add audio; turn Generate Audio (audio) off, or pick');
  });

  it('checks the schema first: a body the schema refuses reports only the schema’s issues', () => {
    expect(() => validateRequest(t2v, { model: 'kling-2.6', end_seconds: 7 })).toThrow(
      'Missing required field: style (expected object)',
    );
  });
});
