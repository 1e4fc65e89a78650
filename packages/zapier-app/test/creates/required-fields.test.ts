import nock from 'nock';
import type { PlainInputField } from 'zapier-platform-core';
import {
  SERVICE,
  createOf,
  createPerformOf,
  run,
  runError,
  searchOf,
  shown,
  triggerPerformOf,
  useNock,
} from '../helpers';

/** The create's fields as the editor shows them for `input`. */
const plainFields = (key: string, input: Record<string, unknown> = {}): PlainInputField[] =>
  shown(createOf(key).operation.inputFields ?? [], input);

describe('required inputs as a new user meets them', () => {
  useNock();

  it.each([
    ['image_background_remover', 'Image'],
    ['ai_image_generator', 'Prompt'],
    ['ai_image_editor', 'Images'],
  ])('%s: the form marks %s required', (key, label) => {
    expect(plainFields(key).find((f) => f.label === label)).toMatchObject({ required: true });
  });

  it('marks Image optional once Image From Saved Item holds a saved item, and keeps the picker beside it', () => {
    const fields = plainFields('image_background_remover', {
      assets__image_file_path_saved_item: 'saved-items/c1/0.png',
    });
    const at = fields.findIndex((f) => f.label === 'Image');
    expect(fields[at]).toMatchObject({ required: false, type: 'file' });
    expect(fields[at + 1]).toMatchObject({
      key: 'assets__image_file_path_saved_item',
      label: 'Image From Saved Item',
      dynamic: 'saved_items_image.id.name',
      search: 'find_saved_item.file_path',
      altersDynamicFields: true,
    });
  });

  it('names an emptied Image as the form labels it, and sends nothing', async () => {
    const err = await runError(createPerformOf('image_background_remover'), {
      inputData: { image_file_path: '', wait_for_result: 'false' },
    });
    expect(err.message).toContain(
      'Missing required field: Image (assets.image_file_path) (expected string)',
    );
    expect(err.message).toContain('Fill in Image, or map a value from an earlier step into it.');
    expect(err.message).not.toContain('assets (expected object)');
    expect(nock.pendingMocks()).toEqual([]);
  });

  it('names an emptied Prompt on the AI Image Generator', async () => {
    const err = await runError(createPerformOf('ai_image_generator'), {
      inputData: { style__prompt: '', wait_for_result: 'false' },
    });
    expect(err.message).toContain('Missing required field: Prompt (style.prompt)');
  });

  it('refuses an AI Image Editor step without an image before any request', async () => {
    const err = await runError(createPerformOf('ai_image_editor'), {
      inputData: { style__prompt: 'Make the sky pink', wait_for_result: 'false' },
    });
    expect(err.message).toContain(
      'Missing required field: Images (assets.image_file_paths) (expected array)',
    );
  });

  it('offers the face detections this connection ran in the Face Detection dropdown', async () => {
    nock(SERVICE).post('/v1/face-detection').reply(200, { id: 'fd-9', credits_charged: 0 });
    await run(createPerformOf('face_detection'), {
      inputData: {
        assets__target_file_path: 'https://cdn.example.test/group.jpg',
        wait_for_result: 'false',
      },
    });
    const choices = (await run(triggerPerformOf('recent_face_detections'))) as { id: string }[];
    expect(choices.map((c) => c.id)).toContain('fd-9');
    expect(searchOf('find_face_detection').operation.inputFields).toEqual([
      expect.objectContaining({
        key: 'face_detection_id',
        dynamic: 'recent_face_detections.id.name',
      }),
      expect.objectContaining({ key: 'include_raw_record', default: 'false' }),
    ]);
  });
});
