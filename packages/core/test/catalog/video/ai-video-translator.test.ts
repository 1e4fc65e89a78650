/** The AI video translator's form: 53 labelled languages, the 1–30 s clip rule, 480p by default. */
import { describeFields, getOperation, validateForUser } from '@genservice/core/internal';
import { messageFor } from '../message-for';

const op = getOperation('ai-video-translator');
const valid = {
  end_seconds: 12,
  target_language: 'Spanish',
  assets: { video_file_path: 'https://x.test/talk.mp4' },
};

describe('ai-video-translator', () => {
  it('accepts a 1 to 30 s clip into one of the service’s languages', () => {
    expect(messageFor('ai-video-translator', valid)).toBe('valid');
    expect(messageFor('ai-video-translator', { ...valid, start_seconds: 5, end_seconds: 35 })).toBe(
      'valid',
    );
    expect(messageFor('ai-video-translator', { ...valid, end_seconds: 1 })).toBe('valid');
  });

  it('refuses a clip longer than 30 s or shorter than 1 s on End, naming the length found', () => {
    expect(messageFor('ai-video-translator', { ...valid, end_seconds: 45 })).toContain(
      'Invalid value for end_seconds: the clip (end_seconds minus start_seconds) must be 1 to 30 seconds long, got 45',
    );
    expect(
      messageFor('ai-video-translator', { ...valid, start_seconds: 10, end_seconds: 10.5 }),
    ).toContain('must be 1 to 30 seconds long, got 0.5');
  });

  it('names the clip rule’s field as the form does, with every other problem', () => {
    expect(() =>
      validateForUser(op, { ...valid, end_seconds: 40, target_language: 'Klingon' }),
    ).toThrow(
      /Target Language \(target_language\)[\s\S]*End \(Seconds\) \(end_seconds\): the clip/,
    );
  });

  it('offers 53 languages, each with a label, searchable, and resolutions from 480p', () => {
    const fields = describeFields(op);
    const language = fields.find((f) => f.path === 'target_language')!;
    expect(language.options).toHaveLength(53);
    expect(language.options).toContain('Chinese (Traditional)');
    expect(language.options!.every((v) => language.optionLabels?.[String(v)])).toBe(true);
    expect(language.searchable).toBe(true);
    const resolution = fields.find((f) => f.path === 'resolution')!;
    expect(resolution.options).toEqual(['480p', '720p', '1080p']);
    expect(resolution.default).toBe('480p');
  });

  it('is a video job with its action in the user’s words', () => {
    expect(op).toMatchObject({
      kind: 'video',
      action: 'Translate a video',
      serviceType: 'VIDEO_TRANSLATOR',
    });
  });
});
