import { getOperation } from '../../../src/catalog';
import { modelRuleIssues } from '../../../src/catalog/model-rules';
import { validateForUser } from '../../../src/validation-for-user';

const byPath = { name: (path: string) => path };
const clip = { start_seconds: 0, end_seconds: 5 };
const video = 'https://example.com/v.mp4';

/** Paid-plan rules of tools (pricing.md §6, §7): each body with the tier and the expected message. */
const cases: [string, Record<string, unknown>, string][] = [
  [
    'ai-image-upscaler',
    { scale_factor: 4, assets: { image_file_path: 'https://example.com/a.png' } },
    '4x upscaling needs a paid plan (Creator, Pro or Business) and this account is on Free; set scale_factor to 2x, or upgrade',
  ],
  [
    'lip-sync',
    {
      ...clip,
      style: { generation_mode: 'pro' },
      assets: { video_file_path: video, audio_file_path: video },
    },
    'Pro lip sync needs a paid plan (Creator, Pro or Business) and this account is on Free; set style.generation_mode to Lite, or upgrade',
  ],
  [
    'lip-sync',
    {
      ...clip,
      style: { generation_mode: 'standard' },
      assets: { video_file_path: video, audio_file_path: video },
    },
    'Standard lip sync needs a paid plan (Creator, Pro or Business) and this account is on Free; set style.generation_mode to Lite, or upgrade',
  ],
  [
    'ai-video-translator',
    { ...clip, target_language: 'German', resolution: '1080p', assets: { video_file_path: video } },
    '1080p translations need a paid plan (Creator, Pro or Business) and this account is on Free; set resolution to 480p, or upgrade',
  ],
];

describe('paid-plan rules of tools', () => {
  it.each(cases)('%s refuses a paid option on the free plan', (key, body, message) => {
    const op = getOperation(key);
    expect(modelRuleIssues(op, body, { ...byPath, tier: 'free' })).toEqual([
      expect.objectContaining({ message, code: 'subscription_required' }),
    ]);
  });

  it.each(cases)('%s lets it through on a paid plan or when the tier is unknown', (key, body) => {
    const op = getOperation(key);
    expect(modelRuleIssues(op, body, { ...byPath, tier: 'creator' })).toEqual([]);
    expect(modelRuleIssues(op, body, byPath)).toEqual([]);
  });

  it('lets free accounts use the free options', () => {
    const upscaler = getOperation('ai-image-upscaler');
    const body = { scale_factor: 2, assets: { image_file_path: 'https://example.com/a.png' } };
    expect(modelRuleIssues(upscaler, body, { ...byPath, tier: 'free' })).toEqual([]);
  });

  it('names the field by its label and advises a paid plan for form users', () => {
    const [key, body] = cases[0]!;
    const err = (() => {
      try {
        validateForUser(getOperation(key), body, { tier: 'free' });
      } catch (e) {
        return e as Error & { hint?: string };
      }
    })();
    expect(err?.message).toContain('set Scale (scale_factor) to 2x, or upgrade');
    expect(err).toMatchObject({ code: 'subscription_required' });
    expect(err?.hint).toMatch(/^This needs a paid plan\./);
  });
});
