import { getOperation } from '../../../src/catalog';
import { modelRuleIssues } from '../../../src/catalog/model-rules';
import { validateForUser } from '../../../src/validation-for-user';

const editor = getOperation('ai-video-editor');
const byPath = { name: (path: string) => path };
const base = { style: { prompt: 'make it snow' }, assets: { video_file_path: 'a.mp4' } };

describe('video editor model rules (S2 ai-video-editor field text)', () => {
  it.each([
    // model, start, end, resolution, the message (none when allowed)
    ['gemini-omni-1.1', 0, 10, '1080p', undefined],
    [
      'gemini-omni-1.1',
      5,
      25,
      '720p',
      'Gemini Omni 1.1 edits clips of 3 to 10 s; the clip from start_seconds to end_seconds is 20 s',
    ],
    [
      'gemini-omni-1.1',
      1,
      3.5,
      '720p',
      'Gemini Omni 1.1 edits clips of 3 to 10 s; the clip from start_seconds to end_seconds is 2.5 s',
    ],
    [
      'gemini-omni-1.1',
      0,
      5,
      '480p',
      'Gemini Omni 1.1 makes 720p or 1080p videos; resolution is 480p',
    ],
    ['gemini-omni', 0, 30, '480p', 'Gemini Omni makes 720p or 1080p videos; resolution is 480p'],
    ['ltx-2.5', 0, 45, '480p', undefined],
    [
      'ltx-2.5',
      0,
      0.4,
      '480p',
      'LTX-2.5 edits clips of 0.5 to 45 s; the clip from start_seconds to end_seconds is 0.4 s',
    ],
    ['ltx-2.3', 0, 60, '480p', undefined],
  ] as const)('%s from %s to %s s at %s: %s', (model, start, end, resolution, message) => {
    const body = { ...base, model, start_seconds: start, end_seconds: end, resolution };
    expect(modelRuleIssues(editor, body, byPath).map((i) => i.message)).toEqual(
      message ? [message] : [],
    );
  });

  it('names Start and End by their labels for form users', () => {
    const body = { ...base, model: 'gemini-omni-1.1', end_seconds: 15 };
    expect(() => validateForUser(editor, body)).toThrow(
      'Gemini Omni 1.1 edits clips of 3 to 10 s; the clip from Start (Seconds) (start_seconds) to End (Seconds) (end_seconds) is 15 s',
    );
  });
});
