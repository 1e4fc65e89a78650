import { getOperation } from '@genservice/core/internal';
import nock from 'nock';
import { bodyFromInput } from '../../src/fields/body';
import { SERVICE, createPerformOf, run, runError, useNock } from '../helpers';

describe('a file input taken from its "From Saved Item" field', () => {
  useNock();

  it("creates with the saved item's file_path as is: no upload-urls call", async () => {
    nock(SERVICE)
      .post('/v1/face-swap-photo', {
        assets: {
          target_file_path: 'https://cdn.example/team.jpg',
          source_file_path: 'saved-items/c1/0.png',
        },
      })
      .reply(200, { id: 'img-1', credits_charged: 5 });
    const result = await run(createPerformOf('face_swap_photo'), {
      inputData: {
        assets__target_file_path: 'https://cdn.example/team.jpg',
        assets__source_file_path_saved_item: 'saved-items/c1/0.png',
        wait_for_result: false,
      },
    });
    expect(result).toMatchObject({ id: 'img-1' });
  });

  it('refuses a file and a saved item for the same input before any request', async () => {
    const err = await runError(createPerformOf('face_swap_photo'), {
      inputData: {
        assets__target_file_path: 'https://cdn.example/team.jpg',
        assets__target_file_path_saved_item: 'saved-items/c1/0.png',
        wait_for_result: false,
      },
    });
    expect(err.message).toContain(
      'Give Photo or Photo From Saved Item, not both: empty one of them.',
    );
  });

  it('joins the files and the saved items of a list input, and reads a line item’s saved item', () => {
    const editor = bodyFromInput(getOperation('ai-image-editor'), {
      assets__image_file_paths: ['https://cdn.example/a.png'],
      assets__image_file_paths_saved_item: ['saved-items/m1/0.png'],
    }) as { assets: { image_file_paths: string[] } };
    expect(editor.assets.image_file_paths).toEqual([
      'https://cdn.example/a.png',
      'saved-items/m1/0.png',
    ]);
    const swap = bodyFromInput(getOperation('face-swap-photo'), {
      assets__face_mappings: [
        {
          assets__face_mappings__original_face: '0-0',
          assets__face_mappings__new_face_saved_item: 'saved-items/c2/0.png',
        },
      ],
    }) as { assets: { face_mappings: unknown } };
    expect(swap.assets.face_mappings).toEqual([
      { original_face: '0-0', new_face: 'saved-items/c2/0.png' },
    ]);
  });
});
