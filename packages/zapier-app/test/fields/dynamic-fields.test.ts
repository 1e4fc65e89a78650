import type { InputField, PlainInputField } from 'zapier-platform-core';
import { appTester, callable, createOf, shown } from '../helpers';

const fieldsOf = (create: string): InputField[] => createOf(create).operation.inputFields ?? [];
const keysShown = (create: string, input: Record<string, unknown>) =>
  Object.fromEntries(shown(fieldsOf(create), input).map((f) => [f.key, f]));

describe('conditionally required inputs as dynamic fields', () => {
  it('shows Face Swap (Video) its video and face image up front, required, for the pre-filled source and mode', () => {
    const f = keysShown('face_swap', {});
    expect(f.assets__video_file_path).toMatchObject({
      required: true,
      type: 'file',
      label: 'Video',
    });
    expect(f.assets__image_file_path).toMatchObject({ required: true, type: 'file' });
    expect(f.assets__youtube_url).toBeUndefined();
    expect(f.assets__face_mappings).toBeUndefined();
  });

  it('swaps the video for a YouTube link when the source changes', () => {
    const f = keysShown('face_swap', { assets__video_source: 'youtube' });
    expect(f.assets__youtube_url).toMatchObject({ required: true });
    expect(f.assets__video_file_path).toBeUndefined();
  });

  it('asks for face mappings instead of one face image when faces are chosen individually', () => {
    const f = keysShown('face_swap', { assets__face_swap_mode: 'individual-faces' });
    expect(f.assets__face_mappings).toMatchObject({ required: true });
    expect(f.assets__image_file_path).toBeUndefined();
  });

  it('leaves a choice whose emptiness means something empty, and asks for its fields while it is', () => {
    const empty = keysShown('auto_subtitle_generator', {});
    expect(empty.style__template!.default).toBeUndefined();
    expect(empty.style__template!.helpText).toMatch(
      /Leave it empty for Custom \(design my own\)\.$/,
    );
    expect(empty.style__custom_config__font).toMatchObject({ required: true });
    expect(empty.style__custom_config__vertical_position).toMatchObject({ default: 'bottom' });
    const karaoke = keysShown('auto_subtitle_generator', { style__template: 'karaoke' });
    expect(karaoke.style__custom_config__font).toBeUndefined();
  });

  it('marks the controlling fields so Zapier refreshes the form when they change', () => {
    const plain = fieldsOf('face_swap').filter((f): f is PlainInputField => typeof f === 'object');
    const alters = plain.filter((f) => f.altersDynamicFields).map((f) => f.key);
    expect(alters.sort()).toEqual(['assets__face_swap_mode', 'assets__video_source']);
  });

  it('puts the media first and the prompt before modes (Lip Sync, AI Image Generator)', () => {
    const lipSync = shown(fieldsOf('lip_sync'), {})
      .map((f) => f.key)
      .filter((k) => !k.endsWith('_saved_item'));
    expect(lipSync.slice(0, 3)).toEqual([
      'assets__video_source',
      'assets__video_file_path',
      'assets__audio_file_path',
    ]);
    const generator = shown(fieldsOf('ai_image_generator'), {});
    expect(generator[0]).toMatchObject({ key: 'style__prompt', type: 'text', required: true });
  });

  it('resolves the dynamic fields through the Zapier runtime with the bundle input', async () => {
    const dynamic = fieldsOf('lip_sync').filter((f) => typeof f === 'function');
    const resolved: PlainInputField[] = [];
    for (const fn of dynamic)
      resolved.push(
        ...((await appTester(callable(fn, 'dynamic field'), {
          inputData: { assets__video_source: 'youtube' },
        })) as PlainInputField[]),
      );
    expect(resolved.map((f) => [f.key, f.required])).toEqual([
      ['assets__youtube_url', true],
      ['assets__audio_file_path', true],
    ]);
  });
});
