/** Fields several operations share, defined once. */
import { z } from 'zod';
import { asset, choice, obj, text } from './fields';

/** `all-faces` swaps every face for one image; `individual-faces` follows `face_mappings`. */
export const faceSwapMode = choice(['all-faces', 'individual-faces'], 'Swap every face for one image, or map faces one by one.', 'all-faces');

/** Up to five `{ original_face, new_face }` pairs; `original_face` is a `faces[].path` from face detection. */
export const faceMappings = z
  .array(
    obj({
      original_face: text('A face path from face detection, e.g. 0-0.png.', { title: 'Original Face' }),
      new_face: asset(['image'], 'Image of the face that replaces it.', 'New Face'),
    }),
  )
  .max(5)
  .meta({ description: 'Which face becomes which (individual-faces mode), at most 5.', title: 'Face Mappings' });
